import { SETTINGS, settingColumn, type SettingDef } from '../../src/schemas/settings';
import type { ColumnDef } from '../db/tables';

/** A setting's initial value as a SQL default, written in code from the declaration (never user input). */
function sqlDefault(def: SettingDef): string | undefined {
  const v = def.initial;
  if (v === null) return undefined;
  if (Array.isArray(v)) return `'${JSON.stringify(v)}'::jsonb`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (!/^[\w-]*$/.test(v)) throw new Error(`setting ${def.name}: initial value ${v} is not a plain word`);
  return `'${v}'`;
}

function sqlType(def: SettingDef): ColumnDef['type'] {
  switch (def.kind) {
    case 'bool':
      return 'boolean';
    case 'digit':
    case 'port':
      return 'integer';
    case 'id':
      return 'bigint';
    case 'ids':
      return 'jsonb';
    default:
      return 'text';
  }
}

/**
 * The personal settings' columns of hrs_user (docs/behaviour.md §2.3), derived from src/schemas/settings.ts. The
 * fee-service name column is hrs_user.fee_service_name_type (docs/settings.md), as everyone reads it.
 */
export const settingColumns: ColumnDef[] = SETTINGS.map((def) => {
  const dflt = sqlDefault(def);
  return { name: settingColumn(def.name), type: sqlType(def), ...(dflt !== undefined ? { default: dflt, notNull: true } : {}) };
});
