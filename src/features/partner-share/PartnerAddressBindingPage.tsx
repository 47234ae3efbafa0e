import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Col, Empty, Input, Radio, Result, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { routeLabel } from '../../components/crud/routeDefs';
import { addressBody, addressErrors, addressLabel, scCodeTypeOptions, scTypeOptions, type Address, type LinkState } from './addresses';
import { dayOf } from './LinkBox';
import { api, call } from '../../api';
import { dash } from '../../components/display/empty';
import { getToken, isHttpError, routeRoot, t } from '../../providers';
import { findRoute } from '../../resources';
import { PARTY_ITEM_FIELDS } from '../../resources/fieldsets/party';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { failureText, LinkHeader, LinkPending, NeedLink } from './linkStates';

/**
 * /externalCoopShare (docs/partner-share.md): opened by a partner's signed link (`?t=`), the partner
 * keeps its addresses (its 收发货人 rows at the forwarder) and its default shipper and consignee; the
 * party rules of docs/behaviour.md §1.5.2 are checked here and again by the server. Opened by signed-in staff
 * without a link, it shows the binding state of the organisation's partners; bare, how to get a link.
 */
export default function PartnerAddressBindingPage() {
  const { pathname, search } = useLocation();
  const route = findRoute(routeRoot(pathname))!;
  const token = useMemo(() => new URLSearchParams(search).get('t'), [search]);
  const body = token ? <AddressBook token={token} /> : getToken() ? <BindingState /> : <NeedLink />;
  return <PublicFrame title={routeLabel(route)}>{body}</PublicFrame>;
}

interface BookView {
  forwarderName: string;
  partner: { coopName: string | null; coopNameEn: string | null };
  addresses: Address[];
  expiresAt: string;
}

const blank = (): Address => ({ id: null, scType: null, isDefault: false });

