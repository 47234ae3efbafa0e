import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, notFound, ok } from '../http/envelope';
import { BARCODE_LABEL_CATEGORY_TYPE, BARCODE_LABEL_SIZES } from '../../src/schemas/settings-options';
import { BUSINESS_SCOPES } from '../../src/schemas/scopes';
import { WAREHOUSE_TYPES } from '../../src/resources/fieldsets/personal';
import { contractRoutes } from '../http/contract-routes';
import { settings } from '../../src/contracts/settings';

const WAREHOUSE_TYPE_VALUES = new Set(WAREHOUSE_TYPES.map(([v]) => v));
const WAREHOUSE_SCOPES = new Set(['AE', 'AI']);
const LIST_MAX = 500;

/**
 * /afbase lists the personal settings dialog chooses from (docs/behaviour.md §2.7): barcode label sizes, the air
 * export and import warehouses, and the fee items of a business type. Any signed-in user reads those
 * of their own organisation: they are choices for their own settings.
 */
export default async function settingsListsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const warehouses = ctx.resources.get('af_warehouse');
  const services = ctx.resources.get('prm_service');

  handle(settings.modelCategory, async (req) => {
    const type = String((req.query as Record<string, unknown>).categoryType ?? '');
    if (type !== BARCODE_LABEL_CATEGORY_TYPE) throw notFound(`分类 ${type} 不存在`);
    return ok(BARCODE_LABEL_SIZES);
  });

  const warehouseList = async (orgId: number, scope: string, types?: string[]) => {
    if (!warehouses) return [];
    let q = db
      .selectFrom(warehouses.table)
      .select(['id', 'warehouse_name_cn', 'warehouse_code', 'warehouse_type'])
      .where('org_id', '=', orgId)
      .where('business_scope', '=', scope)
      .where((eb) => eb.or([eb('enabled', 'is', null), eb('enabled', '=', true)]));
    if (types) q = q.where('warehouse_type', 'in', types);
    const rows = await q.orderBy('warehouse_name_cn').limit(LIST_MAX).execute();
    return rows.map((r: any) => ({
      warehouseId: Number(r.id),
      warehouseNameCn: r.warehouse_name_cn,
      warehouseCode: r.warehouse_code ?? null,
      warehouseType: r.warehouse_type,
    }));
  };

  // The warehouses air export cargo arrives at.
  handle(settings.aeWarehouses, async (req) => ok(await warehouseList(req.user!.orgId, 'AE')));

  // e.g. /afbase/warehouse/getWarehouse/普货库,二级监管/AI
  handle(settings.warehouses, async (req) => {
    const { types, scope } = req.params as { types: string; scope: string };
    const list = types
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (!list.length || list.some((t) => !WAREHOUSE_TYPE_VALUES.has(t))) {
      throw badRequest('仓库类型无效', { types: `one or more of ${[...WAREHOUSE_TYPE_VALUES].join(', ')}` });
    }
    if (!WAREHOUSE_SCOPES.has(scope)) throw badRequest('业务类型无效', { scope: 'AE or AI' });
    return ok(await warehouseList(req.user!.orgId, scope, list));
  });

  // Fee items a type's default fee item may be: enabled ones of that type (or of all types when no
  // type is asked) and those for every type; businessScope says which (null: every type).
  handle(settings.feeServices, async (req) => {
    const scope = (req.query as Record<string, unknown>).businessScope;
    if (scope !== undefined && !(BUSINESS_SCOPES as readonly string[]).includes(String(scope))) {
      throw badRequest('业务类型无效', { businessScope: BUSINESS_SCOPES.join(', ') });
    }
    if (!services) return ok([]);
    let q = db
      .selectFrom(services.table)
      .select(['id', 'service_code', 'service_name_cn', 'service_name_en', 'business_scope'])
      .where('org_id', '=', req.user!.orgId)
      .where((eb) => eb.or([eb('enabled', 'is', null), eb('enabled', '=', true)]));
    if (scope !== undefined) q = q.where((eb) => eb.or([eb('business_scope', 'is', null), eb('business_scope', '=', String(scope))]));
    const rows = await q.orderBy('service_code').limit(LIST_MAX).execute();
    return ok(
      rows.map((r: any) => ({
        value: Number(r.id),
        label: r.service_name_cn,
        labelEn: r.service_name_en ?? null,
        code: r.service_code,
        businessScope: r.business_scope ?? null,
      })),
    );
  });
}
