import { App, Button, Descriptions, Input, Modal, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FieldValue } from '../../components/crud/FieldValue';
import { ListValue } from '../../components/crud/ListValue';
import { formatValue } from '../../components/crud/format';
import { fieldLabel, findDataRoute } from '../../components/crud/routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { ScreenCard } from '../../components/crud/ScreenCard';
import type { OrderEvent } from '../../components/orders/OrderEventsPanel';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { canOpenPath, currentLanguage, HttpError, t, tDynamic } from '../../providers';
import { findRoute, labelKey, type FieldDef } from '../../resources';
import { statusText } from '../../components/orders/useOrderLifecycle';

interface Detail {
  resource: string;
  order: Record<string, unknown> & { id: number; orderCode: string; orderStatus: string };
  actions: { accept: boolean; reject: boolean };
  events: OrderEvent[];
}

/** Which section of the page shows a field (by name); parties by kind; the rest under 其他. */
const SECTIONS: { key: string; names: string[] }[] = [
  { key: 'basic', names: ['orderCode', 'customerNumber', 'customerId', 'internalNumber', 'orderStatus', 'orderStage', 'orderSource'] },
  {
    key: 'route',
    names: [
      'awbNumber',
      'hawbNumber',
      'expectFlight',
      'departureStation',
      'transitStation',
      'transitStation2',
      'arrivalStation',
      'expectDeparture',
      'expectArrival',
      'warehouseId',
      'loadingTime',
    ],
  },
  {
    key: 'cargo',
    names: [
      'goodsNameCn',
      'goodsNameEn',
      'goodsType',
      'packageType',
      'planPieces',
      'confirmPieces',
      'planWeight',
      'confirmWeight',
      'planVolume',
      'confirmVolume',
      'planChargeWeight',
      'confirmChargeWeight',
      'planDensity',
      'confirmDensity',
      'planDimensions',
      'confirmDimensions',
      'inboundDate',
      'outboundDate',
    ],
  },
];
const WIDE = new Set(['textarea', 'richtext', 'party']);
const WHEN: FieldDef = { name: 'createTime', kind: 'datetime', label: { 'zh-CN': '', 'en-US': '' } };

/**
 * 外部订单详情 (docs/orders.md "External orders"): one external order, opened from the 外部订单 list's
 * 详情 with `?id=`, read-only by section (order, route and flight, cargo, parties, other, the lists
 * such as attachments), its status history, and the decisions on it: 接单 (into export operations)
 * and 拒绝 with a reason. The server decides who may see and decide (the 外部订单 grants).
 */
