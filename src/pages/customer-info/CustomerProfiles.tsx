import { dateText } from '../../components/display/dates';
import { dash } from '../../components/display/empty';
import { Button, Descriptions, Drawer, Empty, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../api';
import { useApiQuery } from '../../api/hooks';
import { Link } from 'react-router';
import { fieldLabel } from '../../components/crud/routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { canOpenPath, t, tDynamic } from '../../providers';
import { findRoute } from '../../resources';
import { customerSelfFields } from '../../resources/fieldsets/customer-info';

export interface CustomerRow {
  id: number;
  coopCode: string;
  coopName: string;
  coopNameEn: string | null;
  contactName: string | null;
  contactPhone: string | null;
  countryCode: string | null;
  lockStatus: string | null;
  orgName?: string | null;
  orderCount: number;
  recentOrderCount: number;
  lastOrderTime: string | null;
  pendingInfo: number;
}

interface Profile {
  customer: Record<string, unknown> & {
    id: number;
    coopCode: string;
    coopName: string;
    orgName: string | null;
    creditAmount: string | null;
  };
  agreements: {
    id: number;
    agreementCode: string;
    agreementName: string | null;
    startDate: string;
    endDate: string;
    settlementType: string | null;
    agreementStatus: string | null;
    currency: string | null;
    creditAmount: string | null;
  }[];
  orders: {
    byScope: { scope: string; total: number; recent: number }[];
    recent: {
      scope: string;
      resource: string | null;
      id: number | null;
      orderCode: string;
      orderStatusName: string | null;
      departureStation: string | null;
      arrivalStation: string | null;
      createTime: string;
    }[];
  };
  receivables: { currency: string; amount: string; count: number }[];
  editable: boolean;
}

/** One customer's profile: the partner record, agreements, orders per scope and latest, open receivables. */
function ProfileDrawer({ group, id, onClose }: { group: boolean; id: number; onClose: () => void }) {
  const p = (useApiQuery((group ? api.pages.groupCustomer : api.pages.customer) as typeof api.pages.customer, { params: { id } }).data ??
    null) as Profile | null;
  const c = p?.customer;
  return (
    <Drawer open onClose={onClose} width={820} title={c ? `${c.coopCode} ${c.coopName}` : ''} destroyOnHidden>
      {!p || !c ? (
        <Spin />
      ) : (
        <div data-testid="customer-profile">
          <Descriptions size="small" bordered column={2} title={t('customerInfo.basic')}>
            {c.orgName && group ? <Descriptions.Item label={t('customerInfo.org')}>{c.orgName}</Descriptions.Item> : null}
            {customerSelfFields.map((f) => (
              <Descriptions.Item key={f.name} label={fieldLabel(f)}>
                {dash(c[f.name])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('customerInfo.credit')}>
              {c.creditAmount ? `${c.creditAmount} / ${dash(c.creditDays)} ${t('customerInfo.days')}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('customerInfo.lock')}>
              {c.lockStatus === '1' ? (
                <Tag color="red">{t('customerInfo.locked')}</Tag>
              ) : (
                <Tag color="green">{t('customerInfo.unlocked')}</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>

          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('customerInfo.receivables')}
          </Typography.Title>
          {p.receivables.length ? (
            <Space wrap data-testid="customer-receivables">
              {p.receivables.map((r) => (
                <Tag
                  key={r.currency}
                  color="orange"
                  style={{ fontSize: 14, padding: '4px 8px' }}
                >{`${r.currency} ${r.amount} (${t('customerInfo.notes', { n: r.count })})`}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('customerInfo.noReceivables')}</Typography.Text>
          )}

          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('customerInfo.orders')}
          </Typography.Title>
          <Space wrap style={{ marginBottom: 8 }} data-testid="customer-orders-by-scope">
            {p.orders.byScope.length ? (
              p.orders.byScope.map((s) => (
                <Tag
                  key={s.scope}
                  color="blue"
                >{`${tDynamic(`dashboard.scope.${s.scope}`)} ${s.total}（${t('customerInfo.recent', { n: s.recent })}）`}</Tag>
              ))
            ) : (
              <Typography.Text type="secondary">{t('customerInfo.noOrders')}</Typography.Text>
            )}
          </Space>
          <Table
            rowKey={(r) => `${r.scope}-${r.orderCode}`}
            size="small"
            pagination={false}
            dataSource={p.orders.recent}
            locale={{ emptyText: t('empty') }}
            columns={[
              {
                title: t('customerInfo.orderCode'),
                key: 'code',
                render: (_, r) => {
                  const route = r.resource ? findRoute(`/${r.resource}`) : undefined;
                  return route && r.id && canOpenPath(route.path) ? (
                    <Link to={screenPath.show(route, r.id)}>{r.orderCode}</Link>
                  ) : (
                    r.orderCode
                  );
                },
              },
              { title: t('customerInfo.scope'), dataIndex: 'scope', render: (s: string) => tDynamic(`dashboard.scope.${s}`) },
              { title: t('customerInfo.lane'), key: 'lane', render: (_, r) => `${dash(r.departureStation)} → ${dash(r.arrivalStation)}` },
              { title: t('customerInfo.status'), dataIndex: 'orderStatusName', render: (v) => dash(v) },
              { title: t('customerInfo.created'), dataIndex: 'createTime', render: dateText },
            ]}
          />

          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('customerInfo.agreements')}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={p.agreements}
            locale={{ emptyText: t('empty') }}
            columns={[
              { title: t('customerInfo.agreementCode'), dataIndex: 'agreementCode' },
              { title: t('customerInfo.agreementName'), dataIndex: 'agreementName', render: (v) => dash(v) },
              { title: t('customerInfo.period'), key: 'period', render: (_, a) => `${a.startDate} ~ ${a.endDate}` },
              { title: t('customerInfo.settlement'), dataIndex: 'settlementType', render: (v) => dash(v) },
              {
                title: t('customerInfo.creditLimit'),
                key: 'credit',
                render: (_, a) => (a.creditAmount ? `${a.currency ?? ''} ${a.creditAmount}` : '-'),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}

/**
 * The customers of the organisation (or of its group: `group`), searchable, with their order figures;
 * a row opens the customer's profile. `actions` adds buttons per row (the own screen's link).
 */
export function CustomerProfiles({ group, actions }: { group: boolean; actions?: (c: CustomerRow) => ReactNode }) {
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  // Accepting a customer's submission (prm_coop, customerInfo) refreshes it.
  const page = (useApiQuery((group ? api.pages.groupCustomers : api.pages.customers) as typeof api.pages.customers, {
    query: { current, size: 20, keyword },
  }).data ?? null) as { records: CustomerRow[]; total: number } | null;
  return (
    <div data-testid={group ? 'group-customers' : 'customers'}>
      <Input.Search
        id="customer-keyword"
        allowClear
        placeholder={t('customerInfo.keyword')}
        style={{ width: 300, marginBottom: 12 }}
        onSearch={(v) => {
          setCurrent(1);
          setKeyword(v.trim());
        }}
      />
      {!page ? (
        <Spin />
      ) : page.records.length === 0 ? (
        <Empty description={t('customerInfo.none')} />
      ) : (
        <Table<CustomerRow>
          rowKey="id"
          size="small"
          dataSource={page.records}
          scroll={{ x: 'max-content' }}
          pagination={{ current, pageSize: 20, total: page.total, onChange: setCurrent }}
          columns={[
            ...(group ? [{ title: t('customerInfo.org'), dataIndex: 'orgName' }] : []),
            {
              title: t('customerInfo.code'),
              dataIndex: 'coopCode',
              render: (v: string, c: CustomerRow) => (
                <Button type="link" size="small" onClick={() => setOpen(c.id)} data-testid={`customer-open-${v}`}>
                  {v}
                </Button>
              ),
            },
            { title: t('customerInfo.name'), dataIndex: 'coopName' },
            {
              title: t('customerInfo.contact'),
              key: 'contact',
              render: (_: unknown, c: CustomerRow) => [c.contactName, c.contactPhone].filter(Boolean).join(' ') || '-',
            },
            { title: t('customerInfo.orderCount'), dataIndex: 'orderCount' },
            { title: t('customerInfo.recentCount'), dataIndex: 'recentOrderCount' },
            { title: t('customerInfo.lastOrder'), dataIndex: 'lastOrderTime', render: dateText },
            ...(group
              ? []
              : [
                  {
                    title: t('customerInfo.pending'),
                    dataIndex: 'pendingInfo',
                    render: (n: number) => (n ? <Tag color="orange">{n}</Tag> : '-'),
                  },
                ]),
            ...(actions ? [{ title: '', key: 'actions', render: (_: unknown, c: CustomerRow) => actions(c) }] : []),
          ]}
        />
      )}
      {open !== null ? <ProfileDrawer group={group} id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
