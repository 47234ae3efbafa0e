import { dash } from '../../components/display/empty';
import {
  App,
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useRef, useState } from 'react';
import { api, call } from '../../api';
import { currentLanguage, getToken, inLanguage, loginUrl, t } from '../../providers';
import { STATUS_LABELS, isOrderStatus } from '../../schemas/order-lifecycle';
import { checkWeighing, volumeOfDimensions, WEIGHING_LIMITS } from '../../schemas/weighing';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { deviceHeaders, forgetDeviceKey, rememberDeviceKey, storedDeviceKey } from './deviceKey';

interface WeighingRow {
  awbNumber: string | null;
  hawbNumber: string | null;
  totalPieces: number | null;
  totalWeight: number | null;
  totalVolume: number | null;
  measure: string | null;
  weighTime?: string | null;
  weighedBy?: string | null;
}

interface OrderSummary {
  orderId: number;
  orderCode: string | null;
  awbNumber: string | null;
  hawbNumber: string | null;
  orderStatus: string | null;
  planPieces: number | null;
  planWeight: number | null;
  planVolume: number | null;
  planDimensions: string | null;
  cargoWeighingList: WeighingRow[];
}

/** Flagged figures are red (docs/behaviour.md §1.5.3: invalid values get a red border; differences red text). */
const RED = '#f5222d';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const signed = (n: number, places: number) => `${n > 0 ? '+' : ''}${n.toFixed(places)}`;

/**
 * /af_ae_arrival_scanWeight (docs/weighing.md): the warehouse screen where cargo arriving for an air
 * export order is weighed. A scanned (or typed) master or house waybill number finds the order; the
 * measured pieces, weight, volume and dimensions are checked against the declared ones as they are
 * typed, with the shared crossCheck, each flagged figure in red with its difference; saving stores
 * the weighing. It opens without a login, but its calls need a session or a device key.
 */
