import { SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, InputNumber, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceInput } from '../../components/search/PlaceInput';
import { screenPath } from '../../resources/screen-paths';
import { api, call, callEnvelope } from '../../api';
import { dash } from '../../components/display/empty';
import { t, tDynamic } from '../../providers';
import { findRoute } from '../../resources';
import { freightFor, type WeightBreaks } from '../../schemas/rates';
import { registryPath } from '../dashboard/quickTools';
import { framedUrl, inquiryFromMessage, inquiryQuery, type InquiryRequest } from './priceMessage';

/** docs/behaviour.md §2.2.1, §2.9: the page is as tall as the window minus the top bar and margins. */
export const FRAME_OFFSET_PX = 86;

interface AirRate extends WeightBreaks {
  id: number;
  departureAirport: string;
  arrivalAirport: string;
  carrierCode: string | null;
  carrierName: string | null;
  currency: string;
  supplierName?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  fuelSurcharge?: string | null;
  transitTime?: string | null;
  remark?: string | null;
}

interface SeaRate {
  id: number;
  polCode: string;
  podCode: string;
  shipCompanyName: string | null;
  price20gp: string | null;
  price40gp: string | null;
  price40hq: string | null;
  priceLcl: string | null;
  currency: string;
  transitDays: number | null;
  sailingDays: string | null;
  validFrom: string | null;
  validTo: string | null;
}

interface LaneAnswer {
  from: { airports: string[]; ports: string[] };
  to: { airports: string[]; ports: string[] };
  tact: AirRate[] | null;
  tariffs: AirRate[] | null;
  seaRates: SeaRate[] | null;
  canInquire: boolean;
}

function useWindowHeight() {
  const [h, setH] = useState(() => window.innerHeight);
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

const inquiryRoute = () => findRoute(registryPath('af_order_inquiry'))!;

/**
 * /panelSearch (docs/behaviour.md §2.2.1, §2.4): with an external price page configured (PRICE_SEARCH_URL), that
 * page in a frame with f and t passed on, whose create-yctop-order message runs the inquiry-agent
 * flow; otherwise the organisation's own rates of the lane (TACT, tariff details, sea rates) with
 * weight breaks, an estimate for a chargeable weight, and 询价.
 */
export default function PanelSearchPage() {
  const [params] = useSearchParams();
  const f = (params.get('f') ?? '').trim();
  const to = (params.get('t') ?? '').trim();
  const height = useWindowHeight() - FRAME_OFFSET_PX;
  const [config, setConfig] = useState<{ externalUrl: string | null; origin: string | null } | undefined>();
  useEffect(() => {
    call(api.pages.priceSearchConfig)
      .then((data) => setConfig(data ?? { externalUrl: null, origin: null }))
      .catch(() => setConfig({ externalUrl: null, origin: null }));
  }, []);
  if (!config) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <div data-testid="panel-search" style={{ height, overflow: config.externalUrl ? 'hidden' : 'auto' }}>
      {config.externalUrl && config.origin ? (
        <ExternalPriceFrame url={framedUrl(config.externalUrl, f, to)} origin={config.origin} height={height} />
      ) : (
        <OwnRates from={f} to={to} />
      )}
    </div>
  );
}

