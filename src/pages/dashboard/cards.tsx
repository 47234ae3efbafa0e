import { AppstoreOutlined, SearchOutlined, BookOutlined, CompassOutlined, PlayCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, List, Modal, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HotMenuEditor, pathLabel, useAccessRecords } from '../../components/hot-menu';
import { PlaceInput } from '../../components/search/PlaceInput';
import { api, request } from '../../api';
import { altHttp, isHttpError, t, tDynamic } from '../../providers';
import { openDocument } from '../../components/layout/openDocument';
import { MEDAL_IMAGES } from './medals';
import { quickTools, registryPath } from './quickTools';

/** Frequent menus shown on the dashboard (docs/behaviour.md §2.9). */
export const FREQUENT_SHOWN = 6;
export const NOTICES_SHOWN = 6;

/** The /panelSearch address of a lane: departure f and destination t, trimmed (docs/behaviour.md §2.2.1). */
export function laneSearchPath(from: string, to: string): string {
  const q = new URLSearchParams({ f: from.trim(), t: to.trim() });
  return `${registryPath('panelSearch')}?${q.toString()}`;
}

/**
 * 在线搜索 (docs/behaviour.md §2.2.2): a departure and a destination (airport or port code or name, suggested
 * from the organisation's basic data); 搜索 opens the price search for that lane.
 */