export default function ArrivalScanWeightPage() {
  const lang = currentLanguage();
  const { message } = App.useApp();
  const [deviceKey, setDeviceKey] = useState<string | null>(() => (getToken() ? null : storedDeviceKey()));
  const [keyInput, setKeyInput] = useState('');
  const [number, setNumber] = useState('');
  const [found, setFound] = useState<OrderSummary[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [pieces, setPieces] = useState<number | null>(null);
  const [weight, setWeight] = useState<number | null>(null);
  const [volume, setVolume] = useState<number | null>(null);
  const [dimensions, setDimensions] = useState('');
  const [busy, setBusy] = useState(false);
  const scanRef = useRef<{ focus: () => void } | null>(null);
  const signedIn = !!getToken();
  const headers = deviceHeaders(signedIn ? null : deviceKey);

  const order = found?.find((o) => o.orderId === selected) ?? null;
  const effectiveVolume = volume ?? volumeOfDimensions(dimensions);
  const check = useMemo(
    () =>
      order
        ? checkWeighing(
            { pieces, weight, volume: effectiveVolume },
            { pieces: order.planPieces, weight: order.planWeight, volume: order.planVolume },
          )
        : null,
    [order, pieces, weight, effectiveVolume],
  );

  const reset = () => {
    setPieces(null);
    setWeight(null);
    setVolume(null);
    setDimensions('');
  };

  const find = async (value: string) => {
    const q = value.trim();
    if (!q) return;
    setBusy(true);
    try {
      const answer = await call(api.orders.weighingOrders, { query: { number: q } }, { headers });
      const list = ((answer as { orders?: unknown[] } | null)?.orders ?? []) as OrderSummary[];
      setFound(list);
      setSelected(list.length === 1 ? list[0].orderId : null);
      reset();
    } catch {
      setFound(null);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!order) return;
    setBusy(true);
    try {
      const saved = await call(
        api.orders.weighingSave,
        {
          body: {
            orderId: order.orderId,
            number: number.trim() || undefined,
            pieces,
            weight,
            volume: volume ?? undefined,
            dimensions: dimensions || undefined,
          },
        },
        { headers },
      );
      const updated = (saved as { order: unknown }).order as OrderSummary;
      setFound((list) => (list ?? []).map((o) => (o.orderId === updated.orderId ? updated : o)));
      void message.success(t('weighing.saved'));
      reset();
      setNumber('');
      scanRef.current?.focus();
    } catch {
      // The http client has shown the server's message; the figures stay for correction.
    } finally {
      setBusy(false);
    }
  };

  if (!signedIn && !deviceKey) {
    return (
      <PublicFrame title={t('weighing.title')}>
        <Card data-testid="weighing-auth">
          <Alert type="info" showIcon message={t('weighing.needAuth')} style={{ marginBottom: 16 }} />
          <Space wrap>
            <Button type="primary" href={`#${loginUrl()}`} data-testid="weighing-login">
              {t('weighing.login')}
            </Button>
            <Input.Password
              style={{ width: 360 }}
              placeholder={t('weighing.deviceKey')}
              value={keyInput}
              onChange={(e) => setKeyInput(e.target.value)}
              data-testid="weighing-key-input"
            />
            <Button
              disabled={!keyInput.trim()}
              onClick={() => setDeviceKey(rememberDeviceKey(keyInput.trim()))}
              data-testid="weighing-use-key"
            >
              {t('weighing.useKey')}
            </Button>
          </Space>
        </Card>
      </PublicFrame>
    );
  }

  const flagged = (which: 'pieces' | 'weight' | 'volume', unit: string, places: number) => {
    if (!check) return null;
    const d = check.differences[which];
    if (d === null) return null;
    const p = which === 'pieces' ? null : check.percent[which];
    const bad = check.flags[which];
    return (
      <Typography.Text
        data-testid={`diff-${which}`}
        data-flagged={bad ? 'true' : 'false'}
        style={{ color: bad ? RED : undefined, fontWeight: bad ? 600 : undefined }}
      >
        {signed(d, places)} {unit}
        {p !== null ? ` (${signed(p, 1)}%)` : ''}
        {bad ? ` ${t('weighing.flagged')}` : ''}
      </Typography.Text>
    );
  };
  const statusText = (s: string | null) => (s && isOrderStatus(s) ? inLanguage(STATUS_LABELS[s], lang) : dash(s));

  return (
    <PublicFrame title={t('weighing.title')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <Input.Search
              ref={(el) => {
                scanRef.current = el;
              }}
              autoFocus
              allowClear
              size="large"
              style={{ width: 420, maxWidth: '100%' }}
              placeholder={t('weighing.scan')}
              enterButton={t('weighing.find')}
              value={number}
              loading={busy}
              maxLength={WEIGHING_LIMITS.maxNumber}
              onChange={(e) => setNumber(e.target.value)}
              onSearch={(v) => void find(v)}
              data-testid="weighing-scan"
            />
            {deviceKey && !signedIn ? (
              <Space>
                <Tag color="blue">{t('weighing.asDevice')}</Tag>
                <Button
                  size="small"
                  onClick={() => {
                    forgetDeviceKey();
                    setDeviceKey(null);
                  }}
                >
                  {t('weighing.forgetKey')}
                </Button>
              </Space>
            ) : null}
          </Space>
        </Card>

        {found && !found.length ? <Empty description={t('weighing.none')} data-testid="weighing-none" /> : null}
        {found && found.length > 1 ? (
          <Card size="small" title={t('weighing.pick')}>
            <Radio.Group
              value={selected}
              onChange={(e) => {
                setSelected(e.target.value);
                reset();
              }}
              data-testid="weighing-pick"
            >
              <Space direction="vertical">
                {found.map((o) => (
                  <Radio key={o.orderId} value={o.orderId}>
                    {[o.orderCode, o.awbNumber, o.hawbNumber].filter(Boolean).join(' / ')}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Card>
        ) : null}

        {order ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <Card size="small" title={t('weighing.declared')} data-testid="weighing-declared">
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={[
                    { key: 'code', label: t('weighing.orderCode'), children: dash(order.orderCode) },
                    { key: 'awb', label: t('weighing.awb'), children: dash(order.awbNumber) },
                    { key: 'hawb', label: t('weighing.hawb'), children: dash(order.hawbNumber) },
                    { key: 'status', label: t('weighing.status'), children: statusText(order.orderStatus) },
                    { key: 'pieces', label: t('weighing.pieces'), children: dash(order.planPieces) },
                    { key: 'weight', label: t('weighing.weight'), children: dash(order.planWeight) },
                    { key: 'volume', label: t('weighing.volume'), children: dash(order.planVolume) },
                    { key: 'dims', label: t('weighing.dims'), children: dash(order.planDimensions) },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={14}>
              <Card size="small" title={t('weighing.measured')} data-testid="weighing-measured">
                <Form layout="vertical" component="div">
                  <Form.Item
                    label={t('weighing.pieces')}
                    required
                    help={flagged('pieces', t('weighing.piecesUnit'), 0)}
                    validateStatus={check?.flags.pieces ? 'error' : undefined}
                  >
                    <InputNumber
                      id="weighing-pieces"
                      min={1}
                      max={WEIGHING_LIMITS.maxPieces}
                      precision={0}
                      value={pieces}
                      onChange={(v) => setPieces(num(v))}
                      style={{ width: '100%' }}
                      data-testid="weighing-pieces"
                    />
                  </Form.Item>
                  <Form.Item
                    label={t('weighing.weight')}
                    required
                    help={flagged('weight', 'KG', 3)}
                    validateStatus={check?.flags.weight ? 'error' : undefined}
                  >
                    <InputNumber
                      id="weighing-weight"
                      min={0}
                      max={WEIGHING_LIMITS.maxWeight}
                      precision={3}
                      stringMode={false}
                      value={weight}
                      onChange={(v) => setWeight(num(v))}
                      style={{ width: '100%' }}
                      data-testid="weighing-weight"
                    />
                  </Form.Item>
                  <Form.Item
                    label={t('weighing.volume')}
                    help={
                      flagged('volume', 'CBM', 3) ??
                      (volume === null && effectiveVolume !== null ? `${t('weighing.volumeHint')}: ${effectiveVolume}` : undefined)
                    }
                    validateStatus={check?.flags.volume ? 'error' : undefined}
                  >
                    <InputNumber
                      id="weighing-volume"
                      min={0}
                      max={WEIGHING_LIMITS.maxVolume}
                      precision={3}
                      value={volume}
                      placeholder={t('weighing.volumeHint')}
                      onChange={(v) => setVolume(num(v))}
                      style={{ width: '100%' }}
                      data-testid="weighing-volume"
                    />
                  </Form.Item>
                  <Form.Item label={t('weighing.dimensions')}>
                    <Input
                      id="weighing-dimensions"
                      maxLength={WEIGHING_LIMITS.maxDimensions}
                      value={dimensions}
                      onChange={(e) => setDimensions(e.target.value)}
                      placeholder="120*80*100*2;60*40*50*1"
                      data-testid="weighing-dimensions"
                    />
                  </Form.Item>
                  <Button
                    type="primary"
                    size="large"
                    loading={busy}
                    disabled={!pieces || weight === null}
                    onClick={() => void save()}
                    data-testid="weighing-save"
                  >
                    {t('weighing.save')}
                  </Button>
                </Form>
              </Card>
            </Col>
            <Col span={24}>
              <Card size="small" title={t('weighing.history')}>
                <Table<WeighingRow>
                  size="small"
                  rowKey={(_, i) => String(i)}
                  pagination={false}
                  dataSource={order.cargoWeighingList}
                  data-testid="weighing-history"
                  columns={[
                    {
                      key: 'time',
                      title: t('weighing.weighTime'),
                      dataIndex: 'weighTime',
                      render: (v: string | null) => (v ? new Date(v).toLocaleString(lang) : '-'),
                    },
                    { key: 'pieces', title: t('weighing.pieces'), dataIndex: 'totalPieces' },
                    { key: 'weight', title: t('weighing.weight'), dataIndex: 'totalWeight' },
                    { key: 'volume', title: t('weighing.volume'), dataIndex: 'totalVolume' },
                    { key: 'measure', title: t('weighing.dims'), dataIndex: 'measure', render: (v: string | null) => v || '-' },
                    { key: 'by', title: t('weighing.weighedBy'), dataIndex: 'weighedBy', render: (v: string | null) => v || '-' },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        ) : null}
      </Space>
    </PublicFrame>
  );
}
