import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { INQUIRY_AGENT_SUPPLIERS, supplierForDeparture } from '../../src/schemas/regions';
import type { Place } from '../../src/schemas/cargo-search';
import type { AppContext } from '../context';
import { badRequest, forbidden, ok } from '../http/envelope';
import { columnOf, type DataResource } from '../resources/model';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';

/**
 * Route and price search (docs/search-tracking.md): place suggestions for the dashboard's 在线搜索,
 * the organisation's own rates of a lane for /panelSearch (TACT, tariff details, sea rates, each only
 * for users holding that list's menu), the external price page's address, and the inquiry agents the
 * external page's create-yctop-order message needs (docs/behaviour.md §2.4).
 */

const TACT = 'af_tact';
const TARIFF = 'af_tariff_details';
const SEA = 'sc_freight_rate';
const AIRPORT = 'af_airport';
const PORT = 'sc_port_maintenance';
const CITY = 'af_city';
const CARRIER = 'af_carrier';
const SHIP_COMPANY = 'sc_ship_company';
const PARTNER = 'prm_coop';
const INQUIRY = 'af_order_inquiry';
const AGENT = 'prm_inquiry_agent';

/** Rows one lane answer holds per kind of rate; a lane with more shows the first ones by validity. */
export const LANE_ROWS_MAX = 200;

const esc = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** Money stays exact on the wire: the numeric column's text. */
const money = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Today's date in China (the product's business day), 'YYYY-MM-DD'. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface LaneEnd {
  input: string;
  airports: string[];
  ports: string[];
}

