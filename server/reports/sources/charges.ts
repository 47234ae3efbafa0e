import { sql } from 'kysely';
import { orgsIn, type ReportSource } from '../source';

/**
 * A fee service's name in SQL as the reader chose to read it (hrs_user.fee_service_name_type), the
 * same rule as feeServiceName() in src/schemas/bills.ts: 中文, English, 中文 <English>, English <中文>.
 */
export function feeNameSql(cnExpr: string, enExpr: string, type: string) {
  const cn = `nullif(btrim(${cnExpr}), '')`;
  const en = `nullif(btrim(${enExpr}), '')`;
  switch (type) {
    case 'EN':
      return sql.raw(`coalesce(${en}, ${cn})`);
    case 'CN_EN':
      return sql.raw(
        `case when ${cn} is not null and ${en} is not null then ${cn} || ' <' || ${en} || '>' else coalesce(${cn}, ${en}) end`,
      );
    case 'EN_CN':
      return sql.raw(
        `case when ${cn} is not null and ${en} is not null then ${en} || ' <' || ${cn} || '>' else coalesce(${en}, ${cn}) end`,
      );
    default:
      return sql.raw(`coalesce(${cn}, ${en})`);
  }
}

/**
 * The cost and income queries: every payable or receivable charge line with its order, partner, fee
 * service and status. The status follows the line's bill: none or a draft (未对账), confirmed or
 * approved (已对账), with an invoice number (已开票), settled (已核销).
 */
function lines(side: 'AR' | 'AP'): ReportSource {
  const [partner, date] = side === 'AR' ? ['customer_id', 'income_date'] : ['supplier_id', 'cost_date'];
  return {
    kind: 'detail',
    rows: (a) => sql`
      select c.id, c.org_id, c.order_code, c.business_scope, c.coop_id as ${sql.raw(partner)},
             ${feeNameSql('s.service_name_cn', 's.service_name_en', a.scope.feeNameType)} as service_name,
             c.currency, c.amount, c.base_amount, c.order_date as ${sql.raw(date)}, b.bill_number,
             case when b.id is null or b.bill_status in ('DRAFT', 'REJECTED', 'SUBMITTED', 'VOID') then 'UNCHECKED'
                  when b.bill_status = 'SETTLED' then 'WRITTEN_OFF'
                  when coalesce(b.invoice_number, '') <> '' then 'INVOICED' else 'CHECKED' end as fee_status
      from css_charge c
      left join prm_service s on s.id = c.service_id
      left join css_bill b on b.id = c.bill_id
      where ${orgsIn('c', a.scope.orgIds)} and c.side = ${side}`,
  };
}
export const costQuery = lines('AP');
export const incomeQuery = lines('AR');
