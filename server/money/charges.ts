import type { DB } from '../db';
import { badRequest, conflict } from '../http/envelope';
import type { ResourceHooks } from '../resources/hooks';
import { BILL_TABLE, CHARGE_TABLE } from '../../src/resources/fieldsets/money';
import { feeServiceName, linesEditable } from '../../src/schemas/bills';
import { toRecord, type DataResource } from '../resources/model';
import { baseAmount, includedTax, lineAmount, roundHalfUp, RATE_DECIMALS } from '../../src/schemas/money';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import { baseCurrencyOf, dayOf, minorUnits, rateOn } from './currency';
import { lockBill, recomputeBill } from './bills';

/**
 * Charge lines (css_charge): the write rules the generic CRUD cannot know. The order is found by
 * scope and order code in the scope's order table; the amount is unit price x quantity rounded
 * half-up to the currency's minor unit; the rate is the organisation's for the order's date unless
 * the user typed one; the base amount is amount x rate rounded to the base currency's minor unit.
 * A line on a confirmed bill cannot change or go (409); a line on a draft bill changes its totals.
 */

export const orderTableOf = (scope: BusinessScope) => ORDER_TABLES[scope];

export interface OrderRef {
  id: number;
  order_code: string;
  create_time: Date | string;
  customer_id: number | null;
}

export async function findOrder(
  db: DB,
  orgId: number,
  scope: BusinessScope,
  by: { id?: number; code?: string },
): Promise<OrderRef | undefined> {
  let q = db.selectFrom(orderTableOf(scope)).select(['id', 'order_code', 'create_time', 'customer_id']).where('org_id', '=', orgId);
  q = by.id !== undefined ? q.where('id', '=', by.id) : q.where('order_code', '=', by.code ?? '');
  return (await q.executeTakeFirst()) as OrderRef | undefined;
}

/** The user's fee-service name setting (CN, EN, CN_EN, EN_CN). */
export const feeServiceNameType = async (db: DB, userId: number) =>
  String(
    (await db.selectFrom('hrs_user').select('fee_service_name_type').where('id', '=', userId).executeTakeFirst())?.fee_service_name_type ??
      'CN',
  );

/** Charge lines as records, with the fee service named as the user reads it, the partner's name and the bill's number and status. */
export async function chargeLineRecords(db: DB, chargeRes: DataResource, orgId: number, userId: number, rows: Record<string, any>[]) {
  const type = await feeServiceNameType(db, userId);
  const ids = (col: string) => [
    ...new Set(
      rows
        .map((r) => r[col])
        .filter((v) => v != null)
        .map(Number),
    ),
  ];
  const lookup = async (table: string, cols: string[], list: number[]) =>
    new Map(
      list.length
        ? (
            await db
              .selectFrom(table)
              .select(['id', ...cols])
              .where('org_id', '=', orgId)
              .where('id', 'in', list)
              .execute()
          ).map((r: any) => [Number(r.id), r])
        : [],
    );
  const [services, coops, bills] = await Promise.all([
    lookup('prm_service', ['service_name_cn', 'service_name_en'], ids('service_id')),
    lookup('prm_coop', ['coop_name'], ids('coop_id')),
    lookup(BILL_TABLE, ['bill_number', 'bill_status'], ids('bill_id')),
  ]);
  return rows.map((r) => {
    const s = services.get(Number(r.service_id));
    const b = r.bill_id == null ? undefined : bills.get(Number(r.bill_id));
    return {
      ...toRecord(chargeRes, r),
      serviceName: s ? feeServiceName(s.service_name_cn, s.service_name_en, type) : null,
      coopName: coops.get(Number(r.coop_id))?.coop_name ?? null,
      billNumber: b?.bill_number ?? null,
      billStatus: b?.bill_status ?? null,
    };
  });
}

