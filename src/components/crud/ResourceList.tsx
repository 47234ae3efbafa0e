import { PlusOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Button, Empty, Space, Table, type TableColumnType } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { allowedActions, type Allowed } from './allowed';
import { FieldValue } from './FieldValue';
import { FilterForm } from './FilterForm';
import { filterFieldsOf, toCrudFilters, type FilterValues } from './filters';
import { formatValue, isNumeric } from './format';
import { RowActions, type RowHandlers } from './RowActions';
import { useReferenceLabels, type ReferenceLabels } from './useReferenceLabels';
import { useRowHandlers } from './useRowHandlers';
import { fieldLabel, screenPath, screenTitle } from './routeDefs';
import { ScreenCard } from './ScreenCard';
import { totalText } from './totalText';
import { ListTransferActions } from '../transfer/ListTransferActions';

const PAGE_SIZE = 20;

/** Column widths by kind, so a wide table scrolls instead of squeezing every column. */
function widthOf(f: FieldDef): number {
  switch (f.kind) {
    case 'date':
    case 'boolean':
      return 110;
    case 'datetime':
      return 150;
    case 'integer':
    case 'number':
    case 'money':
    case 'weight':
      return 130;
    case 'textarea':
    case 'richtext':
      return 220;
    default:
      return Math.min(200, Math.max(110, (f.maxLength ?? 200) <= 3 ? 90 : 150));
  }
}

/**
 * The list screen of a data route: the filter form from the fields with `filter`, a server-paged
 * table of the fields with `list` (sortable where the field allows it), and the create, edit and
 * delete actions the user's button codes grant. Rows render without hooks of their own: the row
 * actions and the reference texts are worked out once per page (useRowHandlers, useReferenceLabels).
 */
export function ResourceList({ route }: { route: ResolvedRoute }) {
  const navigate = useNavigate();
  const fields = route.fields ?? [];
  const listFields = useMemo(() => fields.filter((f) => f.list), [fields]);
  const filterFields = useMemo(() => filterFieldsOf(fields), [fields]);
  const allowed = useMemo(() => allowedActions(route), [route]);

  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useTable<BaseRecord, never, FilterValues>({
    resource: route.name,
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE, mode: 'server' },
    // Replace, not merge: a cleared input must drop its filter.
    filters: { defaultBehavior: 'replace' },
    onSearch: (values) => toCrudFilters(fields, values),
    errorNotification: false,
  });

  const records = tableProps.dataSource as BaseRecord[] | undefined;
  const capped = tableQuery.data?.totalCapped === true;
  const refLabels = useReferenceLabels(listFields, records);
  const handlers = useRowHandlers(route);
  // Number formats (ICU data) are made ready while the first page is on its way, not after it came.
  useEffect(() => void listFields.filter(isNumeric).forEach((f) => formatValue(f, 0, currentLanguage())), [listFields]);

  // The same columns (and cell renderers) until what they show changes: a new array re-renders every cell.
  const sortKey = sorters.map((s) => `${s.field},${s.order}`).join(';');
  const columns = useMemo(() => listColumns(listFields, refLabels, sorters, allowed, handlers),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listFields, refLabels, sortKey, allowed, handlers]);

  const pagination = tableProps.pagination
    ? {
        ...tableProps.pagination,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total: number) => <span data-testid="list-total">{totalText(total, capped)}</span>,
      }
    : false;

  return (
    <ScreenCard
      title={screenTitle(route, 'list')}
      testId="resource-list"
      extra={
        <Space>
          <ListTransferActions route={route} filters={filters} sorters={sorters} />
          {allowed.create ? (
            <Button type="primary" icon={<PlusOutlined />} data-testid="create-button" onClick={() => navigate(screenPath.create(route))}>
              {t('buttons.create')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <FilterForm fields={filterFields} formProps={searchFormProps} />
      <Table<BaseRecord>
        {...tableProps}
        rowKey="id"
        columns={columns}
        pagination={pagination}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        data-testid="resource-table"
      />
    </ScreenCard>
  );
}

/** The table's columns: the list fields (sortable where allowed), then the row actions. */
function listColumns(
  listFields: FieldDef[], refLabels: ReadonlyMap<string, ReferenceLabels>, sorters: CrudSort[], allowed: Allowed, handlers: RowHandlers,
): TableColumnType<BaseRecord>[] {
  const columns: TableColumnType<BaseRecord>[] = listFields.map((f) => {
    const labels = refLabels.get(f.name);
    return {
      key: f.name,
      dataIndex: f.name,
      title: fieldLabel(f),
      width: widthOf(f),
      ellipsis: true,
      align: isNumeric(f) ? 'right' : undefined,
      sorter: f.sort ? true : undefined,
      sortOrder: f.sort ? getDefaultSortOrder(f.name, sorters) : undefined,
      render: (value: unknown) => <FieldValue field={f} value={value} refLabels={labels} />,
    };
  });
  columns.push({
    key: '__actions',
    title: t('table.actions'),
    fixed: 'right',
    width: allowed.edit && allowed.delete ? 170 : allowed.edit || allowed.delete ? 120 : 80,
    render: (_: unknown, record: BaseRecord) => <RowActions id={record.id!} allowed={allowed} handlers={handlers} />,
  });
  return columns;
}