/** The external page and the inquiry-agent flow of its messages; other origins and windows are ignored. */
function ExternalPriceFrame({ url, origin, height }: { url: string; origin: string; height: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();

  const goInquire = useCallback(
    (req: InquiryRequest, agentId: number | null) => {
      navigate(`${screenPath.create(inquiryRoute())}?${inquiryQuery(req, agentId).toString()}`);
    },
    [navigate],
  );

  const runInquiry = useCallback(
    async (req: InquiryRequest) => {
      try {
        const d = await call(api.pages.getInquiryAgents, { query: { departure: req.departure } });
        if (d?.exists) return goInquire(req, d.agentId ?? null);
        modal.confirm({
          title: t('search.agent.missingTitle'),
          content: t('search.agent.missing'),
          okText: t('search.agent.create'),
          cancelText: t('search.agent.skip'),
          onOk: async () => {
            const made = await callEnvelope(api.pages.createInquiryAgents, { body: new URLSearchParams({ departure: req.departure }) });
            void message.success(made.messageInfo || '保存成功！');
            goInquire(req, made.data?.agentId ?? null);
          },
          onCancel: () => goInquire(req, null),
        });
      } catch {
        // The http client has shown the server's message.
      }
      return undefined;
    },
    [goInquire, modal, message],
  );

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const req = inquiryFromMessage(e, origin, frame.current?.contentWindow);
      if (req) void runInquiry(req);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, runInquiry]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={tDynamic('route.panelSearch')}
      data-testid="price-frame"
      style={{ width: '100%', height, border: 0, display: 'block' }}
      // The page may run its scripts and forms but gets no access to ours (a different origin anyway).
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
    />
  );
}

const BREAK_COLUMNS: [keyof WeightBreaks, string][] = [
  ['minCharge', 'M'],
  ['rateN', 'N'],
  ['rate45', '+45'],
  ['rate100', '+100'],
  ['rate300', '+300'],
  ['rate500', '+500'],
  ['rate1000', '+1000'],
];

