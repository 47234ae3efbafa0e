import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { routeLabel } from '../../components/crud/routeDefs';
import { api, call } from '../../api';
import { getToken, isHttpError, routeRoot, t } from '../../providers';
import { findRoute } from '../../resources';
import { InvalidLink, failureText } from '../quotation/QuotationPage';
import { PublicFrame } from '../../components/layout/PublicFrame';

/**
 * 货物袋打印 (docs/quotation-pouch.md): the cargo pouch print view of an air export order on one A4
 * page: header, waybills, packing list, attachment names; 打印 prints it (the print style hides the
 * frame). `/cargoPouchView/{id}?t=...` opens it by the signed link without a login;
 * `/cargoPouchView/{id}` with the session of a user of 空运出口订单. Anything else says the link is
 * not valid and asks nothing of the server.
 */

interface Figures {
  pieces: number | null;
  weight: string | null;
  volume: string | null;
  chargeWeight: string | null;
  dimensions: string | null;
}
interface Pouch {
  issuer: string;
  order: {
    id: number;
    orderCode: string | null;
    customerNumber: string | null;
    awbNumber: string | null;
    hawbNumber: string | null;
    departureStation: string | null;
    transitStation: string | null;
    arrivalStation: string | null;
    expectFlight: string | null;
    expectDeparture: string | null;
    goodsNameCn: string | null;
    goodsNameEn: string | null;
    shipperName: string | null;
    consigneeName: string | null;
  };
  packing: { packageType: string | null; plan: Figures; confirm: Figures | null };
  waybills: {
    type: 'MAWB' | 'HAWB';
    awbNumber: string | null;
    hawbNumber: string | null;
    pieces: string | null;
    grossWeight: string | null;
    chargeWeight: string | null;
    goodsDescription: string | null;
  }[];
  attachments: { fileType: string | null; fileName: string | null; fileRemark: string | null }[];
}

const dash = (v: unknown) => (v == null || v === '' ? '-' : String(v));

