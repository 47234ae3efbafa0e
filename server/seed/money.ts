import { sql } from 'kysely';
import type { DB } from '../db';
import { BILL_TABLE, CHARGE_TABLE } from '../../src/resources/fieldsets/money';
import { baseAmount, includedTax, lineAmount, minorUnitsOf, Money } from '../../src/schemas/money';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import { AUDIT_TABLE } from '../../src/resources/fieldsets/audit';
import { routeByPath } from '../../src/resources';
import { recomputeBill } from '../money/bills';
import { recomputeSettle } from '../money/settlements';
import { columnOf } from '../resources/model';

/**
 * The money demo (README "Demo data"): a quarter of DEMO's business with charges on every order,
 * debit notes and payment applications per partner and month (settled, partly settled, overdue,
 * awaiting approval), receipts and payments applied to them (one in dollars at a new rate, one with
 * a bank fee written off), expense claims, invoices, cloud users, manifest records and customs
 * declarations, TACT and tariff rates; DEMO is the group of DEMO2, which has a little business of
 * its own. Written with the same money functions as the live code, so every figure is exact.
 * Orders of the last 7 days (the dashboard's) are not added to, only given customers and charges.
 */

const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;

function sequence(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const c = columnOf;
const row = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k.includes('_') || k === 'id' ? k : c(k), v]));

async function insert(trx: DB, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const r = await trx
      .insertInto(table)
      .values(rows.slice(i, i + 500).map(row))
      .returning('id')
      .execute();
    out.push(...r.map((x) => Number(x.id)));
  }
  return out;
}

/** A valid master waybill number (prefix, 7 digits and their mod-7 check digit). */
function mawb(prefix: string, n: number) {
  const seven = String(3100000 + n).padStart(7, '0');
  return `${prefix}-${seven}${Number(seven) % 7}`;
}

const CUSTOMERS = [
  { code: 'SHBRIGHT', name: '上海明星贸易有限公司', en: 'SHANGHAI BRIGHT STAR TRADING CO. LTD', credit: '500000.00', days: 30 },
  { code: 'HZSILK', name: '杭州丝绸进出口有限公司', en: 'HANGZHOU SILK IMP. & EXP. CO. LTD', credit: '300000.00', days: 45 },
  { code: 'SZTECH', name: '深圳创新电子有限公司', en: 'SHENZHEN INNOVATION ELECTRONICS CO. LTD', credit: '150000.00', days: 30 },
  { code: 'NBMACH', name: '宁波机械配件有限公司', en: 'NINGBO MACHINERY PARTS CO. LTD', credit: '200000.00', days: 60 },
  { code: 'HANSEATIC', name: '汉萨进口有限公司', en: 'HANSEATIC IMPORT GMBH', credit: '0.00', days: 30 },
];
const SUPPLIERS = [
  { code: 'MUCARGO', name: '东方航空物流股份有限公司', en: 'CHINA EASTERN LOGISTICS', type: 'carrier' },
  { code: 'SHTRUCK', name: '上海顺达运输有限公司', en: 'SHANGHAI SHUNDA TRANSPORT', type: 'supplier' },
  { code: 'PVGWH', name: '浦东国际机场货运站', en: 'PVG CARGO TERMINAL', type: 'supplier' },
  { code: 'SHBROKER', name: '上海通关报关行', en: 'SHANGHAI CUSTOMS BROKER', type: 'supplier' },
  { code: 'COSCO', name: '中远海运集装箱运输有限公司', en: 'COSCO SHIPPING LINES', type: 'carrier' },
];
/**
 * [code, 中文, English, fee type, charge unit, tax %, business scope (null: any)]. Also what the personal
 * settings offer as a type's default fee item.
 */
const SERVICES: [string, string, string, string, string, string, string | null][] = [
  ['AF', '空运费', 'AIR FREIGHT', 'FREIGHT', 'KG', '0', 'AE'],
  ['FSC', '燃油附加费', 'FUEL SURCHARGE', 'SURCHARGE', 'KG', '0', 'AE'],
  ['OF', '海运费', 'OCEAN FREIGHT', 'FREIGHT', 'CONTAINER', '0', 'SE'],
  ['THC', '码头操作费', 'TERMINAL HANDLING', 'SURCHARGE', 'CONTAINER', '6', 'SE'],
  ['RAIL', '铁路运费', 'RAIL FREIGHT', 'FREIGHT', 'CONTAINER', '0', 'TE'],
  ['TRK', '拖车费', 'TRUCKING', 'DELIVERY', 'SHIPMENT', '9', null],
  ['CUS', '报关费', 'CUSTOMS CLEARANCE', 'CUSTOMS', 'SHIPMENT', '6', null],
  ['WH', '仓储费', 'WAREHOUSING', 'WAREHOUSE', 'KG', '6', null],
  ['DOC', '文件费', 'DOCUMENTATION', 'OTHER', 'SHIPMENT', '6', null],
  ['DLV', '派送费', 'DELIVERY', 'DELIVERY', 'SHIPMENT', '9', null],
];

