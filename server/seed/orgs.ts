import type { DB } from '../db';

/** An organisation and a role of it, as the demo data's parts (demo.ts, chat.ts) add them. */
export async function insertOrg(trx: DB, values: Record<string, unknown>): Promise<number> {
  const r = await trx.insertInto('hrs_org').values(values).returning('id').executeTakeFirstOrThrow();
  return r.id as number;
}

export async function insertRole(trx: DB, org: number, code: string, name: string, isAdmin: boolean): Promise<number> {
  const r = await trx
    .insertInto('hrs_role')
    .values({ org_id: org, role_code: code, role_name: name, is_admin: isAdmin })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id as number;
}
