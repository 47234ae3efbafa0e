import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Col, Form, Row, Space, type FormProps } from 'antd';
import { memo, useState } from 'react';
import { t } from '../../providers';
import type { FieldDef } from '../../resources';
import { FilterInput, filterId } from './FilterInput';
import { fieldLabel } from './routeDefs';
import { useIsSmallDevice } from '../layout/useIsMobile';

interface Props {
  fields: FieldDef[];
  /** useTable's searchFormProps: its onFinish turns the values into filters (see toCrudFilters). */
  formProps: FormProps;
  /** Filter values that follow a changed one (personal settings: the lock list's status follows its scope). */
  follow?: (changed: Record<string, unknown>) => Record<string, unknown> | null;
  /** How many filters the list applies now: the phone's 筛选 button shows it. */
  activeCount?: number;
}

/** Filters shown before "展开": two rows of four less the buttons' slot. */
const COLLAPSED = 7;
const COL = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/**
 * The query form above a list, generated from the fields with a `filter`. 查询 applies it, 重置
 * clears it and reloads. Long forms fold after the first seven inputs; folded inputs keep their
 * values and still apply. On a phone the whole form folds behind a 筛选 button showing how many
 * filters are set, so the list's first rows are on the first screen; 查询 folds it again.
 */
function FilterFormView({ fields, formProps, follow, activeCount = 0 }: Props) {
  const [expanded, setExpanded] = useState(false);
  const phone = useIsSmallDevice();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const form = formProps.form!;
  if (!fields.length) return null;
  const hidden = phone && !phoneOpen;
  const foldable = fields.length > COLLAPSED;
  const reset = () => {
    form.resetFields();
    form.submit();
  };
  return (
    <>
      {phone ? (
        <Button
          icon={<FilterOutlined />}
          onClick={() => setPhoneOpen(!phoneOpen)}
          aria-expanded={phoneOpen}
          data-testid="filter-fold"
          style={{ marginBottom: 12 }}
        >
          {t('list.filters')}
          {activeCount ? (
            <span data-testid="filter-count" style={{ marginInlineStart: 4 }}>
              <Badge count={activeCount} size="small" />
            </span>
          ) : null}
          {phoneOpen ? <UpOutlined /> : <DownOutlined />}
        </Button>
      ) : null}
      <Form
        {...formProps}
        onFinish={(values) => {
          if (phone) setPhoneOpen(false);
          return formProps.onFinish?.(values);
        }}
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
        // Folded, not unmounted: the inputs keep their values.
        style={{ marginBottom: 8, display: hidden ? 'none' : undefined }}
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
    </>
  );
}

/**
 * The form re-renders only when its fields or its form change, not with every render of the list
 * (useTable hands a new onFinish each time, doing the same: set the filters, back to page 1).
 */
export const FilterForm = memo(
  FilterFormView,
  (a, b) =>
    a.fields === b.fields &&
    a.follow === b.follow &&
    a.formProps.form === b.formProps.form &&
    a.formProps.initialValues === b.formProps.initialValues &&
    a.activeCount === b.activeCount,
);
