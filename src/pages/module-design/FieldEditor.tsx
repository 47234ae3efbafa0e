import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { currentLanguage, inLanguage } from '../../providers';
import type { EnumOption, FieldDef, FieldKind } from '../../resources';
import { CONFIG_FIELD_KINDS } from '../../resources/validate';
import { ruleNames } from '../../schemas/rules';
import type { Overview } from './api';
import { kindText, t } from './texts';

const TEXT_KINDS = new Set<FieldKind>(['text', 'textarea', 'richtext', 'file']);
const NUMERIC = new Set<FieldKind>(['integer', 'number', 'money', 'weight']);
const DECIMAL = new Set<FieldKind>(['number', 'money', 'weight']);
const RANGE = new Set<FieldKind>(['integer', 'number', 'money', 'weight', 'date', 'datetime']);

interface Props {
  field: FieldDef;
  /** The name the field has in the published definition (shown: a rename keeps the values). */
  published?: string;
  refTargets: Overview['refTargets'];
  /** Data routes of this module (a reference may name them too). */
  ownResources: { name: string; label: string }[];
  readOnly: boolean;
  onOk: (f: FieldDef) => void;
  onCancel: () => void;
}

/** Drops the properties a kind does not have (a number's maxLength, a text's options...). */
function tidy(f: FieldDef): FieldDef {
  const out: FieldDef = { ...f };
  if (!TEXT_KINDS.has(f.kind)) delete out.maxLength;
  if (!DECIMAL.has(f.kind)) delete out.decimals;
  if (!NUMERIC.has(f.kind)) {
    delete out.min;
    delete out.max;
  }
  if (f.kind !== 'enum') delete out.options;
  if (f.kind !== 'ref') delete out.ref;
  if (f.kind !== 'file') delete out.accept;
  if (!(f.kind === 'text' || f.kind === 'textarea')) delete out.rule;
  if (f.filter === 'like' && !TEXT_KINDS.has(f.kind)) delete out.filter;
  if (f.filter === 'range' && !RANGE.has(f.kind)) delete out.filter;
  for (const k of ['required', 'unique', 'list', 'sort'] as const) if (!out[k]) delete out[k];
  return out;
}

