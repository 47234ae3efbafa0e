import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { currentLanguage, inLanguage, t } from '../../providers';
import { formatValue } from '../crud/format';
import type { PanelProps } from '../panels/types';
import { useInWorkspace } from '../workspace/context';
import { statusText, useOrderLifecycle, type OrderEvent } from './useOrderLifecycle';

export type { OrderEvent } from './useOrderLifecycle';

const WHEN = { name: 'createTime', kind: 'datetime' as const, label: { 'zh-CN': '', 'en-US': '' } };

/**
 * An order's lifecycle on its detail screen (docs/orders.md): the status changes the lifecycle
 * allows now (one button each), the history of changes (who, when, from, to) and following the
 * order (being told of its changes). Works on every view of the order; the server decides. In the
 * order workspace the summary header offers the changes and following; this panel is the history.
 */
export default function OrderEventsPanel({ route, record }: PanelProps) {
  const lang = currentLanguage();
  const inWorkspace = useInWorkspace();
  const id = record.id as number | string;
  const { data, busy, change, toggleFollow } = useOrderLifecycle(route, id);

  const extra =
    data && !inWorkspace ? (
      <Space wrap>
        {data.transitions.map((tr) => (
          <Button
            key={tr.toStatus}
            size="small"
            type={tr.toStatus === 'CANCELLED' ? 'default' : 'primary'}
            danger={tr.toStatus === 'CANCELLED'}
            onClick={() => change(tr.toStatus, inLanguage(tr.action, lang))}
            data-testid={`transition-${tr.toStatus}`}
          >
            {inLanguage(tr.action, lang)}
          </Button>
        ))}
        <Button size="small" loading={busy} onClick={() => void toggleFollow()} data-testid="order-follow">
          {data.following ? t('orders.unfollow') : t('orders.follow')}
        </Button>
      </Space>
    ) : null;

  return (
    <Card size="small" title={t('orders.history')} extra={extra} style={{ marginTop: 16 }} data-testid="order-events-panel">
      {data?.following && !inWorkspace ? <Typography.Text type="secondary">{t('orders.following')}</Typography.Text> : null}
      <Table<OrderEvent>
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey="id"
        pagination={false}
        dataSource={data?.events ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noHistory')} /> }}
        data-testid="order-events"
        columns={[
          { key: 'at', title: t('orders.at'), width: 160, render: (_, e) => formatValue(WHEN, e.createTime, lang) },
          {
            key: 'from',
            title: t('orders.from'),
            width: 110,
            render: (_, e) => (e.fromStatus ? <Tag>{statusText(e.fromStatus)}</Tag> : '-'),
          },
          { key: 'to', title: t('orders.to'), width: 110, render: (_, e) => <Tag color="blue">{statusText(e.toStatus)}</Tag> },
          { key: 'by', title: t('orders.by'), width: 140, dataIndex: 'userName' },
          { key: 'remark', title: t('orders.remark'), dataIndex: 'remark', render: (v: string | null) => v || '-' },
        ]}
      />
    </Card>
  );
}