export default function OuterOrderDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const lang = currentLanguage();
  const id = (params.get('id') ?? '').trim();
  const page = findRoute(pathname);
  const view = page?.detailOf ? findDataRoute(page.detailOf) : undefined;
  // Accepting or rejecting refreshes it (and the order's history wherever shown: topic orderEvents).
  const detail = useApiQuery(api.orders.outerOrder, { params: { id } }, { enabled: /^\d+$/.test(id), silent: true });
  const data = (detail.data ?? null) as Detail | null;
  const failure = detail.isError
    ? detail.error instanceof HttpError
      ? detail.error.messageInfo || detail.error.message
      : String(detail.error)
    : null;
  const acceptCall = useApiMutation(api.orders.outerOrderAccept);
  const rejectCall = useApiMutation(api.orders.outerOrderReject);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remark = useRef('');

  const accept = () => {
    remark.current = '';
    modal.confirm({
      title: t('outer.acceptConfirm'),
      content: (
        <Input.TextArea
          placeholder={t('outer.acceptRemark')}
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => {
            remark.current = e.target.value;
          }}
          data-testid="accept-remark"
        />
      ),
      okText: t('outer.accept'),
      okButtonProps: { 'data-testid': 'accept-ok' } as never,
      onOk: async () => {
        await acceptCall.mutateAsync({ params: { id }, body: { remark: remark.current || undefined } });
        void message.success(t('success'));
      },
    });
  };

  const reject = async () => {
    if (!reason.trim()) {
      setReasonError(t('outer.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await rejectCall.mutateAsync({ params: { id }, body: { reason: reason.trim() } });
      setRejecting(false);
      setReason('');
      void message.success(t('success'));
    } catch (e) {
      if (e instanceof HttpError && e.errors?.reason) setReasonError(e.errors.reason);
    } finally {
      setBusy(false);
    }
  };

  const title = tDynamic(labelKey(pathname));
  const sections = useMemo(() => {
    const fields = view?.fields ?? [];
    const used = new Set<string>();
    const pick = (names: string[]) =>
      names
        .map((n) => fields.find((f) => f.name === n))
        .filter((f): f is FieldDef => !!f)
        .map((f) => {
          used.add(f.name);
          return f;
        });
    const named = SECTIONS.map((s) => ({ key: s.key, fields: pick(s.names) }));
    const parties = fields.filter((f) => f.kind === 'party');
    for (const f of parties) used.add(f.name);
    const lists = fields.filter((f) => f.kind === 'list');
    for (const f of lists) used.add(f.name);
    const other = fields.filter((f) => !used.has(f.name));
    return {
      named: [...named, { key: 'parties', fields: parties }, { key: 'other', fields: other }].filter((s) => s.fields.length),
      lists,
    };
  }, [view]);

  if (!/^\d+$/.test(id) || !view) {
    const list = view && canOpenPath(view.path) ? view : undefined;
    return (
      <ScreenCard title={title} testId="outer-order-detail">
        <div data-testid="outer-order-pick">
          <Result
            status="info"
            title={t('outer.pickOrder')}
            subTitle={t('outer.pickOrderHint')}
            extra={
              list ? (
                <Button type="primary" onClick={() => navigate(screenPath.list(list))}>
                  {t('outer.toList')}
                </Button>
              ) : null
            }
          />
        </div>
      </ScreenCard>
    );
  }

  let body;
  if (failure)
    body = (
      <div data-testid="outer-order-failure">
        <Result status="warning" title={failure} />
      </div>
    );
  else if (!data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    const order = data.order;
    body = (
      <>
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="outer-order-code">
            {order.orderCode}
          </Typography.Title>
          <Tag
            color={order.orderStatus === 'CANCELLED' ? 'red' : order.orderStatus === 'BOOKED' ? 'blue' : 'green'}
            data-testid="outer-order-status"
          >
            {statusText(order.orderStatus, lang)}
          </Tag>
        </Space>
        {sections.named.map((s) => (
          <section key={s.key} style={{ marginBottom: 16 }} data-testid={`outer-section-${s.key}`}>
            <Descriptions
              bordered
              size="small"
              title={tDynamic(`outer.section.${s.key}`)}
              column={{ xs: 1, sm: 2, lg: 3 }}
              styles={{ label: { width: 140, whiteSpace: 'nowrap' } }}
              items={s.fields.map((f) => ({
                key: f.name,
                label: fieldLabel(f),
                span: WIDE.has(f.kind) ? ('filled' as const) : 1,
                children: <FieldValue field={f} value={order[f.name]} html />,
              }))}
            />
          </section>
        ))}
        {sections.lists.map((f) => (
          <section key={f.name} data-testid={`outer-list-${f.name}`} style={{ marginBottom: 16, minWidth: 0 }}>
            <Typography.Title level={5} style={{ marginBottom: 8 }}>
              {fieldLabel(f)}
            </Typography.Title>
            <ListValue field={f} value={order[f.name]} />
          </section>
        ))}
        <Typography.Title level={5} style={{ marginBottom: 8 }}>
          {t('orders.history')}
        </Typography.Title>
        <Table<OrderEvent>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.events}
          data-testid="outer-order-events"
          columns={[
            { title: t('orders.at'), dataIndex: 'createTime', key: 'createTime', width: 170, render: (v) => formatValue(WHEN, v, lang) },
            { title: t('orders.from'), dataIndex: 'fromStatus', key: 'fromStatus', width: 110, render: (v) => statusText(v, lang) },
            { title: t('orders.to'), dataIndex: 'toStatus', key: 'toStatus', width: 110, render: (v) => statusText(v, lang) },
            { title: t('orders.by'), dataIndex: 'userName', key: 'userName', width: 120 },
            { title: t('orders.remark'), dataIndex: 'remark', key: 'remark' },
          ]}
        />
      </>
    );
  }

  const extra = data ? (
    <Space>
      {data.actions.accept ? (
        <Button type="primary" onClick={accept} data-testid="outer-accept">
          {t('outer.accept')}
        </Button>
      ) : null}
      {data.actions.reject ? (
        <Button
          danger
          onClick={() => {
            setReason('');
            setReasonError(null);
            setRejecting(true);
          }}
          data-testid="outer-reject"
        >
          {t('outer.reject')}
        </Button>
      ) : null}
      {canOpenPath(view.path) ? <Button onClick={() => navigate(screenPath.list(view))}>{t('crud.back')}</Button> : null}
    </Space>
  ) : null;

  return (
    <ScreenCard title={title} extra={extra} testId="outer-order-detail">
      {body}
      <Modal
        open={rejecting}
        title={t('outer.rejectTitle')}
        okText={t('outer.reject')}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reject-ok' } as never}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Typography.Text>{t('outer.rejectReason')}</Typography.Text>
        <Input.TextArea
          value={reason}
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          status={reasonError ? 'error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          data-testid="reject-reason"
        />
        {reasonError ? (
          <Typography.Text type="danger" data-testid="reject-reason-error">
            {reasonError}
          </Typography.Text>
        ) : null}
      </Modal>
    </ScreenCard>
  );
}
