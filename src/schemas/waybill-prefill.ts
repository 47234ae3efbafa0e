import type { PartyValues } from './party';
import { MOBILE_CN, charLength } from './patterns';
import { WAYBILL_BOX_LIMITS, type WaybillPrintValues, type WaybillVariant } from './waybill';

/**
 * Starting values of the waybill print form, computed from an air export order (the record as the
 * generic API answers it: camelCase, numbers as numbers). The print form opens with them, and the
 * master PDF uses them when no print was saved. Values the order cannot fill are left out rather
 * than guessed; fixed paper defaults are the usual ones (CNY, NVD, NCV, XXX).
 */

type OrderLike = Readonly<Record<string, unknown>>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** The first of the values that is set, as text; '' when none is. */
const firstSet = (...vs: unknown[]) => text(vs.find((v) => text(v) !== ''));

/** Cut to `n` characters (code points, as the rules count them). */
const cut = (s: string, n: number) => (charLength(s) <= n ? s : [...s].slice(0, n).join(''));

/** A number written without trailing zeros, with at most `decimals` decimals ('' when not a number). */
function num(v: unknown, decimals: number): string {
  const s = text(v);
  if (s === '') return '';
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0) return '';
  return String(Number(n.toFixed(decimals)));
}

export const partyOf = (v: unknown): PartyValues => (v && typeof v === 'object' && !Array.isArray(v) ? (v as PartyValues) : {});

/** Address lines of a party box: street, then city/state/postcode/country, then phone and fax. */
export function partyAddress(p: PartyValues): string {
  const place = [p.cityNameEn, p.stateCode, p.postCode, p.nationCode].map(text).filter(Boolean).join(' ');
  const contact = [text(p.telNumber) && `TEL ${text(p.telNumber)}`, text(p.faxNumber) && `FAX ${text(p.faxNumber)}`]
    .filter(Boolean)
    .join(' ');
  return [text(p.scAddress), place, contact].filter(Boolean).join('\n');
}

/** The values of the print form for an order; only keys with a value are present. */
export function waybillPrefill(order: OrderLike | null | undefined, variant: WaybillVariant = 'master'): WaybillPrintValues {
  const o = order ?? {};
  const flight = text(o.expectFlight).toUpperCase();
  const pieces = firstSet(o.confirmPieces, o.planPieces);
  const shipper = partyOf(o.shipper);
  const consignee = partyOf(o.consignee);
  const mobile = (p: PartyValues) => (MOBILE_CN.test(text(p.telNumber)) ? text(p.telNumber) : '');

  const values: Record<string, string> = {
    awbNumber: text(o.awbNumber),
    hawbNumber: variant === 'house' ? text(o.hawbNumber) : '',
    departureStation: text(o.departureStation).toUpperCase(),
    arrivalStation: text(o.arrivalStation).toUpperCase(),
    // The airline designator is the flight number's first two characters (MU583 -> MU).
    carrier: /^[A-Z0-9]{2}/.test(flight) ? flight.slice(0, 2) : '',
    flightNo: flight,
    pieces,
    piecesLine: /^\d{1,5}$/.test(pieces) ? pieces : '',
    grossWeight: num(firstSet(o.confirmWeight, o.planWeight), 2),
    chargeWeight: num(firstSet(o.confirmChargeWeight, o.planChargeWeight), 2),
    volume: num(firstSet(o.confirmVolume, o.planVolume), 3),
    goodsDescription: cut(text(o.goodsNameEn), 80),
    currency: 'CNY',
    declaredValueCarriage: 'NVD',
    declaredValueCustoms: 'NCV',
    insuranceAmount: 'XXX',
    shipperName: cut(text(shipper.scName), WAYBILL_BOX_LIMITS.shipperName),
    shipperAddress: cut(partyAddress(shipper), WAYBILL_BOX_LIMITS.shipperAddress),
    shipperMobile: mobile(shipper),
    consigneeName: cut(text(consignee.scName), WAYBILL_BOX_LIMITS.consigneeName),
    consigneeAddress: cut(partyAddress(consignee), WAYBILL_BOX_LIMITS.consigneeAddress),
    consigneeMobile: mobile(consignee),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as WaybillPrintValues;
}

/** Helpers the other documents' prefills share (src/schemas/documents). */
export { firstSet, cut, num as decimalText };
