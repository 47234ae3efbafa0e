import { chatTables } from '../chat/tables';
import { documentTables } from '../documents/tables';
import { limitTables } from '../http/limit-tables';
import { jobTables } from '../jobs/tables';
import { listViewTables } from '../list-views/tables';
import { mailTables } from '../mail/tables';
import { manifestTables } from '../manifest/tables';
import { orderTables } from '../orders/tables';
import { referenceTables } from '../reference/tables';
import { schemaTables } from '../schema/tables';
import { weighingTables } from '../weighing/tables';
import { coreTables } from './core-tables';
import { serviceTables } from './service-tables';
import type { TableDef } from './tables';

/**
 * The tables the platform declares itself (not generated from the route registry): created first at
 * start. No configured module may take one of their names (docs/schema.md), and the schema engine
 * never converts their columns.
 */
export const platformTables = (): TableDef[] => [
  ...coreTables,
  ...chatTables,
  ...jobTables,
  ...referenceTables,
  ...serviceTables,
  ...limitTables,
  ...orderTables,
  ...weighingTables,
  ...mailTables,
  ...documentTables,
  ...manifestTables,
  ...listViewTables,
  ...schemaTables,
];
