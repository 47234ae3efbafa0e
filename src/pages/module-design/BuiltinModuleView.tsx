import { Alert, Collapse, Space, Table, Tag, Typography } from 'antd';
import { currentLanguage } from '../../providers';
import type { FieldDef, ModuleDef } from '../../resources';
import { kindText, routeKindText, t } from './texts';

/** A field's rules in a line: required, unique, length, decimals, bounds, named rule, options, reference. */
export function rulesOf(f: FieldDef): string {
  const lang = currentLanguage();
  const out: string[] = [];
  if (f.required) out.push(t('design.required'));
  if (f.unique) out.push(t('design.unique'));
  if (f.maxLength !== undefined) out.push(`${t('design.maxLength')} ${f.maxLength}`);
  if (f.decimals !== undefined) out.push(`${t('design.decimals')} ${f.decimals}`);
  if (f.min !== undefined) out.push(`≥ ${f.min}`);
  if (f.max !== undefined) out.push(`≤ ${f.max}`);
  if (f.rule) out.push(`${t('design.rule')} ${f.rule}`);
  if (f.ref) out.push(`→ ${f.ref}`);
  if (f.options?.length) out.push(f.options.map((o) => o.label[lang] ?? o.value).join(' / '));
  if (f.readOnly) out.push('readOnly');
  return out.join('; ');
}

export function screensOf(f: FieldDef): string {
  return [f.list ? t('design.list') : '', f.filter ? `${t('design.filter')}:${f.filter}` : '', f.sort ? t('design.sort') : '']
    .filter(Boolean)
    .join(' ');
}

/** A module of the product, for reference: its routes and their fields, kinds and rules. Read-only. */
export function BuiltinModuleView({ module }: { module: ModuleDef }) {
  const lang = currentLanguage();
  return (
    <div data-testid={`md-builtin-view-${module.code}`}>
      <Alert type="info" showIcon message={t('design.builtinHint')} style={{ marginBottom: 12 }} />
      <Collapse
        items={module.routes.map((r) => ({
          key: r.path,
          label: (
            <Space>
              <Typography.Text strong>{r.label[lang]}</Typography.Text>
              <Typography.Text code>{r.path}</Typography.Text>
              <Tag>{routeKindText(r.kind)}</Tag>
              {r.fields?.length ? <Tag>{`${r.fields.length} ${t('design.fields')}`}</Tag> : null}
            </Space>
          ),
          children: r.fields?.length ? (
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={r.fields}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('design.fieldName') },
                { key: 'label', title: t('design.labels'), render: (_: unknown, f: FieldDef) => f.label[lang] },
                { key: 'kind', title: t('design.kind'), render: (_: unknown, f: FieldDef) => kindText(f.kind) },
                { key: 'rules', title: t('design.rules'), render: (_: unknown, f: FieldDef) => rulesOf(f) },
                { key: 'screens', title: t('design.screens'), render: (_: unknown, f: FieldDef) => screensOf(f) },
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
