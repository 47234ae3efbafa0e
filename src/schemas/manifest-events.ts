/**
 * Manifest events (docs/behaviour.md §1.2.4, §1.3 "Manifest detail"; docs/behaviour.md §2.3 "Manifest record"): the manifest
 * dialog shows a timeline of events; an order stores manifest RECORDS (one per master / house
 * waybill, each with up to seven times). Both the server (TrackRecord.trackManifest) and the order
 * screens (OrderTrackPanel) derive the events with this one function.
 */

/** The waybill a manifest record is about and the times it went through. */
export interface ManifestTimes {
  masterFlag?: boolean | null;
  hawbNumber?: string | null;
  originalTime?: string | null;
  tallyTime?: string | null;
  passedTime?: string | null;
  applyTime?: string | null;
  arriveTime?: string | null;
  provisionTime?: string | null;
  temporaryArrivalTime?: string | null;
}

/** One manifest record as the order stores it (af_order / ai_order `manifestList` rows). */
export interface ManifestRecordLike extends ManifestTimes {
  quantity?: number | string | null;
  grossWeight?: number | string | null;
  [k: string]: unknown;
}

/** One timeline entry: the dialog shows remark, eventTime and productInfo ('-' when missing). */
export interface ManifestEvent {
  remark: string;
  eventTime: string;
  productInfo: string;
}

/** The record times that make events, in the order the manifest goes through them, and their names. */
export const MANIFEST_TIME_FIELDS: readonly (readonly [keyof ManifestRecordLike & string, string])[] = [
  ['provisionTime', '预配舱单'],
  ['originalTime', '原始舱单'],
  ['tallyTime', '理货'],
  ['temporaryArrivalTime', '暂时运抵'],
  ['passedTime', '放行'],
  ['applyTime', '分拨申请'],
  ['arriveTime', '分拨运抵'],
];

const present = (v: unknown): v is number | string => v !== null && v !== undefined && String(v).trim() !== '' && Number(v) !== 0;

/**
 * Cargo text of events and records (docs/behaviour.md §1.3): 'N Pcs / W Kg', or just one of the two, or ''
 * when neither is known (empty or zero counts as unknown).
 */
export function pieceWeightText(quantity: unknown, grossWeight: unknown): string {
  const parts: string[] = [];
  if (present(quantity)) parts.push(`${String(quantity).trim()} Pcs`);
  if (present(grossWeight)) parts.push(`${String(grossWeight).trim()} Kg`);
  return parts.join(' / ');
}

/** '原始舱单 (主单)' for the master record, '理货 H123' for a house record, '理货 (分单)' without a number. */
export function manifestEventRemark(label: string, rec: ManifestRecordLike): string {
  if (rec.masterFlag) return `${label} (主单)`;
  const h = typeof rec.hawbNumber === 'string' ? rec.hawbNumber.trim() : '';
  return h ? `${label} ${h}` : `${label} (分单)`;
}

const timeKey = (s: string) => {
  const t = Date.parse(s);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * One event per time set on the records, oldest first (ties keep the records' order, then the
 * order of MANIFEST_TIME_FIELDS); times that cannot be read go last. Not an array -> [].
 */
export function manifestEvents(records: unknown): ManifestEvent[] {
  if (!Array.isArray(records)) return [];
  const out: { e: ManifestEvent; k: number; i: number }[] = [];
  for (const raw of records) {
    if (!raw || typeof raw !== 'object') continue;
    const rec = raw as ManifestRecordLike;
    const productInfo = pieceWeightText(rec.quantity, rec.grossWeight);
    for (const [field, label] of MANIFEST_TIME_FIELDS) {
      const v = rec[field];
      if (typeof v !== 'string' || v.trim() === '') continue;
      const eventTime = v.trim();
      out.push({ e: { remark: manifestEventRemark(label, rec), eventTime, productInfo }, k: timeKey(eventTime), i: out.length });
    }
  }
  out.sort((a, b) => (a.k === b.k ? a.i - b.i : a.k < b.k ? -1 : 1));
  return out.map((x) => x.e);
}