/** The organisation's own rates of a lane. */
function OwnRates({ from, to }: { from: string; to: string }) {
  const navigate = useNavigate();
  const [f, setF] = useState(from);
  const [t2, setT2] = useState(to);
  const [weight, setWeight] = useState<number | null>(null);
  const [answer, setAnswer] = useState<LaneAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const { message } = App.useApp();

  useEffect(() => {
    setF(from);
    setT2(to);
    if (!from || !to) return;
    setLoading(true);
    call(api.pages.laneRates, { query: { f: from, t: to } })
      .then((data) => setAnswer((data ?? null) as LaneAnswer | null))
      .catch(() => setAnswer(null))
      .finally(() => setLoading(false));
  }, [from, to]);

  const search = () => {
    if (!f.trim() || !t2.trim()) {
      void message.warning(t('search.needBoth'));
      return;
    }
    navigate(`${registryPath('panelSearch')}?${new URLSearchParams({ f: f.trim(), t: t2.trim() }).toString()}`);
  };

  const inquire = (r: AirRate) => {
    const q = new URLSearchParams({ departureAirport: r.departureAirport, arrivalAirport: r.arrivalAirport });
    if (weight) q.set('grossWeight', String(weight));
    navigate(`${screenPath.create(inquiryRoute())}?${q.toString()}`);
  };

  const airColumns = (extra: ColumnsType<AirRate>): ColumnsType<AirRate> => [
    {
      title: t('search.col.lane'),
      key: 'lane',
      render: (_, r) => `${r.departureAirport} → ${r.arrivalAirport}`,
      fixed: 'left',
      width: 120,
    },
    { title: t('search.col.carrier'), key: 'carrier', render: (_, r) => (r.carrierCode ? `${r.carrierCode} ${r.carrierName ?? ''}` : '-') },
    { title: t('search.col.currency'), dataIndex: 'currency', width: 70 },
    ...BREAK_COLUMNS.map(([k, label]) => ({
      title: label,
      dataIndex: k,
      key: k,
      align: 'right' as const,
      render: (v: string | null) => dash(v),
    })),
    ...extra,
    ...(weight
      ? [
          {
            title: t('search.col.estimate', { weight }),
            key: 'estimate',
            align: 'right' as const,
            render: (_: unknown, r: AirRate) => <span data-testid="rate-estimate">{dash(freightFor(r, weight))}</span>,
          },
        ]
      : []),
    ...(answer?.canInquire
      ? [
          {
            title: t('search.col.action'),
            key: 'action',
            fixed: 'right' as const,
            width: 80,
            render: (_: unknown, r: AirRate) => (
              <Button type="link" size="small" data-testid="rate-inquire" onClick={() => inquire(r)}>
                {t('search.inquire')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const validity = (r: { validFrom?: string | null; validTo?: string | null }) =>
    `${dash(r.validFrom)} ~ ${r.validTo ?? t('search.noEnd')}`;
  const seaColumns: ColumnsType<SeaRate> = [
    { title: t('search.col.lane'), key: 'lane', render: (_, r) => `${r.polCode} → ${r.podCode}` },
    { title: t('search.col.line'), dataIndex: 'shipCompanyName', render: (v) => dash(v) },
    { title: t('search.col.currency'), dataIndex: 'currency', width: 70 },
    { title: "20'GP", dataIndex: 'price20gp', align: 'right', render: (v) => dash(v) },
    { title: "40'GP", dataIndex: 'price40gp', align: 'right', render: (v) => dash(v) },
    { title: "40'HQ", dataIndex: 'price40hq', align: 'right', render: (v) => dash(v) },
    { title: t('search.col.lcl'), dataIndex: 'priceLcl', align: 'right', render: (v) => dash(v) },
    {
      title: t('search.col.transit'),
      dataIndex: 'transitDays',
      render: (v, r) => [v != null ? t('search.days', { n: v }) : null, r.sailingDays].filter(Boolean).join(' / ') || '-',
    },
    { title: t('search.col.validity'), key: 'validity', render: (_, r) => validity(r) },
  ];

  const section = <T extends { id: number }>(testId: string, title: string, rows: T[] | null | undefined, columns: ColumnsType<T>) =>
    rows === null || rows === undefined ? null : (
      <Card
        size="small"
        title={
          <Space>
            {title}
            <Tag>{rows.length}</Tag>
          </Space>
        }
        data-testid={testId}
        style={{ marginBottom: 16 }}
      >
        <Table<T>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('search.noRates') }}
        />
      </Card>
    );

  const nothing = answer && [answer.tact, answer.tariffs, answer.seaRates].every((x) => !x || x.length === 0);
  return (
    <div>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]} align="middle">
          <Col xs={24} md={8}>
            <PlaceInput id="panel-from" value={f} onChange={setF} onEnter={search} placeholder={t('search.from')} />
          </Col>
          <Col xs={24} md={8}>
            <PlaceInput id="panel-to" value={t2} onChange={setT2} onEnter={search} placeholder={t('search.to')} />
          </Col>
          <Col xs={12} md={4}>
            <InputNumber
              id="panel-weight"
              size="large"
              min={0}
              max={999999}
              precision={2}
              value={weight}
              onChange={(v) => setWeight(v ?? null)}
              placeholder={t('search.weight')}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={12} md={4}>
            <Button type="primary" size="large" block icon={<SearchOutlined />} onClick={search} data-testid="panel-search-button">
              {t('search.button')}
            </Button>
          </Col>
        </Row>
      </Card>
      {!from || !to ? (
        <Empty description={t('search.hint')} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : !answer ? null : nothing ? (
        <Empty description={<span data-testid="no-rates">{t('search.noRatesLane', { from, to })}</span>} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('search.summary', { from, to })}</Typography.Paragraph>
          {section('rates-tact', tDynamic('route.af_tact'), answer.tact, airColumns([]))}
          {section(
            'rates-tariffs',
            tDynamic('route.af_tariff_details'),
            answer.tariffs,
            airColumns([
              { title: t('search.col.supplier'), dataIndex: 'supplierName', render: (v) => dash(v) },
              { title: t('search.col.fuel'), dataIndex: 'fuelSurcharge', align: 'right', render: (v) => dash(v) },
              { title: t('search.col.transit'), dataIndex: 'transitTime', render: (v) => dash(v) },
              { title: t('search.col.validity'), key: 'validity', render: (_, r) => validity(r) },
            ]),
          )}
          {section('rates-sea', tDynamic('route.sc_freight_rate'), answer.seaRates, seaColumns)}
        </>
      )}
    </div>
  );
}