export default async function priceSearchPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const res = (name: string) => ctx.resources.get(name);
  const col = (name: string) => columnOf(name);

  /** Airports and ports of the organisation whose code starts with, or whose name contains, the text. */
  async function places(orgId: number, keyword: string, limit: number): Promise<Place[]> {
    const out: Place[] = [];
    const upper = keyword.toUpperCase();
    const like = `%${esc(keyword)}%`;
    const prefix = `${esc(upper)}%`;
    for (const [name, kind, code, cn, en] of [
      [AIRPORT, 'airport', 'airportCode', 'airportNameCn', 'airportNameEn'],
      [PORT, 'port', 'portCode', 'portNameCn', 'portNameEn'],
    ] as const) {
      const r = res(name);
      if (!r) continue;
      const rows = await db
        .selectFrom(r.table as any)
        .select([`${col(code)} as code`, `${col(cn)} as name_cn`, `${col(en)} as name_en`, 'country_code'] as any)
        .where('org_id' as any, '=', orgId)
        .where((eb: any) => eb.or([eb(col(code), 'like', prefix), eb(col(cn), 'ilike', like), eb(col(en), 'ilike', like)]))
        .orderBy(col(code) as any)
        .limit(limit)
        .execute();
      for (const row of rows as any[]) {
        out.push({
          code: String(row.code).toUpperCase(),
          nameCn: row.name_cn ?? null,
          nameEn: row.name_en ?? null,
          kind,
          countryCode: row.country_code ?? null,
        });
      }
    }
    // Exact codes first, then code prefixes, then name hits; airports before ports within each.
    const rank = (p: Place) => (p.code === upper ? 0 : p.code.startsWith(upper) ? 1 : 2);
    return out.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
  }

  /**
   * What a lane end means: a 3-letter code is an airport (or a city code, meaning its airports), a
   * 5-letter code a port, anything else a name matched exactly against airports, cities and ports.
   */
  async function laneEnd(orgId: number, input: string): Promise<LaneEnd> {
    const upper = input.toUpperCase();
    const airports = new Set<string>();
    const ports = new Set<string>();
    const airport = res(AIRPORT);
    const port = res(PORT);
    const city = res(CITY);
    if (/^[A-Z]{3}$/.test(upper)) {
      airports.add(upper);
      if (airport) {
        const rows = await db
          .selectFrom(airport.table as any)
          .select(`${col('airportCode')} as code` as any)
          .where('org_id' as any, '=', orgId)
          .where(col('cityCode') as any, '=', upper)
          .limit(20)
          .execute();
        for (const r of rows as any[]) airports.add(String(r.code).toUpperCase());
      }
    } else if (/^[A-Z]{5}$/.test(upper)) {
      ports.add(upper);
    } else {
      const name = input.toLowerCase();
      if (airport) {
        const rows = await db
          .selectFrom(airport.table as any)
          .select(`${col('airportCode')} as code` as any)
          .where('org_id' as any, '=', orgId)
          .where((eb: any) => eb.or([eb(col('airportNameCn'), '=', input), eb(eb.fn('lower', [col('airportNameEn')]), '=', name)]))
          .limit(20)
          .execute();
        for (const r of rows as any[]) airports.add(String(r.code).toUpperCase());
      }
      if (city && airport) {
        // "上海" names the city: its airports (PVG, SHA) serve the lane.
        const rows = await db
          .selectFrom(airport.table as any)
          .select(`${col('airportCode')} as code` as any)
          .where('org_id' as any, '=', orgId)
          .where(
            col('cityCode') as any,
            'in',
            db
              .selectFrom(city.table as any)
              .select(col('cityCode') as any)
              .where('org_id' as any, '=', orgId)
              .where((eb: any) => eb.or([eb(col('cityNameCn'), '=', input), eb(eb.fn('lower', [col('cityNameEn')]), '=', name)])) as any,
          )
          .limit(20)
          .execute();
        for (const r of rows as any[]) airports.add(String(r.code).toUpperCase());
      }
      if (port) {
        const rows = await db
          .selectFrom(port.table as any)
          .select(`${col('portCode')} as code` as any)
          .where('org_id' as any, '=', orgId)
          .where((eb: any) => eb.or([eb(col('portNameCn'), '=', input), eb(eb.fn('lower', [col('portNameEn')]), '=', name)]))
          .limit(20)
          .execute();
        for (const r of rows as any[]) ports.add(String(r.code).toUpperCase());
      }
    }
    return { input, airports: [...airports], ports: [...ports] };
  }

  /** Names by id or code of a small set of referenced rows (carriers, partners, shipping lines). */
  async function namesOf(r: DataResource | undefined, orgId: number, keyCol: string, nameCols: string[], keys: unknown[]) {
    const wanted = [...new Set(keys.filter((k) => k !== null && k !== undefined && k !== ''))];
    const out = new Map<string, string>();
    if (!r || !wanted.length) return out;
    const rows = await db
      .selectFrom(r.table as any)
      .select([`${keyCol} as k`, ...nameCols.map((c, i) => `${c} as n${i}`)] as any)
      .where('org_id' as any, '=', orgId)
      .where(keyCol as any, 'in', wanted as any)
      .execute();
    for (const row of rows as any[]) {
      const name = nameCols.map((_, i) => row[`n${i}`]).find((n) => typeof n === 'string' && n.trim());
      if (name) out.set(String(row.k), name);
    }
    return out;
  }

  /** Rates of an air lane from one rate table; TACT has no validity, tariffs hide expired ones. */
  async function airRates(r: DataResource, orgId: number, from: string[], to: string[], valid: boolean) {
    if (!from.length || !to.length) return [];
    let q = db
      .selectFrom(r.table as any)
      .selectAll()
      .where('org_id' as any, '=', orgId)
      .where(col('departureAirport') as any, 'in', from)
      .where(col('arrivalAirport') as any, 'in', to);
    if (valid) q = q.where((eb: any) => eb.or([eb(col('validTo'), 'is', null), eb(col('validTo'), '>=', today())]));
    return (await q
      .orderBy(col('carrierCode') as any)
      .orderBy('id' as any)
      .limit(LANE_ROWS_MAX)
      .execute()) as Record<string, unknown>[];
  }

  handle(pages.places, async (req) => {
    const keyword = str((req.query as { keyword?: unknown }).keyword).slice(0, 50);
    if (!keyword) return ok([]);
    return ok(await places(req.user!.orgId, keyword, 20));
  });

  handle(pages.laneRates, async (req) => {
    const user = req.user!;
    const q = req.query as { f?: unknown; t?: unknown };
    const f = str(q.f).slice(0, 50);
    const t = str(q.t).slice(0, 50);
    if (!f || !t) throw badRequest('请输入起运地和目的地', { ...(f ? {} : { f: '请输入起运地' }), ...(t ? {} : { t: '请输入目的地' }) });
    const [from, to] = [await laneEnd(user.orgId, f), await laneEnd(user.orgId, t)];
    const may = (name: string) => user.menus.has(name) && !!res(name);

    const carrierNames = (rows: Record<string, unknown>[]) =>
      namesOf(
        res(CARRIER),
        user.orgId,
        col('carrierCode'),
        [col('carrierNameCn'), col('carrierNameEn')],
        rows.map((x) => x[col('carrierCode')]),
      );
    const breaks = (x: Record<string, unknown>) => ({
      minCharge: money(x.min_charge),
      rateN: money(x.rate_n),
      rate45: money(x.rate45),
      rate100: money(x.rate100),
      rate300: money(x.rate300),
      rate500: money(x.rate500),
      rate1000: money(x.rate1000),
    });

    let tact = null;
    if (may(TACT)) {
      const rows = await airRates(res(TACT)!, user.orgId, from.airports, to.airports, false);
      const names = await carrierNames(rows);
      tact = rows.map((x) => ({
        id: x.id,
        departureAirport: x.departure_airport,
        arrivalAirport: x.arrival_airport,
        carrierCode: x.carrier_code ?? null,
        carrierName: names.get(String(x.carrier_code)) ?? null,
        currency: x.currency,
        ...breaks(x),
      }));
    }

    let tariffs = null;
    if (may(TARIFF)) {
      const rows = await airRates(res(TARIFF)!, user.orgId, from.airports, to.airports, true);
      const names = await carrierNames(rows);
      const suppliers = await namesOf(
        res(PARTNER),
        user.orgId,
        'id',
        [col('coopName')],
        rows.map((x) => x.coop_id),
      );
      tariffs = rows.map((x) => ({
        id: x.id,
        departureAirport: x.departure_airport,
        arrivalAirport: x.arrival_airport,
        carrierCode: x.carrier_code ?? null,
        carrierName: names.get(String(x.carrier_code)) ?? null,
        currency: x.currency,
        ...breaks(x),
        supplierName: suppliers.get(String(x.coop_id)) ?? null,
        goodsType: x.goods_type ?? null,
        validFrom: x.valid_from ?? null,
        validTo: x.valid_to ?? null,
        fuelSurcharge: money(x.fuel_surcharge),
        securitySurcharge: money(x.security_surcharge),
        otherCharges: money(x.other_charges),
        transitTime: x.transit_time ?? null,
        remark: x.remark ?? null,
      }));
    }

    let seaRates = null;
    const sea = res(SEA);
    if (may(SEA) && sea) {
      const rows =
        !from.ports.length || !to.ports.length
          ? []
          : ((await db
              .selectFrom(sea.table as any)
              .selectAll()
              .where('org_id' as any, '=', user.orgId)
              .where(col('polCode') as any, 'in', from.ports)
              .where(col('podCode') as any, 'in', to.ports)
              .where((eb: any) => eb.or([eb(col('validTo'), 'is', null), eb(col('validTo'), '>=', today())]))
              .orderBy(col('validFrom') as any, 'desc')
              .orderBy('id' as any)
              .limit(LANE_ROWS_MAX)
              .execute()) as Record<string, unknown>[]);
      const lines = await namesOf(
        res(SHIP_COMPANY),
        user.orgId,
        'id',
        [col('companyNameCn'), col('companyNameEn')],
        rows.map((x) => x.ship_company_id),
      );
      seaRates = rows.map((x) => ({
        id: x.id,
        polCode: x.pol_code,
        podCode: x.pod_code,
        shipCompanyName: lines.get(String(x.ship_company_id)) ?? null,
        price20gp: money(x.price20gp),
        price40gp: money(x.price40gp),
        price40hq: money(x.price40hq),
        priceLcl: money(x.price_lcl),
        currency: x.currency,
        transitDays: x.transit_days ?? null,
        sailingDays: x.sailing_days ?? null,
        validFrom: x.valid_from ?? null,
        validTo: x.valid_to ?? null,
        remark: x.remark ?? null,
      }));
    }
    return ok({ from, to, tact, tariffs, seaRates, canInquire: user.buttons.has(buttonCode(INQUIRY, 'create')) });
  });

  /** The external price page to embed (PRICE_SEARCH_URL), or null: then /panelSearch shows the own rates. */
  handle(pages.priceSearchConfig, async () => {
    const url = ctx.config.priceSearchUrl ?? null;
    return ok({ externalUrl: url, origin: url ? new URL(url).origin : null });
  });

  // ---- The inquiry agents of the external price page (docs/behaviour.md §2.4, docs/search-tracking.md) ----

  const agentRes = () => {
    const r = res(AGENT);
    if (!r) throw forbidden();
    return r;
  };

  async function province(orgId: number, departure: string): Promise<string | null> {
    const airport = res(AIRPORT);
    const city = res(CITY);
    if (!airport || !city || !/^[A-Z]{3}$/.test(departure)) return null;
    const row = await db
      .selectFrom(city.table as any)
      .select(`${col('stateCode')} as state` as any)
      .where('org_id' as any, '=', orgId)
      .where(
        col('cityCode') as any,
        'in',
        db
          .selectFrom(airport.table as any)
          .select(col('cityCode') as any)
          .where('org_id' as any, '=', orgId)
          .where(col('airportCode') as any, '=', departure) as any,
      )
      .limit(1)
      .executeTakeFirst();
    return (row as any)?.state ?? null;
  }

  /** The four agents the organisation holds (by agent code), and the one for a departure. */
  async function fourAgents(req: FastifyRequest) {
    const user = req.user!;
    if (!user.menus.has(INQUIRY)) throw forbidden();
    const r = agentRes();
    const codes = INQUIRY_AGENT_SUPPLIERS.map((s) => s.supplierCode);
    const rows = (await db
      .selectFrom(r.table as any)
      .select(['id', `${col('agentCode')} as code`] as any)
      .where('org_id' as any, '=', user.orgId)
      .where(col('agentCode') as any, 'in', codes)
      .execute()) as any[];
    const have = new Map(rows.map((x) => [String(x.code), Number(x.id)]));
    const departure = str(
      (req.query as { departure?: unknown }).departure ?? (req.body as { departure?: unknown } | undefined)?.departure,
    ).toUpperCase();
    const supplier = supplierForDeparture(departure, departure ? await province(user.orgId, departure) : null);
    return { user, r, have, codes, supplier };
  }

  handle(pages.getInquiryAgents, async (req) => {
    const { have, codes, supplier } = await fourAgents(req);
    const missing = codes.filter((c) => !have.has(c));
    return ok({ exists: missing.length === 0, missing, agentCode: supplier, agentId: have.get(supplier) ?? null });
  });

  handle(pages.createInquiryAgents, async (req) => {
    const { user, r, have, codes, supplier } = await fourAgents(req);
    if (!user.buttons.has(buttonCode(INQUIRY, 'create'))) throw forbidden();
    const missing = INQUIRY_AGENT_SUPPLIERS.filter((s) => !have.has(s.supplierCode));
    if (missing.length) {
      const inserted = (await db
        .insertInto(r.table as any)
        .values(
          missing.map((s) => ({
            org_id: user.orgId,
            created_by: user.userId,
            updated_by: user.userId,
            [col('agentCode')]: s.supplierCode,
            [col('agentName')]: `运价平台询价代理（${s.zh}）`,
            [col('regionCode')]: s.code,
            [col('businessScope')]: 'AE',
            [col('agentStatus')]: 'ENABLED',
            [col('remark')]: '由运价查询页创建',
          })) as any,
        )
        .onConflict((oc: any) => oc.columns(['org_id', col('agentCode')]).doNothing())
        .returning(['id', `${col('agentCode')} as code`] as any)
        .execute()) as any[];
      for (const x of inserted) have.set(String(x.code), Number(x.id));
    }
    return ok(
      {
        created: missing.length,
        agentCode: supplier,
        agentId: have.get(supplier) ?? null,
        agents: codes.map((c) => ({ agentCode: c, agentId: have.get(c) ?? null })),
      },
      '保存成功！',
    );
  });
}