/** Older orders per scope over days 8..95 (the dashboard's 7 days keep their own). */
const OLDER: Record<BusinessScope, number> = { AE: 70, AI: 30, SE: 30, SI: 18, TE: 12, TI: 8, LC: 24, IO: 10 };

interface Ctx {
  trx: DB;
  now: number;
  midnight: number;
  rnd: () => number;
  /** ISO day n days ago (Shanghai). */
  day: (daysAgo: number) => string;
  rates: Map<string, [string, string][]>;
}

/** The seeded book rate of a currency on a day (as the server's rateOn would find it). */
function rateAt(x: Ctx, currency: string, day: string): string {
  if (currency === 'CNY') return '1.000000';
  const list = x.rates.get(currency)!;
  let r = list[0][1];
  for (const [from, rate] of list) if (from <= day) r = rate;
  return r;
}

interface OrderSeed {
  scope: BusinessScope;
  id: number;
  code: string;
  day: string;
  customer: number;
  customerIdx: number;
  weight: string;
  teu: number;
  createdBy: number;
}

export async function seedMoney(trx: DB, ids: { demo: number; demo2: number; users: number[] }) {
  const now = Date.now();
  const midnight = Math.floor((now + SHANGHAI) / DAY) * DAY - SHANGHAI;
  const x: Ctx = {
    trx,
    now,
    midnight,
    rnd: sequence(20260412),
    rates: new Map(),
    day: (d) => new Date(midnight + SHANGHAI - d * DAY).toISOString().slice(0, 10),
  };
  const { demo, demo2, users } = ids;

  // Currencies and a book rate per month for four months (foreign currency -> CNY).
  await insert(
    trx,
    'af_currency',
    [
      ['CNY', '人民币', 'Chinese Yuan', 2, '156'],
      ['USD', '美元', 'US Dollar', 2, '840'],
      ['EUR', '欧元', 'Euro', 2, '978'],
      ['JPY', '日元', 'Japanese Yen', 0, '392'],
      ['HKD', '港币', 'Hong Kong Dollar', 2, '344'],
      ['GBP', '英镑', 'Pound Sterling', 2, '826'],
      ['CHF', '瑞士法郎', 'Swiss Franc', 2, '756'],
    ].map(([code, cn, en, minor, num]) => ({
      org_id: demo,
      currencyCode: code,
      currencyNameCn: cn,
      currencyNameEn: en,
      minorUnits: minor,
      numericCode: num,
    })),
  );
  const rateRows: Record<string, unknown>[] = [];
  const base: Record<string, number> = { USD: 7.1012, EUR: 7.7531, JPY: 0.047215 };
  for (const [cur, r0] of Object.entries(base)) {
    const list: [string, string][] = [];
    for (let k = 4; k >= 0; k--) {
      const from = x.day(k * 30 + (k === 4 ? 10 : 0));
      const rate = new Money(r0).times(1 + (4 - k) * 0.0047).toFixed(6);
      list.push([from, rate]);
      rateRows.push({ org_id: demo, currency: cur, currencyName: cur, baseCurrency: 'CNY', rate, rateType: 'BOOK', effectiveDate: from });
    }
    // Settlement rates a little above the book rate: dollar receipts show an exchange gain.
    rateRows.push({
      org_id: demo,
      currency: cur,
      currencyName: cur,
      baseCurrency: 'CNY',
      rate: new Money(list[list.length - 1][1]).times('1.0035').toFixed(6),
      rateType: 'SETTLE',
      effectiveDate: x.day(75),
    });
    x.rates.set(cur, list);
  }
  await insert(trx, 'af_currency_rate', rateRows);

  // Partners and fee services.
  const customerIds = await insert(
    trx,
    'prm_coop',
    CUSTOMERS.map((p) => ({
      org_id: demo,
      coopCode: p.code,
      coopName: p.name,
      coopNameEn: p.en,
      coopType: 'customer',
      creditAmount: p.credit,
      creditDays: p.days,
      lockStatus: '0',
      countryCode: p.code === 'HANSEATIC' ? 'DE' : 'CN',
      created_by: users[0],
    })),
  );
  const supplierIds = await insert(
    trx,
    'prm_coop',
    SUPPLIERS.map((p) => ({
      org_id: demo,
      coopCode: p.code,
      coopName: p.name,
      coopNameEn: p.en,
      coopType: p.type,
      lockStatus: '0',
      countryCode: 'CN',
      created_by: users[0],
    })),
  );
  const serviceIds = await insert(
    trx,
    'prm_service',
    SERVICES.map(([code, cn, en, type, unit, tax, businessScope]) => ({
      org_id: demo,
      serviceCode: code,
      serviceNameCn: cn,
      serviceNameEn: en,
      feeType: type,
      chargeUnit: unit,
      currency: 'CNY',
      taxRate: tax,
      businessScope,
      enabled: true,
    })),
  );
  const svc = Object.fromEntries(SERVICES.map(([code], i) => [code, { id: serviceIds[i], tax: SERVICES[i][5] }]));
  const sup = Object.fromEntries(SUPPLIERS.map((s, i) => [s.code, supplierIds[i]]));
  await insert(
    trx,
    AUDIT_TABLE,
    [...CUSTOMERS, ...SUPPLIERS].map((p, i) => ({
      org_id: demo,
      created_by: users[0],
      updated_by: users[0],
      module: 'prm',
      resource: 'prm_coop',
      record_id: String([...customerIds, ...supplierIds][i]),
      action: 'create',
      user_name: '系统管理员',
      before_data: null,
      after_data: JSON.stringify({ coopCode: p.code, coopName: p.name }),
    })),
  );
  await insert(
    trx,
    AUDIT_TABLE,
    users.map((u, i) => ({
      org_id: demo,
      created_by: users[0],
      updated_by: users[0],
      module: 'hrs',
      resource: 'hrs_user',
      record_id: String(u),
      action: 'create',
      user_name: '系统管理员',
      before_data: null,
      after_data: JSON.stringify({ userName: i ? '张三' : '系统管理员' }),
    })),
  );

  // Orders: the dashboard's get customers; older ones are added over the quarter.
  const orders: OrderSeed[] = [];
  for (const scope of BUSINESS_SCOPES) {
    const table = ORDER_TABLES[scope];
    const teuCol = routeByPath.get(`/${table}`)?.fields?.some((f) => f.name === 'containerNumber') ? 'container_number::int' : '1';
    const recent = await sql<{ id: number; order_code: string; create_time: Date; w: string | null; teu: number | null }>`
      select id, order_code, create_time, coalesce(confirm_charge_weight, plan_charge_weight)::text as w, ${sql.raw(teuCol)} as teu
      from ${sql.raw(table)} where org_id = ${demo} order by id`.execute(trx);
    for (const [i, o] of recent.rows.entries()) {
      const k = i % CUSTOMERS.length;
      await trx
        .updateTable(table)
        .set({ customer_id: customerIds[k], created_by: users[i % 2] })
        .where('id', '=', o.id)
        .execute();
      orders.push({
        scope,
        id: Number(o.id),
        code: o.order_code,
        day: dayOf(o.create_time),
        customer: customerIds[k],
        customerIdx: k,
        weight: o.w ?? '0',
        teu: Number(o.teu ?? 1),
        createdBy: users[i % 2],
      });
    }
    const n = OLDER[scope];
    if (!n) continue;
    const start = recent.rows.length;
    const air = scope === 'AE' || scope === 'AI';
    const rows = Array.from({ length: n }, (_, i) => {
      const daysAgo = 8 + Math.floor((i * 88) / n) + Math.floor(x.rnd() * 2);
      const created = new Date(midnight - daysAgo * DAY + (8 + x.rnd() * 9) * 3_600_000);
      const kg = air ? Math.round(120 + x.rnd() * 2200) : Math.round(3000 + x.rnd() * 16000);
      const charge = scope === 'LC' ? ((kg / 1000) * 1.2).toFixed(3) : String(Math.round(kg * 1.15));
      const k = (i * 3 + (scope.charCodeAt(0) + scope.charCodeAt(1))) % CUSTOMERS.length;
      const r: Record<string, unknown> = {
        org_id: demo,
        create_time: created,
        update_time: created,
        created_by: users[i % 2],
        updated_by: users[i % 2],
        // Written directly, as the lifecycle would have left them (docs/orders.md): finished orders are in
        // the operation stage; their chargeable weights are the agreed ones the charges were priced by.
        orderCode: `${scope}${String(start + i + 1).padStart(6, '0')}`,
        orderStatus: i % 9 === 0 ? 'ARRIVED' : 'DELIVERED',
        orderStage: 'OPERATION',
        orderSource: 'SELF',
        ...(scope !== 'LC' && scope !== 'IO' ? { planChargeWeightManual: charge, confirmChargeWeightManual: charge } : {}),
        customerId: customerIds[k],
        goodsNameCn: ['电子产品', '服装', '机械配件', '日用品'][i % 4],
        goodsNameEn: ['ELECTRONICS', 'GARMENTS', 'MACHINE PARTS', 'SUNDRIES'][i % 4],
        planPieces: 5 + Math.floor(x.rnd() * 120),
        planWeight: kg,
        confirmWeight: kg,
        planChargeWeight: charge,
        confirmChargeWeight: charge,
      };
      if (air) {
        const flights = scope === 'AE' ? ['MU219', 'CA931', 'MU583', 'CA983'] : ['LH728', 'MU220', 'CA932'];
        Object.assign(r, {
          awbNumber: mawb(scope === 'AE' ? (i % 2 ? '999' : '781') : '020', i * 7 + (scope === 'AE' ? 0 : 5000)),
          expectFlight: flights[i % flights.length],
          expectDeparture: dayOf(created),
          departureStation: scope === 'AE' ? 'PVG' : ['FRA', 'LAX', 'NRT'][i % 3],
          arrivalStation: scope === 'AE' ? ['FRA', 'LAX', 'NRT', 'SIN'][i % 4] : 'PVG',
        });
      } else if (scope !== 'LC' && scope !== 'IO') {
        Object.assign(r, {
          containerNumber: 1 + (i % 3),
          departureStation: scope.endsWith('E') ? '上海' : '汉堡',
          arrivalStation: scope.endsWith('E') ? '汉堡' : '上海',
        });
      } else {
        Object.assign(r, { departureStation: '上海', arrivalStation: ['苏州', '杭州', '南京'][i % 3] });
      }
      return r;
    });
    const idsNew = await insert(trx, table, rows);
    rows.forEach((r, i) => {
      orders.push({
        scope,
        id: idsNew[i],
        code: String(r.orderCode),
        day: dayOf(r.create_time as Date),
        customer: r.customerId as number,
        customerIdx: customerIds.indexOf(r.customerId as number),
        weight: String(r.confirmChargeWeight),
        teu: Number(r.containerNumber ?? 1),
        createdBy: r.created_by as number,
      });
    });
  }

  // Charge lines of every order.
  const lines: Record<string, unknown>[] = [];
  const add = (o: OrderSeed, side: 'AR' | 'AP', service: string, coop: number, currency: string, price: string, qty: string) => {
    const minor = minorUnitsOf(currency);
    const rate = rateAt(x, currency, o.day);
    const amount = lineAmount(price, qty, minor);
    const tax = svc[service].tax;
    lines.push({
      org_id: demo,
      created_by: o.createdBy,
      updated_by: o.createdBy,
      businessScope: o.scope,
      orderCode: o.code,
      orderId: o.id,
      orderDate: o.day,
      side,
      serviceId: svc[service].id,
      coopId: coop,
      currency,
      unitPrice: new Money(price).toFixed(4),
      quantity: qty,
      amount,
      taxRate: tax,
      taxAmount: includedTax(amount, tax, minor),
      exchangeRate: rate,
      baseAmount: baseAmount(amount, rate, 2),
    });
  };
  const p = (lo: number, hi: number, d = 2) => (lo + x.rnd() * (hi - lo)).toFixed(d);
  for (const o of orders) {
    const usd = o.customerIdx === 4; // the German customer is billed in dollars
    const cw = o.weight;
    const teu = String(Math.max(1, o.teu));
    switch (o.scope) {
      case 'AE':
        add(o, 'AR', 'AF', o.customer, usd ? 'USD' : 'CNY', usd ? p(2.6, 3.8) : p(19, 31), cw);
        add(o, 'AR', 'FSC', o.customer, usd ? 'USD' : 'CNY', usd ? '0.55' : '4.20', cw);
        add(o, 'AR', 'DOC', o.customer, 'CNY', '150', '1');
        add(o, 'AP', 'AF', sup.MUCARGO, 'CNY', p(14, 22), cw);
        add(o, 'AP', 'TRK', sup.SHTRUCK, 'CNY', '600', '1');
        break;
      case 'AI':
        add(o, 'AR', 'CUS', o.customer, 'CNY', '350', '1');
        add(o, 'AR', 'DLV', o.customer, 'CNY', p(600, 1200, 0), '1');
        add(o, 'AR', 'WH', o.customer, 'CNY', '0.80', cw);
        add(o, 'AP', 'CUS', sup.SHBROKER, 'CNY', '200', '1');
        add(o, 'AP', 'WH', sup.PVGWH, 'CNY', '0.45', cw);
        break;
      case 'SE':
      case 'SI':
        add(o, 'AR', 'OF', o.customer, 'USD', p(1100, 1600, 0), teu);
        add(o, 'AR', 'THC', o.customer, 'CNY', '850', teu);
        add(o, 'AP', 'OF', sup.COSCO, 'USD', p(850, 1050, 0), teu);
        add(o, 'AP', 'TRK', sup.SHTRUCK, 'CNY', '1600', teu);
        break;
      case 'TE':
      case 'TI':
        add(o, 'AR', 'RAIL', o.customer, 'USD', p(3600, 4200, 0), teu);
        add(o, 'AP', 'RAIL', sup.COSCO, 'USD', p(2900, 3300, 0), teu);
        add(o, 'AP', 'TRK', sup.SHTRUCK, 'CNY', '1200', teu);
        break;
      case 'LC':
        add(o, 'AR', 'TRK', o.customer, 'CNY', p(110, 140), cw);
        add(o, 'AP', 'TRK', sup.SHTRUCK, 'CNY', p(78, 95), cw);
        break;
      default:
        add(o, 'AR', 'WH', o.customer, 'CNY', '2000', '1');
        add(o, 'AP', 'WH', sup.PVGWH, 'CNY', '1300', '1');
    }
  }
  const lineIds = await insert(trx, CHARGE_TABLE, lines);
  lines.forEach((l, i) => {
    l.id = lineIds[i];
  });

  // Bills: per partner, side, currency and month of the last three whole months.
  const monthOf = (d: string) => d.slice(0, 7);
  const months = [1, 2, 3].map((k) => {
    const d = new Date(Date.UTC(+x.day(0).slice(0, 4), +x.day(0).slice(5, 7) - 1 - k, 1));
    return d.toISOString().slice(0, 7);
  });
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const l of lines) {
    const m = monthOf(String(l.orderDate));
    if (!months.includes(m)) continue;
    const key = `${l.side}|${l.coopId}|${l.currency}|${m}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const lastDay = (m: string) => new Date(Date.UTC(+m.slice(0, 4), +m.slice(5, 7), 0)).toISOString().slice(0, 10);
  const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
  const today = x.day(0);
  const bills: { id: number; side: string; coop: number; currency: string; month: number; date: string }[] = [];
  let seq = 0;
  for (const [key, ls] of groups) {
    const [side, coop, currency, m] = key.split('|');
    const age = months.indexOf(m) + 1; // 1 = last month
    const billDate = addDays(lastDay(m), 1) > today ? today : addDays(lastDay(m), 1);
    const coopIdx = customerIds.indexOf(Number(coop));
    const credit = side === 'AR' ? (CUSTOMERS[coopIdx]?.days ?? 30) : 30;
    // AR: last month sent; earlier settled, except 深圳创新 two months ago (overdue) and one submitted payment.
    const status =
      side === 'AR'
        ? age === 1 || (age === 2 && coopIdx === 2)
          ? 'SENT'
          : 'CONFIRMED'
        : age === 1
          ? seq % 4 === 0
            ? 'SUBMITTED'
            : 'APPROVED'
          : 'APPROVED';
    seq += 1;
    const prefix = side === 'AR' ? 'DN' : 'PA';
    const billNumber = `${prefix}${m.replace('-', '')}-${String(seq).padStart(4, '0')}`;
    const confirmed = status !== 'SUBMITTED';
    const [id] = await insert(trx, BILL_TABLE, [
      {
        org_id: demo,
        created_by: users[1],
        updated_by: users[1],
        bill_type: side,
        billNumber,
        coopId: Number(coop),
        currency,
        // The overdue one is due a few days ago whatever today is (the ageing and overdue reports show it).
        billDate,
        dueDate:
          side === 'AR' && age === 2 && coopIdx === 2
            ? addDays(billDate, credit) < today
              ? addDays(billDate, credit)
              : addDays(today, -3)
            : addDays(billDate, credit),
        billStatus: status,
        amount: '0',
        taxAmount: '0',
        settledAmount: '0',
        balance: '0',
        confirmTime: confirmed ? new Date(Date.parse(`${billDate}T02:00:00Z`)) : null,
        confirmedBy: confirmed ? '系统管理员' : null,
        sentTime: status === 'SENT' || (side === 'AR' && age > 1) ? new Date(Date.parse(`${billDate}T03:00:00Z`)) : null,
        invoiceNumber: side === 'AR' && age > 1 ? `0440${String(31000000 + seq)}` : null,
        invoiceType: side === 'AR' && age > 1 ? 'VAT_SPECIAL' : null,
        invoiceDate: side === 'AR' && age > 1 ? billDate : null,
        paymentMethod: side === 'AP' ? 'BANK' : null,
      },
    ]);
    await trx
      .updateTable(CHARGE_TABLE)
      .set({ bill_id: id })
      .where(
        'id',
        'in',
        ls.map((l) => Number(l.id)),
      )
      .execute();
    await recomputeBill(trx, demo, id);
    bills.push({ id, side, coop: Number(coop), currency, month: age, date: billDate });
  }
  // A draft debit note of this month for the first customer.
  const draftLines = lines.filter(
    (l) =>
      l.side === 'AR' &&
      l.coopId === customerIds[0] &&
      l.currency === 'CNY' &&
      monthOf(String(l.orderDate)) === monthOf(today) &&
      String(l.orderDate) < x.day(7),
  );
  if (draftLines.length) {
    const [id] = await insert(trx, BILL_TABLE, [
      {
        org_id: demo,
        created_by: users[1],
        updated_by: users[1],
        bill_type: 'AR',
        billNumber: `DN${today.slice(0, 7).replace('-', '')}-9001`,
        coopId: customerIds[0],
        currency: 'CNY',
        billDate: today,
        dueDate: addDays(today, 30),
        billStatus: 'DRAFT',
        amount: '0',
        taxAmount: '0',
        settledAmount: '0',
        balance: '0',
      },
    ]);
    await trx
      .updateTable(CHARGE_TABLE)
      .set({ bill_id: id })
      .where(
        'id',
        'in',
        draftLines.map((l) => Number(l.id)),
      )
      .execute();
    await recomputeBill(trx, demo, id);
  }

  // Settlements: bills of two and three months ago paid (深圳创新's two-month-old bill left overdue),
  // a dollar receipt at the settlement rate, a bank fee written off, last month's bills partly paid.
  let sn = 0;
  for (const b of bills) {
    const bill = await trx.selectFrom(BILL_TABLE).select(['amount', 'bill_status']).where('id', '=', b.id).executeTakeFirstOrThrow();
    const amount = new Money(String(bill.amount));
    if (amount.isZero() || bill.bill_status === 'SUBMITTED') continue;
    const overdueOne = b.side === 'AR' && b.month === 2 && b.coop === customerIds[2];
    if (overdueOne) continue;
    let pay = amount;
    let fee = new Money(0);
    if (b.month === 1) {
      if (b.side === 'AP' || sn % 2 === 1) {
        sn += 1;
        continue;
      }
      pay = amount.times('0.4').toDecimalPlaces(minorUnitsOf(b.currency), Money.ROUND_HALF_UP);
    } else if (b.side === 'AR' && b.currency === 'CNY' && sn % 5 === 0 && amount.gt(1500)) {
      fee = new Money('15.00');
      pay = amount.minus(fee);
    }
    sn += 1;
    const settleDate = addDays(b.date, 12 + (sn % 9)) > today ? today : addDays(b.date, 12 + (sn % 9));
    const rate = b.currency === 'CNY' ? '1.000000' : new Money(rateAt(x, b.currency, settleDate)).times('1.0035').toFixed(6);
    const type = b.side === 'AR' ? 'RECEIPT' : 'PAYMENT';
    const [settleId] = await insert(trx, 'prm_coop_settle', [
      {
        org_id: demo,
        created_by: users[0],
        updated_by: users[0],
        settleNumber: `${type === 'RECEIPT' ? 'SK' : 'FK'}${settleDate.slice(0, 7).replace('-', '')}-${String(sn).padStart(4, '0')}`,
        coopId: b.coop,
        settleType: type,
        settleDate,
        currency: b.currency,
        amount: pay.toFixed(2),
        exchangeRate: rate,
        baseAmount: baseAmount(pay, rate, 2),
        appliedAmount: '0',
        unappliedAmount: pay.toFixed(2),
        paymentMethod: 'BANK',
        settleStatus: 'UNAPPLIED',
      },
    ]);
    await trx
      .insertInto('css_settle_item')
      .values({
        org_id: demo,
        settle_id: settleId,
        bill_id: b.id,
        amount: pay.toFixed(2),
        write_off_amount: fee.toFixed(2),
        created_by: users[0],
      })
      .execute();
    await recomputeBill(trx, demo, b.id);
    await recomputeSettle(trx, demo, settleId);
    if (b.month > 1) await trx.updateTable(BILL_TABLE).set({ bill_status: 'SETTLED' }).where('id', '=', b.id).execute();
  }

  // Expense claims, cloud users, manifests and declarations, rates.
  await insert(
    trx,
    'css_expense_reimbursement',
    [
      ['BX0001', '张三', 'TRAVEL', 35, '2860.00', 'PAID'],
      ['BX0002', '张三', 'ENTERTAINMENT', 20, '1200.00', 'APPROVED'],
      ['BX0003', '系统管理员', 'OFFICE', 50, '680.50', 'PAID'],
      ['BX0004', '张三', 'TRANSPORT', 3, '156.00', 'APPROVED'],
      ['BX0005', '张三', 'COMMUNICATION', 1, '99.00', 'SUBMITTED'],
    ].map(([no, who, type, d, amount, status]) => ({
      org_id: demo,
      reimbursementNumber: no,
      applicantName: who,
      expenseType: type,
      expenseDate: x.day(d as number),
      amount,
      currency: 'CNY',
      approvalStatus: status,
    })),
  );
  await insert(trx, 'prm_cloud_user', [
    {
      org_id: demo,
      loginName: 'bright01',
      userName: '王芳',
      coopId: customerIds[0],
      userRole: 'CUSTOMER',
      userStatus: 'ENABLED',
      phoneNumber: '13900139001',
    },
    {
      org_id: demo,
      loginName: 'sztech01',
      userName: '李明',
      coopId: customerIds[2],
      userRole: 'CUSTOMER',
      userStatus: 'ENABLED',
      phoneNumber: '13900139002',
    },
  ]);
  const air = await sql<{ id: number; awb: string; t: Date; q: number | null; w: string | null; f: string | null; ie: string }>`
    select id, awb_number as awb, create_time as t, plan_pieces as q, plan_weight::text as w, expect_flight as f, 'E' as ie from af_order where org_id = ${demo} and awb_number is not null
    union all
    select id, awb_number, create_time, plan_pieces, plan_weight::text, expect_flight, 'I' from ai_order where org_id = ${demo} and awb_number is not null
    order by 3 desc limit 40`.execute(trx);
  const manifest: Record<string, unknown>[] = [];
  const decl: Record<string, unknown>[] = [];
  air.rows.forEach((o, i) => {
    const t0 = new Date(o.t).getTime();
    const h = (n: number) => (t0 + n * 3_600_000 < now ? new Date(t0 + n * 3_600_000) : null);
    manifest.push({
      org_id: demo,
      mawbNumber: o.awb,
      masterFlag: true,
      ieFlag: o.ie,
      flightNo: o.f,
      customsCode: o.ie === 'E' ? '2233' : '2244',
      quantity: o.q,
      grossWeight: o.w,
      provisionTime: h(2),
      originalTime: h(20),
      arriveTime: h(26),
      tallyTime: i % 3 ? h(30) : null,
      applyTime: i % 3 ? h(32) : null,
      passedTime: i % 4 ? h(40) : null,
    });
    if (i % 2 === 0)
      decl.push({
        org_id: demo,
        declarationNumber: `22332026${String(100000 + i).slice(1)}0`,
        awbNumber: o.awb,
        customsOffice: o.ie === 'E' ? '浦东机场海关' : '浦东海关',
        tradeMode: '0110',
        goodsName: '电子产品',
        declarationDate: dayOf(new Date(t0 + DAY)),
        declarationStatus: ['RELEASED', 'DECLARED', 'INSPECTION', 'RELEASED'][i % 4],
        ie: o.ie,
      });
  });
  if (manifest.length) await insert(trx, 'os_manifest', manifest);
  const byIe = (ie: string) => decl.filter((d) => d.ie === ie).map(({ ie: _ie, ...d }) => d);
  if (byIe('E').length) await insert(trx, 'af_customs_declaration', byIe('E'));
  if (byIe('I').length) await insert(trx, 'ai_customs_declaration', byIe('I'));

  const lanes: [string, string, string, string[]][] = [
    ['PVG', 'FRA', 'MU', ['320.00', '32.50', '25.80', '22.60', '20.10', '18.90', '17.50']],
    ['PVG', 'LAX', 'CA', ['350.00', '38.00', '30.20', '27.40', '24.80', '22.30', '20.90']],
    ['PVG', 'NRT', 'MU', ['200.00', '15.60', '12.30', '10.80', '9.60', '8.90', '8.20']],
  ];
  const rateCols = ['minCharge', 'rateN', 'rate45', 'rate100', 'rate300', 'rate500', 'rate1000'];
  await insert(
    trx,
    'af_tact',
    lanes.map(([d, a, k, r]) => ({
      org_id: demo,
      departureAirport: d,
      arrivalAirport: a,
      carrierCode: k,
      currency: 'CNY',
      ...Object.fromEntries(rateCols.map((n, i) => [n, r[i]])),
    })),
  );
  await insert(
    trx,
    'af_tariff_details',
    lanes.map(([d, a, k, r]) => ({
      org_id: demo,
      departureAirport: d,
      arrivalAirport: a,
      carrierCode: k,
      currency: 'CNY',
      coopId: sup.MUCARGO,
      goodsType: 'GEN',
      validFrom: x.day(30),
      validTo: x.day(-60),
      fuelSurcharge: '4.20',
      securitySurcharge: '0.20',
      otherCharges: '150.00',
      transitTime: '2-3天',
      ...Object.fromEntries(rateCols.map((n, i) => [n, new Money(r[i]).times('0.82').toFixed(2)])),
    })),
  );

  // The group: DEMO is DEMO2's group; DEMO2 has a little business of its own.
  await trx.updateTable('hrs_org').set({ group_org_id: demo }).where('id', '=', demo2).execute();
  await seedMember(trx, x, demo2);
}

/** DEMO2's own customers, orders (10 to 40 days ago), charges and a sent debit note. */
async function seedMember(trx: DB, x: Ctx, org: number) {
  const [cust] = await insert(trx, 'prm_coop', [
    {
      org_id: org,
      coopCode: 'SUZHOU01',
      coopName: '苏州精工制造有限公司',
      coopType: 'customer',
      lockStatus: '0',
      creditAmount: '100000.00',
      creditDays: 30,
    },
  ]);
  const [truck] = await insert(trx, 'prm_coop', [
    { org_id: org, coopCode: 'KSTRUCK', coopName: '昆山快运有限公司', coopType: 'supplier', lockStatus: '0' },
  ]);
  const [svc] = await insert(trx, 'prm_service', [
    {
      org_id: org,
      serviceCode: 'TRK',
      serviceNameCn: '运输费',
      serviceNameEn: 'TRUCKING',
      feeType: 'DELIVERY',
      currency: 'CNY',
      taxRate: '9',
      enabled: true,
    },
  ]);
  const orders = Array.from({ length: 6 }, (_, i) => {
    const created = new Date(x.midnight - (10 + i * 6) * DAY + 10 * 3_600_000);
    return {
      org_id: org,
      create_time: created,
      update_time: created,
      orderCode: `LC9${String(i + 1).padStart(5, '0')}`,
      orderStatus: 'DELIVERED',
      orderStage: 'OPERATION',
      orderSource: 'SELF',
      customerId: cust,
      planWeight: 8000 + i * 500,
      planChargeWeight: (9.6 + i * 0.6).toFixed(3),
      departureStation: '苏州',
      arrivalStation: '上海',
    };
  });
  const ids = await insert(trx, 'lc_order', orders);
  const lines: Record<string, unknown>[] = [];
  orders.forEach((o, i) => {
    const day = dayOf(o.create_time);
    for (const [side, coop, price] of [
      ['AR', cust, '150'],
      ['AP', truck, '105'],
    ] as const) {
      const amount = lineAmount(price, o.planChargeWeight, 2);
      lines.push({
        org_id: org,
        businessScope: 'LC',
        orderCode: o.orderCode,
        orderId: ids[i],
        orderDate: day,
        side,
        serviceId: svc,
        coopId: coop,
        currency: 'CNY',
        unitPrice: new Money(price).toFixed(4),
        quantity: o.planChargeWeight,
        amount,
        taxRate: '9',
        taxAmount: includedTax(amount, '9', 2),
        exchangeRate: '1.000000',
        baseAmount: amount,
      });
    }
  });
  const lineIds = await insert(trx, CHARGE_TABLE, lines);
  const billDate = x.day(5);
  const [bill] = await insert(trx, BILL_TABLE, [
    {
      org_id: org,
      bill_type: 'AR',
      billNumber: `DN${billDate.slice(0, 7).replace('-', '')}-0001`,
      coopId: cust,
      currency: 'CNY',
      billDate,
      dueDate: x.day(-25),
      billStatus: 'SENT',
      amount: '0',
      taxAmount: '0',
      settledAmount: '0',
      balance: '0',
      sentTime: new Date(x.now - 5 * DAY),
    },
  ]);
  await trx
    .updateTable(CHARGE_TABLE)
    .set({ bill_id: bill })
    .where(
      'id',
      'in',
      lineIds.filter((_, i) => lines[i].side === 'AR'),
    )
    .execute();
  await recomputeBill(trx, org, bill);
}

const dayOf = (t: Date | string) => new Date(new Date(t).getTime() + SHANGHAI).toISOString().slice(0, 10);
