import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import { currentLanguage } from '../../providers';
import type { FieldDef } from '../../resources';
import { DATE_KINDS, GROUP_KINDS, MEASURE_KINDS } from '../../resources/aggregate';
import type { AggregateDef, AggregateMeasure } from '../../resources/types';
import { t } from './texts';

interface Props {
  value: AggregateDef;
  onChange: (a: AggregateDef) => void;
  /** Data resources a report may sum up (name, shown label). */
  resources: { value: string; label: string }[];
  fieldsOf: (resource: string) => FieldDef[] | undefined;
}

/**
 * A report route's aggregate (src/resources/aggregate.ts): the resource summed up, its group fields
 * and date bucket, the figures (count, sum, average) and whether a chart is drawn above the table.
 */
export function AggregateEditor({ value, onChange, resources, fieldsOf }: Props) {
  const lang = currentLanguage();
  const fields = fieldsOf(value.resource) ?? [];
  const opts = (kinds: ReadonlySet<string>) =>
    fields.filter((f) => kinds.has(f.kind)).map((f) => ({ value: f.name, label: `${f.label[lang] ?? f.name} (${f.name})` }));
  const set = (patch: Partial<AggregateDef>) => onChange({ ...value, ...patch });
  const setMeasure = (i: number, patch: Partial<AggregateMeasure>) =>
    set({ measures: value.measures.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  return (
    <div data-testid="md-aggregate">
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item label={t('design.aggResource')} required>
            <Select
              data-testid="md-agg-resource"
              showSearch
              optionFilterProp="label"
              value={value.resource || undefined}
              options={resources}
              onChange={(resource: string) =>
                onChange({ resource, measures: [{ name: 'records', fn: 'count', label: { 'zh-CN': '记录数', 'en-US': 'Records' } }] })
              }
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('design.aggGroupBy')}>
            <Select
              data-testid="md-agg-group"
              mode="multiple"
              value={value.groupBy ?? []}
              options={opts(GROUP_KINDS)}
              onChange={(groupBy: string[]) => set({ groupBy: groupBy.length ? groupBy : undefined })}
            />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item label={t('design.aggDate')}>
            <Select
              data-testid="md-agg-date"
              allowClear
              value={value.date?.field}
              options={opts(DATE_KINDS)}
              onChange={(field?: string) => set({ date: field ? { field, bucket: value.date?.bucket ?? 'month' } : undefined })}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item label={t('design.aggBucket')}>
            <Select
              data-testid="md-agg-bucket"
              disabled={!value.date}
              value={value.date?.bucket ?? 'month'}
              options={[
                { value: 'day', label: t('design.bucketDay') },
                { value: 'week', label: t('design.bucketWeek') },
                { value: 'month', label: t('design.bucketMonth') },
              ]}
              onChange={(bucket: 'day' | 'week' | 'month') => value.date && set({ date: { ...value.date, bucket } })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('design.aggMeasures')} required>
        {value.measures.map((m, i) => (
          <Space key={i} style={{ display: 'flex', marginBottom: 8 }}>
            <Select
              style={{ width: 110 }}
              data-testid={`md-agg-fn-${i}`}
              value={m.fn}
              options={[
                { value: 'count', label: t('design.fnCount') },
                { value: 'sum', label: t('design.fnSum') },
                { value: 'avg', label: t('design.fnAvg') },
              ]}
              onChange={(fn: AggregateMeasure['fn']) => setMeasure(i, { fn, field: fn === 'count' ? undefined : m.field })}
            />
            <Select
              style={{ width: 220 }}
              data-testid={`md-agg-field-${i}`}
              disabled={m.fn === 'count'}
              value={m.field}
              options={opts(MEASURE_KINDS)}
              onChange={(field: string) => setMeasure(i, { field })}
            />
            <Input
              style={{ width: 140 }}
              data-testid={`md-agg-name-${i}`}
              placeholder={t('design.fieldName')}
              value={m.name}
              onChange={(e) => setMeasure(i, { name: e.target.value.trim() })}
            />
            <Input
              style={{ width: 140 }}
              data-testid={`md-agg-zh-${i}`}
              placeholder={t('design.nameZh')}
              value={m.label['zh-CN']}
              onChange={(e) => setMeasure(i, { label: { ...m.label, 'zh-CN': e.target.value } })}
            />
            <Input
              style={{ width: 140 }}
              data-testid={`md-agg-en-${i}`}
              placeholder={t('design.nameEn')}
              value={m.label['en-US']}
              onChange={(e) => setMeasure(i, { label: { ...m.label, 'en-US': e.target.value } })}
            />
            <Button
              icon={<DeleteOutlined />}
              disabled={value.measures.length === 1}
              aria-label={t('design.remove')}
              onClick={() => set({ measures: value.measures.filter((_, j) => j !== i) })}
            />
          </Space>
        ))}
        <Button
          icon={<PlusOutlined />}
          data-testid="md-agg-add"
          onClick={() =>
            set({
              measures: [...value.measures, { name: `figure${value.measures.length + 1}`, fn: 'sum', label: { 'zh-CN': '', 'en-US': '' } }],
            })
          }
        >
          {t('design.aggAdd')}
        </Button>
      </Form.Item>
      <Checkbox
        data-testid="md-agg-chart"
        checked={value.chart !== false}
        onChange={(e) => set({ chart: e.target.checked ? undefined : false })}
      >
        {t('design.aggChart')}
      </Checkbox>
    </div>
  );
}
