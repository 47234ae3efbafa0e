import type { ComputedDef } from './computed';
import type { Bilingual } from './bilingual';
export type { Bilingual };
import type { LookupKind } from './lookups';

/**
 * A field as the registry declares it (src/resources): its name, kind, labels and rules. Plain
 * JSON-serialisable data, in the lowest layer, so the shared rules here (validation, batch edits,
 * settings) and the registry above them read the same declaration.
 */

/**
 * Kinds of data fields. Each maps to one SQL type, one yup rule set, one list renderer and one form
 * input (see src/schemas/fields.ts and src/components/crud).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'number'
  | 'money'
  | 'weight'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'enum'
  | 'ref'
  | 'richtext'
  | 'file'
  /** Rows of sub-fields stored with the record (route events, manifest records, attachments). */
  | 'list'
  /** A shipper/consignee/notify party: the party form of docs/behaviour.md §1.3, checked by src/schemas/party.ts. */
  | 'party'
  /** An unguessable id the database generates (public share codes); never written by clients. */
  | 'uuid';

export interface EnumOption {
  value: string;
  label: Bilingual;
}

export interface FieldDef {
  /** camelCase API name; the column is its snake_case form. */
  name: string;
  kind: FieldKind;
  label: Bilingual;
  required?: boolean;
  /** Text: maximum length (default 200; textarea 2000; richtext 20000). */
  maxLength?: number;
  /** Numbers: decimals kept (number default 2, weight 3, money 2) and bounds. */
  decimals?: number;
  min?: number;
  max?: number;
  /**
   * A named rule from src/schemas/rules.ts (e.g. "mawb", "airport3", "code"). Every field holding an
   * address declares "url" (http(s) or a stored file); file fields follow it without saying so.
   */
  rule?: string;
  /**
   * A code from one of the organisation's reference tables (src/schemas/lookups.ts: airport, port,
   * carrier, currency, country, city): the forms offer a type-ahead picker over that table (code,
   * Chinese or English name), and every write (form, import, batch edit) refuses a code the
   * organisation's table does not hold, with a 400 naming the field.
   */
  lookup?: LookupKind;
  /** With `lookup`: the picker suggests, but any value the field's rule allows is accepted (free text). */
  lookupFree?: boolean;
  /**
   * Found by the top bar's search (docs/search.md): 'prefix' matches the start of the value, case
   * aside (an order code, a waybill number; the server keeps an index for it); 'contains' anywhere
   * in it (container numbers, a partner's name).
   */
  search?: 'prefix' | 'contains';
  /** enum: the allowed values. */
  options?: EnumOption[];
  /** ref: the resource name referenced (its id is stored). */
  ref?: string;
  /** list: the fields of one row, and how many rows a record may hold (default 200). */
  items?: FieldDef[];
  maxItems?: number;
  /** file: accepted kind of upload ("image" or "document", docs/behaviour.md §1.5.3; "video": mp4/webm tutorials). */
  accept?: 'image' | 'document' | 'video';
  /** Shown as a list column. */
  list?: boolean;
  /** Offered in the list's filter form: exact match, contains, or a from/to range. */
  filter?: 'eq' | 'like' | 'range';
  /** The list may sort on it (the server indexes it). */
  sort?: boolean;
  /** Unique per organisation (the server answers 409 on a duplicate). */
  unique?: boolean;
  /** Filled by the server (e.g. creator); shown but not editable. */
  readOnly?: boolean;
  /**
   * Accepted on create/update and handed to the resource's server hook (a password, stored hashed);
   * never stored as given, never returned.
   */
  writeOnly?: boolean;
  /**
   * A figure derived from other fields by a named formula of src/schemas/computed.ts (chargeable
   * weight, density, plan/confirmed difference flags): stored by the server on every write, never
   * written by clients (declare it readOnly), listable and sortable like any column.
   */
  computed?: ComputedDef;
  /**
   * Computed reports: the list shows this column's total over every matching row (not just the
   * page) in a summary row; the server answers it with the page (`summary`).
   */
  sum?: boolean;
  /**
   * The field's name in an earlier definition (a release or a configured module renaming it): the
   * schema engine renames the column instead of adding an empty one, so every value is kept
   * (docs/schema.md).
   */
  renamedFrom?: string;
}
