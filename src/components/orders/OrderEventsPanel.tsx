import { useInvalidate } from '@refinedev/core';
import { App, Button, Card, Empty, Input, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage, endpoints, http, t } from '../../providers';
import { STAGE_LABELS, STATUS_LABELS, isOrderStage, isOrderStatus } from '../../schemas/order-lifecycle';
import { formatValue } from '../crud/format';
import { screenPath } from '../crud/routeDefs';
import type { PanelProps } from '../panels';

/** One status change of an order (docs/orders.md), as the server answers it. */
export interface OrderEvent {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  userName: string;
  remark: string | null;
  createTime: string;
}

interface Lifecycle {
  orderStatus: string | null;
  orderStage: string | null;
  following: boolean;
  transitions: { toStatus: string; action: { 'zh-CN': string; 'en-US': string } }[];
  events: OrderEvent[];
}

const WHEN = { name: 'createTime', kind: 'datetime' as const, label: { 'zh-CN': '', 'en-US': '' } };

/**
 * An order's lifecycle on its detail screen (docs/orders.md): the status changes the lifecycle
 * allows now (one button each), the history of changes (who, when, from, to) and following the
 * order (being told of its changes). Works on every view of the order; the server decides.
 */
export default function OrderEventsPanel({ route, record }: PanelProps) {
  const lang = currentLanguage();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [data, setData] = useState<Lifecycle | null>(null);
  const [busy, setBusy] = useState(false);
  const remark = useRef('');
  const id = record.id as number | string;

  const load = useCallback(async () => {
    const res = await http.get(endpoints.orderEvents(route.name, id));
    setData(res.data?.data as Lifecycle);
  }, [route.name, id]);

  useEffect(() => {
    void load().catch(() => setData(null));
  }, [load]);

  const statusText = (s: string | null) => (s && isOrderStatus(s) ? STATUS_LABELS[s][lang] : '-');

  const change = (toStatus: string, action: string) => {
    remark.current = '';
    modal.confirm({
      title: t('orders.transitionConfirm', { status: statusText(toStatus) }),
      content: (
        <Input.TextArea
          placeholder={t('orders.transitionRemark')}
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => { remark.current = e.target.value; }}
          data-testid="transition-remark"
        />
      ),
      okText: action,
      okButtonProps: { 'data-testid': 'transition-ok' } as ButtonProps,
      onOk: async () => {
        const res = await http.post(endpoints.orderTransition(route.name, id), { toStatus, remark: remark.current || undefined });
        const updated = res.data?.data as { orderStage?: string } | undefined;
        void message.success(t('success'));
        // A change of stage can take the order off this screen (a booking taken over by operations).
        const allowed = route.scope?.orderStage;
        const stage = updated?.orderStage;
        if (allowed && stage && !([] as string[]).concat(allowed).includes(stage)) {
          void message.info(t('orders.movedOut', { stage: isOrderStage(stage) ? STAGE_LABELS[stage][lang] : stage }));
          navigate(screenPath.list(route));
          return;
        }
        await invalidate({ resource: route.name, invalidates: ['detail', 'list'], id });
        await load();
      },
    });
  };

  const toggleFollow = async () => {
    if (!data) return;
    setBusy(true);
    try {
      await http.put(endpoints.orderFollow(route.name, id), { follow: !data.following });
      await load();
    } finally {
      setBusy(false);
    }
  };

  const extra = data ? (
    <Space wrap>
      {data.transitions.map((tr) => (
        <Button key={tr.toStatus} size="small" type={tr.toStatus === 'CANCELLED' ? 'default' : 'primary'} danger={tr.toStatus === 'CANCELLED'}
          onClick={() => change(tr.toStatus, tr.action[lang])} data-testid={`transition-${tr.toStatus}`}>
          {tr.action[lang]}
        </Button>
      ))}
      <Button size="small" loading={busy} onClick={() => void toggleFollow()} data-testid="order-follow">
        {data.following ? t('orders.unfollow') : t('orders.follow')}
      </Button>
    </Space>
  ) : null;

  return (
    <Card size="small" title={t('orders.history')} extra={extra} style={{ marginTop: 16 }} data-testid="order-events-panel">
      {data?.following ? <Typography.Text type="secondary">{t('orders.following')}</Typography.Text> : null}
      <Table<OrderEvent>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data?.events ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noHistory')} /> }}
        data-testid="order-events"
        columns={[
          { key: 'at', title: t('orders.at'), width: 160, render: (_, e) => formatValue(WHEN, e.createTime, lang) },
          { key: 'from', title: t('orders.from'), width: 110, render: (_, e) => (e.fromStatus ? <Tag>{statusText(e.fromStatus)}</Tag> : '-') },
          { key: 'to', title: t('orders.to'), width: 110, render: (_, e) => <Tag color="blue">{statusText(e.toStatus)}</Tag> },
          { key: 'by', title: t('orders.by'), width: 140, dataIndex: 'userName' },
          { key: 'remark', title: t('orders.remark'), dataIndex: 'remark', render: (v: string | null) => v || '-' },
        ]}
      />
    </Card>
  );
}
