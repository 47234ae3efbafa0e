import { sql } from 'kysely';
import { orderBasis, orderKey } from '../orders';
import { orgsIn, type ReportSource } from '../source';

/**
 * Customs manifest and cross-border queries, computed from the manifest records (os_manifest: the
 * Mft... pages' table) and the air and cross-border customs declarations; and the cloud orders.
 */

/** The manifest's furthest step by its times: released, tallied, arrival reported, filed, or none. */
const manifestStatus = `case when m.passed_time is not null then 'RELEASED' when m.tally_time is not null then 'TALLIED'
  when m.arrive_time is not null then 'ARRIVED' when m.original_time is not null or m.provision_time is not null then 'FILED' else 'NONE' end`;

/** Air declarations (export and import) by waybill: the latest one's status. */
const declarations = (ids: number[]) => sql`
  select org_id, awb_number, declaration_number, customs_office, declaration_status, declaration_date, update_time, 1 as t, id from af_customs_declaration where org_id in (${sql.join(ids)})
  union all
  select org_id, awb_number, declaration_number, customs_office, declaration_status, declaration_date, update_time, 2 as t, id from ai_customs_declaration where org_id in (${sql.join(ids)})`;

/** One row per manifest record: its flight, route (from the air order of the waybill), status and customs status. */
export const osAllQuery: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select m.id, m.org_id, m.mawb_number as awb_number, m.hawb_number, m.flight_no,
           o.departure_station as departure_airport, o.arrival_station as arrival_airport,
           m.quantity as pieces, m.gross_weight, ${sql.raw(manifestStatus)} as manifest_status,
           (select d.declaration_status from (${declarations(a.scope.orgIds)}) d
             where d.org_id = m.org_id and d.awb_number = m.mawb_number order by d.update_time desc limit 1) as customs_status,
           m.passed_time as release_time
    from os_manifest m
    left join lateral (
      select departure_station, arrival_station from af_order x where x.org_id = m.org_id and x.awb_number = m.mawb_number
      union all
      select departure_station, arrival_station from ai_order x where x.org_id = m.org_id and x.awb_number = m.mawb_number
      limit 1) o on true
    where ${orgsIn('m', a.scope.orgIds)}`,
};

/** Manifest records whose arrival was reported (运抵): accepted by customs. */
export const osCargoArrived: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select m.id, m.org_id, m.mawb_number as awb_number, m.hawb_number, m.customs_code, null::text as warehouse_code,
           m.quantity as pieces, m.gross_weight, m.arrive_time, 'ACCEPTED'::text as receipt_result
    from os_manifest m where ${orgsIn('m', a.scope.orgIds)} and m.arrive_time is not null`,
};

const RECEIPT: Record<string, [string, string]> = {
  DECLARED: ['ACCEPTED', '海关已接收申报'],
  INSPECTION: ['INSPECTION', '海关布控查验'],
  RELEASED: ['RELEASED', '海关已放行'],
  RETURNED: ['REJECTED', '海关退单，请修改后重新申报'],
};
const receiptCase = (i: 0 | 1) =>
  sql.raw(
    `case d.declaration_status ${Object.entries(RECEIPT)
      .map(([k, v]) => `when '${k}' then '${v[i]}'`)
      .join(' ')} end`,
  );

/** Customs answers to the air declarations (drafts have none yet). */
export const osCustoms: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select (d.t::bigint * 1000000000000000 + d.id) as id, d.org_id, d.awb_number, d.declaration_number, d.customs_office as customs_code,
           ${receiptCase(0)} as receipt_status, ${receiptCase(1)} as receipt_message, d.update_time as receipt_time
    from (${declarations(a.scope.orgIds)}) d where d.declaration_status in (${sql.join(Object.keys(RECEIPT))})`,
};

/**
 * The manifest exchange log: the messages the product recorded when manifest records were submitted,
 * changed or deleted (server/manifest/exchange.ts), with their real outcome; nothing else.
 */
export const osExchange: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select e.id, e.org_id, 'MF' || lpad(e.id::text, 8, '0') as message_id, e.message_type, e.business_scope, e.mawb_number,
           e.business_number, e.order_code, e.send_time, e.message_status, e.user_name, e.message_content, e.error_message
    from os_exchange_message e where ${orgsIn('e', a.scope.orgIds)}`,
};

/** Orders of customers who have cloud users (prm_cloud_user): what they booked through the cloud. */
export const cloudOrders: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select ${orderKey('o')} as id, o.org_id, o.order_code, o.customer_id as coop_id, o.business_scope, o.waybill_number,
           o.departure_station, o.arrival_station, o.pieces, o.gross_weight, o.order_date, o.order_status
    from (${orderBasis({ orgIds: a.scope.orgIds })}) o
    where o.customer_id in (select u.coop_id from prm_cloud_user u where ${orgsIn('u', a.scope.orgIds)} and u.coop_id is not null)`,
};
