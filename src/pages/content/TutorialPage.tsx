import { PlayCircleOutlined } from '@ant-design/icons';
import { Card, Col, Empty, List, Row, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, call } from '../../api';
import { canOpenPath, t, tDynamic } from '../../providers';
import { registryPath } from '../dashboard/quickTools';

interface Tutorial {
  id: number;
  docName: string;
  moduleCode: string | null;
  videoUrl: string;
  docVersion: string | null;
  publishDate: string | null;
  remark: string | null;
  own: boolean;
  source: string;
}

/** Only our own stored files or web addresses are played. */
const playable = (url: string) => url.startsWith('/files/') || /^https?:\/\//i.test(url);

/**
 * 视频教程 (/tutorial): the help documents with a video (HRS 帮助文档, /hrs_doc) of the user's
 * organisation and of the platform, played in the page.
 */
export default function TutorialPage() {
  const [list, setList] = useState<Tutorial[] | null>(null);
  const [current, setCurrent] = useState<Tutorial | null>(null);
  useEffect(() => {
    call(api.pages.tutorials)
      .then((answer) => {
        const rows = (Array.isArray(answer) ? (answer as unknown as Tutorial[]) : []).filter((x) => playable(x.videoUrl));
        setList(rows);
        setCurrent(rows[0] ?? null);
      })
      .catch(() => setList([]));
  }, []);
  const manage = registryPath('hrs_doc');
  const manageLink = canOpenPath(manage) ? (
    <Link to={manage} data-testid="tutorial-manage">
      {t('tutorial.manage')}
    </Link>
  ) : null;
  if (!list) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card title={tDynamic('route.tutorial')} extra={manageLink} data-testid="tutorial-page">
      {list.length === 0 ? (
        <Empty description={t('tutorial.empty')} />
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={16}>
            {current ? (
              <div>
                {/* biome-ignore lint/a11y/useMediaCaption: a tutorial record holds a video address only (docs/content-pages.md); there is no caption file to give a <track>. */}
                <video
                  key={current.id}
                  data-testid="tutorial-player"
                  src={current.videoUrl}
                  controls
                  preload="metadata"
                  style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
                />
                <Typography.Title level={4} style={{ marginTop: 12 }} data-testid="tutorial-title">
                  {current.docName}
                </Typography.Title>
                <Space wrap>
                  <Tag color={current.own ? 'blue' : 'gold'}>{current.own ? t('tutorial.own') : t('tutorial.platform')}</Tag>
                  {current.docVersion ? <Tag>{`v${current.docVersion}`}</Tag> : null}
                  {current.publishDate ? <Typography.Text type="secondary">{current.publishDate}</Typography.Text> : null}
                </Space>
                {current.remark ? (
                  <Typography.Paragraph style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>{current.remark}</Typography.Paragraph>
                ) : null}
              </div>
            ) : null}
          </Col>
          <Col xs={24} lg={8}>
            <List
              size="small"
              bordered
              dataSource={list}
              renderItem={(v) => (
                <List.Item
                  data-testid="tutorial-item"
                  onClick={() => setCurrent(v)}
                  style={{ cursor: 'pointer', background: current?.id === v.id ? '#f0f5ff' : undefined }}
                >
                  <Space>
                    <PlayCircleOutlined style={{ color: '#002FA7' }} />
                    <span>{v.docName}</span>
                  </Space>
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
