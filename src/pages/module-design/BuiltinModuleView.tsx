import { Alert, Collapse, Space, Table, Tag, Typography } from 'antd';
import { currentLanguage } from '../../providers';
import type { FieldDef, ModuleDef } from '../../resources';
import { kindText, routeKindText, txt } from './texts';

/** A field's rules in a line: required, unique, length, decimals, bounds, named rule, options, reference. */
export function rulesOf(f: FieldDef): string {
  const lang = currentLanguage();
  const out: string[] = [];
  if (f.required) out.push(txt('required'));
  if (f.unique) out.push(txt('unique'));
  if (f.maxLength !== undefined) out.push(`${txt('maxLength')} ${f.maxLength}`);
  if (f.decimals !== undefined) out.push(`${txt('decimals')} ${f.decimals}`);
  if (f.min !== undefined) out.push(`≥ ${f.min}`);
  if (f.max !== undefined) out.push(`≤ ${f.max}`);
  if (f.rule) out.push(`${txt('rule')} ${f.rule}`);
  if (f.ref) out.push(`→ ${f.ref}`);
  if (f.options?.length) out.push(f.options.map((o) => o.label[lang] ?? o.value).join(' / '));
  if (f.readOnly) out.push('readOnly');
  return out.join('; ');
}

export function screensOf(f: FieldDef): string {
  return [f.list ? txt('list') : '', f.filter ? `${txt('filter')}:${f.filter}` : '', f.sort ? txt('sort') : ''].filter(Boolean).join(' ');
}

/** A module of the product, for reference: its routes and their fields, kinds and rules. Read-only. */
export function BuiltinModuleView({ module }: { module: ModuleDef }) {
  const lang = currentLanguage();
  return (
    <div data-testid={`md-builtin-view-${module.code}`}>
      <Alert type="info" showIcon message={txt('builtinHint')} style={{ marginBottom: 12 }} />
      <Collapse
        items={module.routes.map((r) => ({
          key: r.path,
          label: (
            <Space>
              <Typography.Text strong>{r.label[lang]}</Typography.Text>
              <Typography.Text code>{r.path}</Typography.Text>
              <Tag>{routeKindText(r.kind)}</Tag>
              {r.fields?.length ? <Tag>{`${r.fields.length} ${txt('fields')}`}</Tag> : null}
            </Space>
          ),
          children: r.fields?.length ? (
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={r.fields}
              columns={[
                { key: 'name', dataIndex: 'name', title: txt('fieldName') },
                { key: 'label', title: txt('labels'), render: (_: unknown, f: FieldDef) => f.label[lang] },
                { key: 'kind', title: txt('kind'), render: (_: unknown, f: FieldDef) => kindText(f.kind) },
                { key: 'rules', title: txt('rules'), render: (_: unknown, f: FieldDef) => rulesOf(f) },
                { key: 'screens', title: txt('screens'), render: (_: unknown, f: FieldDef) => screensOf(f) },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{routeKindText(r.kind)}</Typography.Text>
          ),
        }))}
      />
    </div>
  );
}
