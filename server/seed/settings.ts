import type { DB } from '../db';
import type { DataResource } from '../resources/model';

/**
 * Demo data for the personal settings (README "Demo logins"): air warehouses to pick as default
 * warehouses, and questions in the AI assistant's log, for the DEMO organisation (the fee items to pick as default fee items are the money
 * demo's, server/seed/money.ts).
 */
export async function seedSettingsDemo(
  trx: DB,
  resources: Map<string, DataResource> | undefined,
  demo: number,
  asker: { id: number; name: string },
) {
  const warehouses = resources?.get('af_warehouse');
  if (warehouses) {
    await trx
      .insertInto(warehouses.table)
      .values(
        [
          ['PVGE1', '浦东机场出口普货库', 'PVG Export General', '普货库', 'AE', 'PVG'],
          ['PVGE2', '东航物流出口库', 'EAL Export Terminal', '普货库', 'AE', 'PVG'],
          ['PVGI1', '浦东机场进口监管库', 'PVG Import Bonded', '二级监管', 'AI', 'PVG'],
          ['SHAI1', '虹桥机场进口普货库', 'SHA Import General', '普货库', 'AI', 'SHA'],
          ['PVGC1', '浦东机场冷库', 'PVG Cold Store', '冷库', 'AI', 'PVG'],
        ].map(([code, cn, en, type, scope, airport]) => ({
          org_id: demo,
          warehouse_code: code,
          warehouse_name_cn: cn,
          warehouse_name_en: en,
          warehouse_type: type,
          business_scope: scope,
          airport_code: airport,
          enabled: true,
        })),
      )
      .execute();
  }
  // Two questions already asked, so the AI助手记录 report has something to show.
  const aiLog = resources?.get('hrs_ai_log');
  if (aiLog) {
    await trx
      .insertInto(aiLog.table)
      .values(
        [
          ['如何新增空运出口订单?', '在 空运管理 → 空运出口订单 点击 新增，填写托运人、收货人、航线和货物信息后保存。', 'af_order', 12],
          ['账单在哪里发送?', '打开 账单 的详情，点击 发送账单，填写收件人后发送；发送记录显示在账单下方。', 'af_css_debit_note', 9],
        ].map(([question, answer, resource, ms]) => ({
          org_id: demo,
          created_by: asker.id,
          updated_by: asker.id,
          user_id: asker.id,
          user_name: asker.name,
          question,
          answer,
          answer_source: 'BUILTIN',
          page_path: resources?.get(resource as string)?.route.path ?? null,
          duration_ms: ms,
        })),
      )
      .execute();
  }
}