/** Fields that tie a line to its bill: on a bill of any state they stay as they are. */
const BILL_KEYS: Record<string, string> = {
  side: 'side',
  coopId: 'coop_id',
  currency: 'currency',
  businessScope: 'business_scope',
  orderCode: 'order_code',
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const chargeHooks: ResourceHooks = {
  async beforeWrite(values, { db, orgId, create, id }) {
    const before = create
      ? undefined
      : await db.selectFrom(CHARGE_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id!).executeTakeFirst();
    if (!create && !before) return {};
    if (before?.bill_id != null) {
      const bill = await db
        .selectFrom(BILL_TABLE)
        .select(['bill_status', 'bill_number'])
        .where('id', '=', before.bill_id)
        .executeTakeFirst();
      if (bill && !linesEditable(bill.bill_status))
        throw conflict(`费用已在已确认的账单 ${bill.bill_number} 中，不能修改 (confirmed bill)`);
      const moved = Object.entries(BILL_KEYS).filter(([f, col]) => f in values && str(values[f]) !== str(before[col]));
      if (moved.length) throw conflict(`已加入账单的费用不能修改${moved.map(([f]) => f).join('、')}，请先移出账单`);
    }
    const v = (field: string, col: string) => (field in values ? values[field] : before?.[col]);
    const scope = v('businessScope', 'business_scope') as BusinessScope;
    if (!(BUSINESS_SCOPES as readonly string[]).includes(scope)) throw badRequest('业务范围无效', { businessScope: '业务范围无效' });
    const extra: Record<string, unknown> = {};

    let orderDay = before?.order_date as string | undefined;
    if (create || 'businessScope' in values || 'orderCode' in values) {
      const order = await findOrder(db, orgId, scope, { code: String(v('orderCode', 'order_code') ?? '') });
      if (!order) throw badRequest('订单不存在', { orderCode: '该业务范围下没有这个订单号' });
      orderDay = dayOf(order.create_time);
      Object.assign(extra, { order_id: order.id, order_code: order.order_code, order_date: orderDay });
    }

    let taxRate = v('taxRate', 'tax_rate') as number | string | null | undefined;
    if (create && (taxRate === null || taxRate === undefined)) {
      const svc = await db
        .selectFrom('prm_service')
        .select('tax_rate')
        .where('org_id', '=', orgId)
        .where('id', '=', Number(values.serviceId))
        .executeTakeFirst();
      taxRate = svc?.tax_rate ?? 0;
      extra.tax_rate = taxRate;
    }
    const currency = String(v('currency', 'currency'));
    const base = await baseCurrencyOf(db, orgId);
    // A typed rate wins; an untouched line keeps its rate; otherwise (new line, new currency or the
    // rate cleared) the organisation's rate for the order's date.
    let rate: unknown = values.exchangeRate;
    const currencyChanged =
      create || ('currency' in values && values.currency !== before?.currency) || 'businessScope' in values || 'orderCode' in values;
    if (rate === null || rate === undefined) {
      if (!currencyChanged && !('exchangeRate' in values) && before?.exchange_rate != null) rate = before.exchange_rate;
      else {
        rate = await rateOn(db, orgId, currency, base, orderDay!);
        if (rate === null) {
          const m = `未找到 ${currency} 在 ${orderDay} 兑 ${base} 的汇率，请在汇率中维护或手工填写`;
          throw badRequest(m, { exchangeRate: m });
        }
      }
    }
    const minor = await minorUnits(db, orgId, currency);
    const amount = lineAmount(String(v('unitPrice', 'unit_price')), String(v('quantity', 'quantity')), minor);
    Object.assign(extra, {
      exchange_rate: roundHalfUp(String(rate), RATE_DECIMALS),
      amount,
      tax_amount: includedTax(amount, String(taxRate ?? 0), minor),
      base_amount: baseAmount(amount, String(rate), await minorUnits(db, orgId, base)),
    });
    return extra;
  },

  // Inserted, updated or deleted: the bills it was and is on.
  async afterWrite({ db, orgId, before, after }) {
    await billsTouched(db, orgId, [before?.billId, after?.billId]);
  },

  async beforeDelete({ db, orgId, id }) {
    const line = await db.selectFrom(CHARGE_TABLE).select(['bill_id']).where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
    if (line?.bill_id == null) return;
    const bill = await lockBill(db, orgId, Number(line.bill_id));
    if (bill && !linesEditable(bill.bill_status)) throw conflict(`费用已在已确认的账单 ${bill.bill_number} 中，不能删除 (confirmed bill)`);
  },
};

/** Totals of the draft bills whose lines changed; a confirmed bill refuses (the write rolls back). */
async function billsTouched(trx: DB, orgId: number, billIds: unknown[]) {
  for (const id of new Set(billIds.filter((b) => b != null).map(Number))) {
    const bill = await lockBill(trx, orgId, id);
    if (!bill) continue;
    if (!linesEditable(bill.bill_status)) throw conflict(`费用已在已确认的账单 ${bill.bill_number} 中，不能修改 (confirmed bill)`);
    await recomputeBill(trx, orgId, id);
  }
}

/**
 * Orders and their charges: deleting an order takes its unbilled lines with it, and is refused while
 * a line of it is on a bill (the bill would lose money it states).
 */
export function orderDeleteHook(scope: BusinessScope): ResourceHooks {
  return {
    async beforeDelete({ db, orgId, id }) {
      const billed = await db
        .selectFrom(CHARGE_TABLE)
        .select('id')
        .where('org_id', '=', orgId)
        .where('business_scope', '=', scope)
        .where('order_id', '=', id)
        .where('bill_id', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      if (billed) throw conflict('订单的费用已开账单，不能删除');
      await db
        .deleteFrom(CHARGE_TABLE)
        .where('org_id', '=', orgId)
        .where('business_scope', '=', scope)
        .where('order_id', '=', id)
        .execute();
    },
  };
}
