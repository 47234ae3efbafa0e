import type { EnumOption, FieldDef, FieldKind } from './types';

type Extra = Omit<FieldDef, 'name' | 'kind' | 'label'>;

const make =
  (kind: FieldKind) =>
  (name: string, zh: string, en: string, extra: Extra = {}): FieldDef => ({
    name,
    kind,
    label: { 'zh-CN': zh, 'en-US': en },
    ...extra,
  });

/** Field builders: f.text('orderCode', '订单号', 'Order code', { required: true, list: true }). */
export const f = {
  text: make('text'),
  textarea: make('textarea'),
  integer: make('integer'),
  number: make('number'),
  money: make('money'),
  weight: make('weight'),
  date: make('date'),
  datetime: make('datetime'),
  boolean: make('boolean'),
  richtext: make('richtext'),
  file: make('file'),
  party: make('party'),
  uuid: (name: string, zh: string, en: string, extra: Extra = {}): FieldDef => ({
    name,
    kind: 'uuid',
    label: { 'zh-CN': zh, 'en-US': en },
    readOnly: true,
    ...extra,
  }),
  list: (name: string, zh: string, en: string, items: FieldDef[], extra: Extra = {}): FieldDef => ({
    name,
    kind: 'list',
    label: { 'zh-CN': zh, 'en-US': en },
    items,
    ...extra,
  }),
  enum: (name: string, zh: string, en: string, options: [string, string, string][], extra: Extra = {}): FieldDef => ({
    name,
    kind: 'enum',
    label: { 'zh-CN': zh, 'en-US': en },
    options: options.map(opt),
    ...extra,
  }),
  ref: (name: string, zh: string, en: string, resource: string, extra: Extra = {}): FieldDef => ({
    name,
    kind: 'ref',
    label: { 'zh-CN': zh, 'en-US': en },
    ref: resource,
    ...extra,
  }),
};

const opt = ([value, zh, en]: [string, string, string]): EnumOption => ({ value, label: { 'zh-CN': zh, 'en-US': en } });

/** Listed, filterable and sortable: the usual for a record's key columns. */
export const key: Extra = { list: true, filter: 'like', sort: true };
export const listed: Extra = { list: true, sort: true };