function AddressBook({ token }: { token: string }) {
  const { message } = App.useApp();
  const [view, setView] = useState<BookView | null>(null);
  const [list, setList] = useState<Address[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call(api.partnerShare.externalCoopShare, { query: { t: token } }, { silent: true })
      .then((data) => {
        const v = data as BookView;
        setView(v);
        setList(v.addresses);
      })
      .catch((e) => setFailed(failureText(e)));
  }, [token]);

  if (failed || !view) return <LinkPending failed={failed} />;

  const change = (i: number, patch: Partial<Address>) => setList((l) => l.map((a, k) => (k === i ? { ...a, ...patch } : a)));
  const remove = (i: number) => {
    setList((l) => l.filter((_, k) => k !== i));
    setErrors({});
  };
  const save = async () => {
    const found = addressErrors(list, () => t('partnerShare.oneDefault'));
    setErrors(found);
    if (Object.keys(found).length) {
      void message.warning(t('partnerShare.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const saved = await call(
        api.partnerShare.saveExternalCoopShare,
        { query: { t: token }, body: { entries: list.map(addressBody) } },
        { silent: true },
      );
      setList((saved as { addresses: Address[] }).addresses);
      void message.success(t('partnerShare.saved'));
    } catch (e) {
      if (isHttpError(e) && e.errors) setErrors(e.errors);
      void message.warning(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const err = (i: number, f: string) => errors[`entries[${i}].${f}`];
  const explain = (m?: string) =>
    m ? (
      <div className="ant-form-item-explain-error" style={{ fontSize: 12, color: '#ff4d4f' }}>
        {m}
      </div>
    ) : null;
  const LABEL = { fontSize: 12, color: 'rgba(0,0,0,.65)' } as const;

  return (
    <Card
      data-testid="partner-address-book"
      title={t('partnerShare.addresses')}
      extra={
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setList((l) => [...l, blank()])} data-testid="address-add">
            {t('partnerShare.add')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="address-save">
            {t('partnerShare.save')}
          </Button>
        </Space>
      }
    >
      <LinkHeader view={view} />
      {list.length === 0 ? <Empty description={t('partnerShare.noAddresses')} /> : null}
      {errors.entries ? <Alert type="error" message={errors.entries} style={{ marginBottom: 12 }} /> : null}
      {list.map((a, i) => (
        <Card
          key={a.id ?? `new-${i}`}
          size="small"
          style={{ marginBottom: 12 }}
          data-testid={`address-${i}`}
          title={
            <Space wrap>
              <span>{t('partnerShare.entry', { n: i + 1 })}</span>
              <Radio.Group
                value={a.scType}
                onChange={(e) => change(i, { scType: e.target.value })}
                options={scTypeOptions()}
                data-testid={`address-${i}-scType`}
              />
              <Checkbox
                checked={a.isDefault}
                onChange={(e) => change(i, { isDefault: e.target.checked })}
                data-testid={`address-${i}-default`}
              >
                {t('partnerShare.default')}
              </Checkbox>
            </Space>
          }
          extra={
            <Button danger size="small" icon={<DeleteOutlined />} onClick={() => remove(i)} data-testid={`address-${i}-remove`}>
              {t('partnerShare.remove')}
            </Button>
          }
        >
          {explain(err(i, 'scType'))}
          {explain(err(i, 'isDefault'))}
          {explain(err(i, 'id'))}
          <Row gutter={[12, 4]}>
            {PARTY_ITEM_FIELDS.map((item) => {
              const m = err(i, item.name);
              const id = `address-${i}-${item.name}`;
              return (
                <Col key={item.name} xs={24} sm={12} lg={8}>
                  <label htmlFor={id} style={LABEL}>
                    {addressLabel(item.name)}
                  </label>
                  {item.name === 'scCodeType' ? (
                    <Select
                      id={id}
                      allowClear
                      style={{ width: '100%' }}
                      value={a.scCodeType ?? undefined}
                      options={scCodeTypeOptions()}
                      onChange={(v) => change(i, { scCodeType: v ?? null })}
                      status={m ? 'error' : undefined}
                    />
                  ) : (
                    <Input
                      id={id}
                      data-testid={id}
                      value={a[item.name] ?? ''}
                      maxLength={item.maxLength}
                      status={m ? 'error' : undefined}
                      onChange={(e) => change(i, { [item.name]: e.target.value })}
                    />
                  )}
                  {explain(m)}
                </Col>
              );
            })}
          </Row>
        </Card>
      ))}
    </Card>
  );
}

interface BindingRow {
  id: number;
  coopCode: string;
  coopName: string;
  addressCount: number;
  defaultShipper: string | null;
  defaultConsignee: string | null;
  coopLink: LinkState | null;
  trackLink: LinkState | null;
}

/** Staff: which partners have bound addresses, their defaults and when their links were issued. */
function BindingState() {
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<BindingRow[] | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async (k: string) => {
    try {
      const d = (await call(api.partnerShare.bindings, { query: k ? { keyword: k } : {} }, { silent: true })) as {
        records: BindingRow[];
        truncated: boolean;
      };
      setRows(d.records);
      setTruncated(d.truncated);
      setFailed(null);
    } catch (e) {
      setFailed(isHttpError(e) && e.statusCode === 403 ? t('partnerShare.noAccess') : failureText(e));
    }
  }, []);
  useEffect(() => {
    void load('');
  }, [load]);

  if (failed)
    return (
      <div data-testid="partner-bindings-failed">
        <Result status="warning" title={failed} />
      </div>
    );
  return (
    <Card title={t('partnerShare.staffTitle')} data-testid="partner-bindings">
      <Typography.Paragraph type="secondary">{t('partnerShare.staffHint')}</Typography.Paragraph>
      <div data-testid="partner-bindings-search">
        <Input.Search
          allowClear
          placeholder={t('partnerShare.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => void load(v.trim())}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
      </div>
      {truncated ? <Alert type="info" message={t('partnerShare.truncated')} style={{ marginBottom: 12 }} /> : null}
      <Table<BindingRow>
        size="small"
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('partnerShare.coopCode'), dataIndex: 'coopCode' },
          { title: t('partnerShare.coopName'), dataIndex: 'coopName' },
          {
            title: t('partnerShare.state'),
            key: 'state',
            render: (_, r) =>
              r.addressCount > 0 ? <Tag color="green">{t('partnerShare.bound')}</Tag> : <Tag>{t('partnerShare.unbound')}</Tag>,
          },
          { title: t('partnerShare.addressCount'), dataIndex: 'addressCount' },
          { title: t('partnerShare.defaultShipper'), dataIndex: 'defaultShipper', render: (v) => dash(v) },
          { title: t('partnerShare.defaultConsignee'), dataIndex: 'defaultConsignee', render: (v) => dash(v) },
          { title: t('partnerShare.linkIssued'), key: 'issued', render: (_, r) => dayOf(r.coopLink?.issuedAt) },
          { title: t('partnerShare.lastBound'), key: 'bound', render: (_, r) => dayOf(r.coopLink?.boundAt) },
          { title: t('partnerShare.trackIssued'), key: 'track', render: (_, r) => dayOf(r.trackLink?.issuedAt) },
        ]}
      />
    </Card>
  );
}