/** 新增字段 / 编辑字段: every property a configured field may have, by kind. */
export function FieldEditor({ field, published, refTargets, ownResources, readOnly, onOk, onCancel }: Props) {
  const [f, setF] = useState<FieldDef>(field);
  const lang = currentLanguage();
  const set = (patch: Partial<FieldDef>) => setF((x) => ({ ...x, ...patch }));
  const num = (v: number | null) => (v === null ? undefined : v);
  const options = f.options ?? [];
  const setOption = (i: number, patch: Partial<EnumOption> | { zh?: string; en?: string }) =>
    set({
      options: options.map((o, j) =>
        j !== i
          ? o
          : {
              value: 'value' in patch && patch.value !== undefined ? patch.value : o.value,
              label: {
                'zh-CN': 'zh' in patch && patch.zh !== undefined ? patch.zh : o.label['zh-CN'],
                'en-US': 'en' in patch && patch.en !== undefined ? patch.en : o.label['en-US'],
              },
            },
      ),
    });
  return (
    <Modal
      open
      width={760}
      title={`${t('design.editField')}${published && published !== f.name ? ` (${t('design.renamed')} ${published})` : ''}`}
      onCancel={onCancel}
      onOk={() => onOk(tidy(f))}
      okButtonProps={{ disabled: readOnly, 'data-testid': 'mf-ok' } as never}
      cancelButtonProps={{ 'data-testid': 'mf-cancel' } as never}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" data-testid="field-editor">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label={t('design.fieldName')} required>
              <Input data-testid="mf-name" value={f.name} onChange={(e) => set({ name: e.target.value.trim() })} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('design.nameZh')} required>
              <Input
                data-testid="mf-label-zh"
                value={f.label['zh-CN']}
                onChange={(e) => set({ label: { ...f.label, 'zh-CN': e.target.value } })}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('design.nameEn')} required>
              <Input
                data-testid="mf-label-en"
                value={f.label['en-US']}
                onChange={(e) => set({ label: { ...f.label, 'en-US': e.target.value } })}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('design.kind')}>
              <Select
                data-testid="mf-kind"
                value={f.kind}
                onChange={(kind: FieldKind) =>
                  set({
                    kind,
                    ...(kind === 'enum' && !f.options?.length ? { options: [{ value: 'A', label: { 'zh-CN': 'A', 'en-US': 'A' } }] } : {}),
                  })
                }
                options={CONFIG_FIELD_KINDS.map((k) => ({ value: k, label: `${kindText(k)} (${k})` }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('design.filter')}>
              <Select
                data-testid="mf-filter"
                value={f.filter ?? ''}
                onChange={(v: string) => set({ filter: (v || undefined) as FieldDef['filter'] })}
                options={[
                  { value: '', label: t('design.filterNone') },
                  { value: 'eq', label: t('design.filterEq') },
                  ...(TEXT_KINDS.has(f.kind) ? [{ value: 'like', label: t('design.filterLike') }] : []),
                  ...(RANGE.has(f.kind) ? [{ value: 'range', label: t('design.filterRange') }] : []),
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('design.rules')}>
              <Space wrap>
                <Checkbox data-testid="mf-required" checked={!!f.required} onChange={(e) => set({ required: e.target.checked })}>
                  {t('design.required')}
                </Checkbox>
                <Checkbox data-testid="mf-unique" checked={!!f.unique} onChange={(e) => set({ unique: e.target.checked })}>
                  {t('design.unique')}
                </Checkbox>
                <Checkbox data-testid="mf-list" checked={!!f.list} onChange={(e) => set({ list: e.target.checked })}>
                  {t('design.list')}
                </Checkbox>
                <Checkbox data-testid="mf-sort" checked={!!f.sort} onChange={(e) => set({ sort: e.target.checked })}>
                  {t('design.sort')}
                </Checkbox>
              </Space>
            </Form.Item>
          </Col>
          {TEXT_KINDS.has(f.kind) ? (
            <Col span={8}>
              <Form.Item label={t('design.maxLength')}>
                <InputNumber
                  data-testid="mf-maxLength"
                  min={1}
                  max={20000}
                  precision={0}
                  style={{ width: '100%' }}
                  value={f.maxLength ?? null}
                  onChange={(v) => set({ maxLength: num(v) })}
                />
              </Form.Item>
            </Col>
          ) : null}
          {DECIMAL.has(f.kind) ? (
            <Col span={8}>
              <Form.Item label={t('design.decimals')}>
                <InputNumber
                  data-testid="mf-decimals"
                  min={0}
                  max={6}
                  precision={0}
                  style={{ width: '100%' }}
                  value={f.decimals ?? null}
                  onChange={(v) => set({ decimals: num(v) })}
                />
              </Form.Item>
            </Col>
          ) : null}
          {NUMERIC.has(f.kind) ? (
            <>
              <Col span={8}>
                <Form.Item label={t('design.min')}>
                  <InputNumber
                    data-testid="mf-min"
                    style={{ width: '100%' }}
                    value={f.min ?? null}
                    onChange={(v) => set({ min: num(v) })}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={t('design.max')}>
                  <InputNumber
                    data-testid="mf-max"
                    style={{ width: '100%' }}
                    value={f.max ?? null}
                    onChange={(v) => set({ max: num(v) })}
                  />
                </Form.Item>
              </Col>
            </>
          ) : null}
          {f.kind === 'text' || f.kind === 'textarea' ? (
            <Col span={8}>
              <Form.Item label={t('design.rule')}>
                <Select
                  data-testid="mf-rule"
                  allowClear
                  value={f.rule}
                  onChange={(v?: string) => set({ rule: v || undefined })}
                  options={ruleNames.map((r) => ({ value: r, label: r }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          {f.kind === 'ref' ? (
            <Col span={16}>
              <Form.Item label={t('design.ref')} required>
                <Select
                  data-testid="mf-ref"
                  showSearch
                  optionFilterProp="label"
                  value={f.ref}
                  onChange={(v: string) => set({ ref: v })}
                  options={[
                    ...ownResources.map((r) => ({ value: r.name, label: `${r.label} (${r.name})` })),
                    ...refTargets.map((r) => ({ value: r.name, label: `${inLanguage(r.label, lang)} (${r.name})` })),
                  ]}
                />
              </Form.Item>
            </Col>
          ) : null}
          {f.kind === 'file' ? (
            <Col span={8}>
              <Form.Item label={t('design.accept')}>
                <Select
                  data-testid="mf-accept"
                  allowClear
                  value={f.accept}
                  onChange={(v?: FieldDef['accept']) => set({ accept: v })}
                  options={['image', 'document', 'video'].map((v) => ({ value: v, label: v }))}
                />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        {f.kind === 'enum' ? (
          <Form.Item label={t('design.options')} required>
            {options.map((o, i) => (
              <Space key={i} style={{ display: 'flex', marginBottom: 8 }}>
                <Input
                  data-testid={`mf-option-value-${i}`}
                  placeholder={t('design.optionValue')}
                  value={o.value}
                  onChange={(e) => setOption(i, { value: e.target.value })}
                />
                <Input
                  data-testid={`mf-option-zh-${i}`}
                  placeholder={t('design.nameZh')}
                  value={o.label['zh-CN']}
                  onChange={(e) => setOption(i, { zh: e.target.value })}
                />
                <Input
                  data-testid={`mf-option-en-${i}`}
                  placeholder={t('design.nameEn')}
                  value={o.label['en-US']}
                  onChange={(e) => setOption(i, { en: e.target.value })}
                />
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => set({ options: options.filter((_, j) => j !== i) })}
                  aria-label={t('design.remove')}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              data-testid="mf-add-option"
              onClick={() => set({ options: [...options, { value: '', label: { 'zh-CN': '', 'en-US': '' } }] })}
            >
              {t('design.addOption')}
            </Button>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
