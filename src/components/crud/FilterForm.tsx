import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space, type FormProps } from 'antd';
import { memo, useState } from 'react';
import { t } from '../../providers';
import type { FieldDef } from '../../resources';
import { FilterInput, filterId } from './FilterInput';
import { fieldLabel } from './routeDefs';

interface Props {
  fields: FieldDef[];
  /** useTable's searchFormProps: its onFinish turns the values into filters (see toCrudFilters). */
  formProps: FormProps;
  /** Filter values that follow a changed one (personal settings: the lock list's status follows its scope). */
  follow?: (changed: Record<string, unknown>) => Record<string, unknown> | null;
}

/** Filters shown before "展开": two rows of four less the buttons' slot. */
const COLLAPSED = 7;
const COL = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/**
 * The query form above a list, generated from the fields with a `filter`. 查询 applies it, 重置
 * clears it and reloads. Long forms fold after the first seven inputs; folded inputs keep their
 * values and still apply.
 */
function FilterFormView({ fields, formProps, follow }: Props) {
  const [expanded, setExpanded] = useState(false);
  const form = formProps.form!;
  if (!fields.length) return null;
  const foldable = fields.length > COLLAPSED;
  const reset = () => {
    form.resetFields();
    form.submit();
  };
  return (
    <Form
      {...formProps}
      onValuesChange={(changed, all) => {
        formProps.onValuesChange?.(changed, all);
        const next = follow?.(changed);
        if (next) form.setFieldsValue(next);
      }}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      labelWrap
      // A zero basis: a wide input (the date range) shrinks into its column instead of wrapping under the label.
      wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
      colon={false}
      data-testid="filter-form"
      style={{ marginBottom: 8 }}
    >
      <Row gutter={[16, 0]}>
        {fields.map((f, i) => (
          <Col key={f.name} {...COL} style={foldable && !expanded && i >= COLLAPSED ? { display: 'none' } : undefined}>
            <Form.Item name={f.name} label={fieldLabel(f)} htmlFor={filterId(f.name)} style={{ marginBottom: 16 }}>
              <FilterInput field={f} />
            </Form.Item>
          </Col>
        ))}
        <Col {...COL} style={{ marginLeft: 'auto' }}>
          <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" data-testid="filter-submit">
              {t('button.search')}
            </Button>
            <Button onClick={reset} data-testid="filter-reset">
              {t('button.reset')}
            </Button>
            {foldable ? (
              <Button type="link" style={{ paddingInline: 4 }} onClick={() => setExpanded(!expanded)} data-testid="filter-toggle">
                {expanded ? t('crud.collapse') : t('crud.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

/**
 * The form re-renders only when its fields or its form change, not with every render of the list
 * (useTable hands a new onFinish each time, doing the same: set the filters, back to page 1).
 */
export const FilterForm = memo(FilterFormView, (a, b) =>
  a.fields === b.fields && a.follow === b.follow && a.formProps.form === b.formProps.form && a.formProps.initialValues === b.formProps.initialValues);