/** A4 paper on screen; on paper only the sheet (no frame, no buttons). */
const PRINT_CSS = `
.pouch-sheet { background: #fff; color: #000; width: 210mm; max-width: 100%; min-height: 270mm; margin: 0 auto; padding: 12mm; box-sizing: border-box; box-shadow: 0 1px 4px rgba(0,0,0,.15); font-size: 12px; }
.pouch-sheet h1 { font-size: 20px; margin: 0 0 4px; text-align: center; }
.pouch-sheet h2 { font-size: 14px; margin: 14px 0 6px; border-bottom: 1px solid #000; padding-bottom: 2px; }
.pouch-sheet table { width: 100%; border-collapse: collapse; }
.pouch-sheet th, .pouch-sheet td { border: 1px solid #555; padding: 3px 6px; text-align: left; vertical-align: top; word-break: break-all; }
.pouch-sheet th { background: #f0f0f0; white-space: nowrap; }
.pouch-toolbar { text-align: right; max-width: 210mm; margin: 0 auto 12px; }
@media print {
  @page { size: A4; margin: 10mm; }
  body { background: #fff !important; }
  [data-testid="public-page"] > header, [data-testid="public-page"] > footer, .pouch-toolbar { display: none !important; }
  [data-testid="public-page"] { background: #fff !important; }
  [data-testid="public-page"] > main { padding: 0 !important; max-width: none !important; }
  .pouch-sheet { box-shadow: none; width: auto; min-height: 0; padding: 0; }
  .pouch-sheet th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

export default function CargoPouchViewPage() {
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const route = findRoute(routeRoot(pathname))!;
  const token = new URLSearchParams(search).get('t');
  const staff = !token && !!id && /^\d+$/.test(id) && !!getToken();
  return (
    <PublicFrame title={routeLabel(route)}>
      <style>{PRINT_CSS}</style>
      {token || staff ? <PouchView token={token} id={id ?? null} /> : <InvalidLink testId="pouch-invalid" />}
    </PublicFrame>
  );
}

function PouchView({ token, id }: { token: string | null; id: string | null }) {
  const [view, setView] = useState<Pouch | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (token
      ? call(api.office.externalPouch, { query: { t: token } }, { silent: true })
      : call(api.office.pouch, { params: { id: id! } }, { silent: true })
    )
      .then((data) => {
        const v = data as Pouch;
        // A link's record must be the one the path names, when it names one.
        if (live) id && String(v.order.id) !== id ? setFailed(t('office.doc.invalidLink')) : setView(v);
      })
      .catch((e: unknown) => {
        if (live) setFailed(token ? failureText(e) : isHttpError(e) ? (e.messageInfo ?? e.message) : String(e));
      });
    return () => {
      live = false;
    };
  }, [token, id]);

  if (failed)
    return token ? (
      <InvalidLink testId="pouch-failed" message={failed} />
    ) : (
      <div data-testid="pouch-failed">
        <Result status="warning" title={failed} />
      </div>
    );
  if (!view) return <Spin style={{ display: 'block', margin: 48 }} />;
  const o = view.order;
  const route = [o.departureStation, o.transitStation, o.arrivalStation].filter(Boolean).join(' → ');
  const figures = (label: string, f: Figures) => (
    <tr key={label}>
      <td>{label}</td>
      <td>{dash(view.packing.packageType)}</td>
      <td>{dash(f.pieces)}</td>
      <td>{dash(f.weight)}</td>
      <td>{dash(f.volume)}</td>
      <td>{dash(f.chargeWeight)}</td>
      <td>{dash(f.dimensions)}</td>
    </tr>
  );
  const row = (label: string, value: ReactNode, label2: string, value2: ReactNode) => (
    <tr>
      <th>{label}</th>
      <td>{value}</td>
      <th>{label2}</th>
      <td>{value2}</td>
    </tr>
  );
  return (
    <>
      <div className="pouch-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="pouch-print">
          {t('pouch.print')}
        </Button>
      </div>
      <div className="pouch-sheet" data-testid="cargo-pouch">
        <h1>{t('links.pouch.title')}</h1>
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          {t('pouch.issuer')}：{view.issuer}
        </div>
        <h2>{t('pouch.header')}</h2>
        <table data-testid="pouch-header">
          <tbody>
            {row(t('pouch.orderCode'), dash(o.orderCode), t('pouch.customerNumber'), dash(o.customerNumber))}
            {row(t('pouch.mawb'), dash(o.awbNumber), t('pouch.hawb'), dash(o.hawbNumber))}
            {row(t('pouch.route'), route || '-', t('pouch.flight'), `${dash(o.expectFlight)} / ${dash(o.expectDeparture)}`)}
            {row(t('pouch.shipper'), dash(o.shipperName), t('pouch.consignee'), dash(o.consigneeName))}
            {row(t('pouch.goods'), dash(o.goodsNameCn), t('pouch.goodsEn'), dash(o.goodsNameEn))}
          </tbody>
        </table>
        <h2>{t('pouch.waybills')}</h2>
        {view.waybills.length ? (
          <table data-testid="pouch-waybills">
            <thead>
              <tr>
                <th>{t('pouch.type')}</th>
                <th>{t('pouch.mawb')}</th>
                <th>{t('pouch.hawb')}</th>
                <th>{t('pouch.pieces')}</th>
                <th>{t('pouch.weight')}</th>
                <th>{t('pouch.chargeWeight')}</th>
                <th>{t('pouch.goods')}</th>
              </tr>
            </thead>
            <tbody>
              {view.waybills.map((w, i) => (
                <tr key={i}>
                  <td>{w.type}</td>
                  <td>{dash(w.awbNumber)}</td>
                  <td>{dash(w.hawbNumber)}</td>
                  <td>{dash(w.pieces)}</td>
                  <td>{dash(w.grossWeight)}</td>
                  <td>{dash(w.chargeWeight)}</td>
                  <td>{dash(w.goodsDescription)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div data-testid="pouch-waybills">{t('pouch.noPrints')}</div>
        )}
        <h2>{t('pouch.packing')}</h2>
        <table data-testid="pouch-packing">
          <thead>
            <tr>
              <th />
              <th>{t('pouch.packageType')}</th>
              <th>{t('pouch.pieces')}</th>
              <th>{t('pouch.weight')}</th>
              <th>{t('pouch.volume')}</th>
              <th>{t('pouch.chargeWeight')}</th>
              <th>{t('pouch.dimensions')}</th>
            </tr>
          </thead>
          <tbody>
            {figures(t('pouch.plan'), view.packing.plan)}
            {view.packing.confirm ? figures(t('pouch.confirm'), view.packing.confirm) : null}
          </tbody>
        </table>
        <h2>{t('pouch.attachments')}</h2>
        {view.attachments.length ? (
          <table data-testid="pouch-attachments">
            <thead>
              <tr>
                <th>{t('pouch.type')}</th>
                <th>{t('pouch.fileName')}</th>
                <th>{t('pouch.fileRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {view.attachments.map((a, i) => (
                <tr key={i}>
                  <td>{dash(a.fileType)}</td>
                  <td>{dash(a.fileName)}</td>
                  <td>{dash(a.fileRemark)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div data-testid="pouch-attachments">{t('pouch.none')}</div>
        )}
      </div>
    </>
  );
}