export function RouteSearchCard({ extra }: { extra?: ReactNode }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = () => {
    if (!from.trim() || !to.trim()) {
      void message.warning(t('search.needBoth'));
      return;
    }
    navigate(laneSearchPath(from, to));
  };
  return (
    <Card data-testid="route-search" title={t('dashboard.routeSearch')} extra={extra}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={10}>
          <PlaceInput id="lane-from" value={from} onChange={setFrom} onEnter={search} placeholder={t('search.from')} />
        </Col>
        <Col xs={24} md={10}>
          <PlaceInput id="lane-to" value={to} onChange={setTo} onEnter={search} placeholder={t('search.to')} />
        </Col>
        <Col xs={24} md={4}>
          <Button type="primary" size="large" icon={<SearchOutlined />} block onClick={search} data-testid="lane-search">
            {t('search.button')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}

export function QuickToolsCard() {
  const tools = useMemo(() => quickTools(), []);
  return (
    <Card data-testid="quick-tools" title={t('dashboard.quickTools')}>
      <Row gutter={[12, 12]}>
        {tools.map((tool) => (
          <Col key={tool.path} xs={12} sm={8} md={6} xl={4} xxl={4}>
            <Link
              to={tool.path}
              data-testid={`quick-tool-${tool.path.slice(1)}`}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 6,
                padding: '12px 4px',
                borderRadius: 8,
                background: '#f5f7ff',
                color: 'inherit',
                textAlign: 'center',
              }}
            >
              <AppstoreOutlined style={{ fontSize: 22, color: '#002FA7' }} />
              <span style={{ fontSize: 13 }}>{tDynamic(tool.labelKey)}</span>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function OnlineBookingGreeting({ name }: { name: string }) {
  const contact = registryPath('contactUs');
  return (
    <Card data-testid="quick-tools-upgrade">
      <Typography.Paragraph style={{ fontSize: 15 }}>{t('dashboard.onlineBookingGreeting', { name })}</Typography.Paragraph>
      <Link to={contact} data-testid="upgrade-link">
        {t('dashboard.upgrade')}
      </Link>
    </Card>
  );
}

export function FrequentMenusCard() {
  const { list, loading } = useAccessRecords();
  const [open, setOpen] = useState(false);
  const shown = list.slice(0, FREQUENT_SHOWN);
  return (
    <Card
      data-testid="frequent-menus"
      title={t('dashboard.frequent')}
      extra={
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('hotMenu.settings')}
          title={t('hotMenu.settings')}
          data-testid="hot-menu-settings"
          onClick={() => setOpen(true)}
        />
      }
    >
      <List
        size="small"
        loading={loading && !list.length}
        dataSource={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.frequent.empty')} /> }}
        renderItem={(r, i) => (
          <List.Item
            data-testid={`frequent-menu-${i}`}
            extra={<Typography.Text type="secondary">{r.accessTime ? dayjs(r.accessTime).format('MM/DD') : ''}</Typography.Text>}
          >
            <Link to={r.path}>{pathLabel(r.path, r.permissionName)}</Link>
          </List.Item>
        )}
      />
      {open ? <HotMenuEditor open={open} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

interface Notice {
  noticeId: number | string;
  noticeTitle: string;
  noticeType: string;
  publishDate?: string;
}

const NOTICE_TAGS: Record<string, string | undefined> = { XTGX: 'default', HDTG: 'warning', XTWH: 'error' };

export function NoticeBoard() {
  const [notices, setNotices] = useState<Notice[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    request(altHttp, api.dashboard.notices, { query: { current: 1, size: NOTICES_SHOWN } }, { silent: true })
      .then((answer) => {
        const data = answer as unknown;
        const records: unknown = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
        setNotices(Array.isArray(records) ? (records as Notice[]).slice(0, NOTICES_SHOWN) : []);
      })
      .catch(() => {
        setNotices([]);
        setError(t('dashboard.notice.error'));
      });
  }, []);
  return (
    <Card data-testid="notice-board" title={t('dashboard.notice')}>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {!error ? (
        <List
          size="small"
          loading={!notices}
          dataSource={notices ?? []}
          renderItem={(n) => (
            <List.Item data-testid="notice-item">
              <Space size={8} style={{ minWidth: 0 }}>
                {NOTICE_TAGS[n.noticeType] ? (
                  <Tag color={NOTICE_TAGS[n.noticeType]}>{tDynamic(`dashboard.notice.${n.noticeType}`)}</Tag>
                ) : null}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises noticeTitle (docs/api-dashboard.md); only that title is rendered as HTML. */}
                <span className="notice-title" dangerouslySetInnerHTML={{ __html: n.noticeTitle ?? '' }} />
              </Space>
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}

/** Opens a help document fetched by `load` in a new window; says why when there is none. */
async function openDoc(load: () => Promise<unknown>, fail: (text: string) => void) {
  await openDocument(load).catch((e: unknown) => fail((isHttpError(e) && e.messageInfo) || t('dashboard.help.noDoc')));
}

export function HelpCard() {
  const { message } = App.useApp();
  const tutorial = registryPath('tutorial');
  const fail = (text: string) => void message.warning(text);
  const manual = () =>
    openDoc(
      async () =>
        ((await request(altHttp, api.dashboard.userManual, undefined, { silent: true })) as { helpDocumentUrl?: string } | null)
          ?.helpDocumentUrl,
      fail,
    );
  const guide = () =>
    openDoc(
      async () =>
        (
          (await request(altHttp, api.dashboard.helpDocByName, { params: { name: '新手指引' } }, { silent: true })) as {
            helpDocUrl?: string;
          } | null
        )?.helpDocUrl,
      fail,
    );
  const item = { display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0' } as const;
  return (
    <Card data-testid="help-card" title={t('dashboard.help')}>
      <Link to={tutorial} style={item} data-testid="help-video">
        <PlayCircleOutlined /> {t('dashboard.help.video')}
      </Link>
      <Typography.Link style={item} onClick={manual} data-testid="help-manual">
        <BookOutlined /> {t('dashboard.help.manual')}
      </Typography.Link>
      <Typography.Link style={item} onClick={guide} data-testid="help-guide">
        <CompassOutlined /> {t('dashboard.help.guide')}
      </Typography.Link>
    </Card>
  );
}

export interface RankingRow {
  orgId: number | string;
  orgName: string;
  rankNumber?: number;
  activeIndex?: number | string;
  companyProfile?: string | null;
  companyAdvantage?: string | null;
  companyContactInfo?: string | null;
}

export const hasCompanyCard = (r: RankingRow) => !!(r.companyProfile || r.companyAdvantage || r.companyContactInfo);

function rankError(e: unknown, fallback: string) {
  if (isHttpError(e)) return e.messageInfo || fallback;
  return t('dashboard.ranking.loadFailed');
}

export function RankingCard() {
  const [rows, setRows] = useState<RankingRow[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [card, setCard] = useState<RankingRow | undefined>();
  const [more, setMore] = useState<{ rows?: RankingRow[]; error?: string } | undefined>();
  useEffect(() => {
    request(altHttp, api.dashboard.topActiveIndex, undefined, { silent: true })
      .then((answer) => setRows(Array.isArray(answer) ? (answer as unknown as RankingRow[]) : []))
      .catch((e) => {
        setRows([]);
        setError(rankError(e, t('dashboard.ranking.error')));
      });
  }, []);
  const openMore = () => {
    setMore({});
    request(altHttp, api.dashboard.topActiveIndexList, { query: { current: 1, size: 100 } }, { silent: true })
      .then((answer) => {
        const data = answer as unknown;
        const records = (data as { records?: unknown } | null)?.records;
        setMore({ rows: (Array.isArray(data) ? data : Array.isArray(records) ? records : []) as RankingRow[] });
      })
      .catch((e) => setMore({ rows: [], error: rankError(e, t('dashboard.ranking.error')) }));
  };
  const pre = { whiteSpace: 'pre-wrap' } as const;
  return (
    <Card
      data-testid="ranking"
      title={t('dashboard.ranking')}
      extra={
        <Typography.Link onClick={openMore} data-testid="ranking-more">
          {t('dashboard.more')}
        </Typography.Link>
      }
    >
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {!error ? (
        <List
          size="small"
          loading={!rows}
          dataSource={rows ?? []}
          renderItem={(r, i) => {
            const rank = r.rankNumber ?? i + 1;
            return (
              <List.Item data-testid={`ranking-${rank}`}>
                <Space>
                  {rank >= 1 && rank <= MEDAL_IMAGES.length ? (
                    <img
                      src={MEDAL_IMAGES[rank - 1]}
                      alt={`NO.${rank}`}
                      width={24}
                      height={28}
                      style={{ display: 'block', minWidth: 40, objectFit: 'contain' }}
                      data-testid="ranking-medal"
                    />
                  ) : (
                    <span style={{ display: 'inline-block', minWidth: 40, color: '#999' }}>NO.{rank}</span>
                  )}
                  {hasCompanyCard(r) ? <Typography.Link onClick={() => setCard(r)}>{r.orgName}</Typography.Link> : <span>{r.orgName}</span>}
                </Space>
              </List.Item>
            );
          }}
        />
      ) : null}
      <Modal open={!!card} title={card?.orgName} footer={null} onCancel={() => setCard(undefined)} data-testid="company-card">
        {card ? (
          <>
            <Typography.Title level={5}>{t('dashboard.company.profile')}</Typography.Title>
            <Typography.Paragraph style={pre}>{card.companyProfile || '-'}</Typography.Paragraph>
            <Typography.Title level={5}>{t('dashboard.company.advantage')}</Typography.Title>
            <Typography.Paragraph style={pre}>{card.companyAdvantage || '-'}</Typography.Paragraph>
            <Typography.Title level={5}>{t('dashboard.company.contact')}</Typography.Title>
            <Typography.Paragraph style={pre}>{card.companyContactInfo || '-'}</Typography.Paragraph>
          </>
        ) : null}
      </Modal>
      <Modal
        open={!!more}
        title={t('dashboard.ranking')}
        footer={null}
        onCancel={() => setMore(undefined)}
        width={640}
        data-testid="ranking-more-dialog"
      >
        {more?.error ? <Typography.Text type="danger">{more.error}</Typography.Text> : null}
        <Table
          size="small"
          rowKey={(r) => String(r.orgId)}
          loading={!more?.rows}
          dataSource={more?.rows ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: t('dashboard.ranking.index'), key: 'index', width: 70, render: (_v, r, i) => r.rankNumber ?? i + 1 },
            { title: t('dashboard.ranking.name'), dataIndex: 'orgName', key: 'orgName' },
            { title: t('dashboard.ranking.activeIndex'), dataIndex: 'activeIndex', key: 'activeIndex', align: 'right' },
          ]}
        />
      </Modal>
    </Card>
  );
}
