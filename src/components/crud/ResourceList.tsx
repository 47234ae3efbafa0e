import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Alert, Button, ConfigProvider, Empty, Skeleton, Space, Spin, Table, type TableColumnType } from 'antd';
import usePaginationStyle from 'antd/es/pagination/style';
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { t } from '../../providers';
import { pathOf, routes, type FieldDef, type ResolvedRoute } from '../../resources';
import { DOCUMENT_SOURCE, isDocumentKind } from '../../schemas/documents/kinds';
import { allowedActions, type Allowed } from './allowed';
import { FieldValue } from './FieldValue';
import { FilterForm } from './FilterForm';
import {
  crudFiltersToValues,
  filterFieldsOf,
  paramsToCrudFilters,
  relativeFilters,
  splitRelative,
  toCrudFilters,
  type FilterValues,
} from './filters';
import { isEmptyValue, isNumeric } from './format';
import { RowActions, type RowHandlers } from './RowActions';
import { useReferenceLabels, type ReferenceLabels } from './useReferenceLabels';
import { useRowHandlers } from './useRowHandlers';
import { fieldLabel, routeLabel, screenTitle } from './routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { ScreenCard } from './ScreenCard';
import { totalText } from './totalText';
import { currentLanguage } from '../../providers';
import { engine, type Layout, type ListViewState } from './extensions';
import { ResizableTitle } from './ResizableTitle';
import type { ViewSettings } from '../../schemas/list-views';
import { formatValue } from './format';
import { linkedFilterValues } from './linkFilters';
import { keepList, keptListFor } from './keptList';
import { reportChartData } from './reportChart';

// echarts only for the reports that draw a chart (its own lazy chunk).
const ReportChart = lazy(() => import('./ReportChart'));

const PAGE_SIZE = 20;

/** Header cells whose edge sizes their column. */
const RESIZABLE = { header: { cell: ResizableTitle } };

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
 * delete actions the user's button codes grant.
 */
export function ResourceList({
  route,
  rowExtra,
  keep = true,
}: {
  route: ResolvedRoute;
  rowExtra?: (record: BaseRecord) => ReactNode;
  /** Come back to the list as the user left it (false: the module designer's preview, always from its draft). */
  keep?: boolean;
}) {
  // The user's saved views of this list (loaded once per session): the list opens with the chosen or
  // default one, and a new one starts the list afresh (its columns, filters and sort).
  const views = engine.useListViews(route.name);
  if (!views.settled) {
    return (
      <ScreenCard title={screenTitle(route, 'list')} testId="resource-list">
        <Skeleton active paragraph={{ rows: 6 }} />
      </ScreenCard>
    );
  }
  return <ResourceListBody key={views.active?.id ?? 'plain'} route={route} rowExtra={rowExtra} views={views} keep={keep} />;
}

function ResourceListBody({
  route,
  rowExtra,
  views,
  keep,
}: {
  route: ResolvedRoute;
  rowExtra?: (record: BaseRecord) => ReactNode;
  views: ListViewState;
  keep: boolean;
}) {
  const navigate = useNavigate();
  // The user's decimals for the scope's weights and volumes, window and filter preferences.
  const personal = engine.useScreenDefaults(route);
  const fields = personal.fields;
  const view = views.active;
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  // What can be a column: every field a record shows as a value (row lists have their own screens).
  const columnFields = useMemo(() => fields.filter((f) => !f.writeOnly && f.kind !== 'list'), [fields]);
  const { search } = useLocation();
  const linked = useMemo(() => linkedFilterValues(fields, search), [fields, search]);
  // Back from one of its records (or with the back button): the list as the user left it.
  const back = useNavigationType() === 'POP';
  const [kept] = useState(() => {
    const k = !keep || linked.values ? undefined : keptListFor(route.name, route.path, view?.id ?? null, back);
    // A list whose fields changed since it was left (a module published meanwhile) starts afresh.
    return k?.layout.columns.every((c) => byName.has(c.name)) ? k : undefined;
  });
  // The columns shown, their widths and the density: as left, else the view's, else the route's list columns.
  const [layout, setLayout] = useState<Layout>(
    () =>
      kept?.layout ?? {
        columns: view
          ? view.settings.columns.filter((c) => byName.has(c.name))
          : fields.filter((f) => f.list).map((f) => ({ name: f.name })),
        density: view?.settings.density ?? 'middle',
      },
  );
  const listFields = useMemo(
    () => layout.columns.map((c) => byName.get(c.name)).filter((f): f is FieldDef => !!f),
    [layout.columns, byName],
  );
  // A list answers its list columns; a view's other columns are asked for.
  const extraFields = useMemo(() => listFields.filter((f) => !f.list).map((f) => f.name), [listFields]);
  // The view's filters, its relative date ranges (本周...) as today's dates.
  const viewFilters = useMemo(
    () => (view ? [...paramsToCrudFilters(fields, view.settings.filters), ...relativeFilters(fields, view.settings.relative)] : []),
    [view, fields],
  );
  const filterFields = useMemo(() => filterFieldsOf(fields), [fields]);
  const allowed = useMemo(() => allowedActions(route), [route]);
  // The document pages made from this route's records (RouteDef.document, e.g. the bill of lading of a sea order).
  const makers = useMemo(
    () => routes.filter((r) => isDocumentKind(r.document) && DOCUMENT_SOURCE[r.document] === route.name),
    [route.name],
  );
  // The detail pages of this route's records (RouteDef.detailOf, e.g. 外部订单详情 with its 接单 and 拒绝).
  const details = useMemo(() => routes.filter((r) => r.detailOf === route.name && r.component), [route.name]);
  const extra = useMemo(
    () =>
      makers.length || details.length || rowExtra
        ? {
            width: (rowExtra ? 80 : 0) + makers.length * 90 + details.length * 60,
            of: (record: BaseRecord) => (
              <>
                {details.map((d) => (
                  <Button
                    key={d.path}
                    type="link"
                    size="small"
                    data-testid={`detail-${d.name}-${record.id}`}
                    onClick={() => navigate(`${d.path}?id=${encodeURIComponent(String(record.id))}`)}
                  >
                    {t('crud.detailPage')}
                  </Button>
                ))}
                {makers.map((m) => (
                  <Button
                    key={m.path}
                    type="link"
                    size="small"
                    data-testid={`make-${m.name}-${record.id}`}
                    onClick={() => navigate(`${m.path}?id=${encodeURIComponent(String(record.id))}`)}
                  >
                    {routeLabel(m)}
                  </Button>
                ))}
                {rowExtra?.(record)}
              </>
            ),
          }
        : undefined,
    [makers, details, rowExtra, navigate],
  );
  // Computed reports' rows are figures, not records: no detail screen, no row actions.
  const computed = !!route.source;
  // 批量修改: lists declaring batch fields let a user with the edit code select rows and open the batch page.
  const batch = !computed && !!route.batchFields?.length && allowed.edit;
  const [selected, setSelected] = useState<Key[]>([]);

  const viewSort = view?.settings.sort?.split(',');
  const {
    tableProps,
    searchFormProps,
    sorters,
    filters,
    tableQuery,
    currentPage,
    pageSize: shownSize,
  } = useTable<BaseRecord, never, FilterValues>({
    resource: route.name,
    syncWithLocation: false,
    pagination: { currentPage: kept?.current ?? 1, pageSize: kept?.pageSize ?? view?.settings.pageSize ?? PAGE_SIZE, mode: 'server' },
    // Replace, not merge: a cleared input must drop its filter. A link (the dashboard's 更多) sets the
    // first ones, else the view's; coming back, the ones the user left.
    filters: { defaultBehavior: 'replace', initial: kept?.filters ?? (linked.values ? toCrudFilters(fields, linked.values) : viewFilters) },
    sorters: kept
      ? { initial: kept.sorters }
      : viewSort?.length === 2
        ? { initial: [{ field: viewSort[0], order: viewSort[1] === 'desc' ? 'desc' : 'asc' }] }
        : undefined,
    meta: { fields: extraFields },
    onSearch: (values) => toCrudFilters(fields, values),
    errorNotification: false,
  });
  // Fields with a filter applied (a range's two ends count once): the phone's 筛选 button shows it.
  const activeFilters = new Set(filters.filter((c) => 'field' in c && !isEmptyValue(c.value)).map((c) => ('field' in c ? c.field : '')))
    .size;
  const filterInitial = useMemo(() => {
    const start = kept?.filters ?? viewFilters;
    return linked.values ?? (start.length ? crudFiltersToValues(fields, start) : undefined);
  }, [linked.values, kept, viewFilters, fields]);
  // Kept when the list goes (read at unmount: the address is then already where the user went).
  const leaving = useRef({ current: currentPage, pageSize: shownSize, filters, sorters, layout });
  leaving.current = { current: currentPage, pageSize: shownSize, filters, sorters, layout };
  const viewId = view?.id ?? null;
  useEffect(
    () => () => {
      if (keep) keepList(route.name, { ...leaving.current, viewId, scrollY: window.scrollY, leftTo: window.location.hash.slice(1) });
    },
    [route.name, viewId, keep],
  );

  const records = tableProps.dataSource as BaseRecord[] | undefined;
  // antd writes a component's CSS on its first render, and the table shows its pagination only with
  // the first page of rows: written there, that CSS held the rows back ~15 ms. It is written with
  // the screen instead.
  const [withPaginationStyle] = usePaginationStyle(useContext(ConfigProvider.ConfigContext).getPrefixCls('pagination'));
  // While no rows are shown the spinner sits in the empty table, not over it: the table's loading blur is
  // lifted one render after the rows arrive, and that class change restyles every cell a second time.
  const firstPageLoading = tableQuery.isFetching && !records;
  // Back where the user was, once the kept page's rows are on screen.
  const scrolled = useRef(!kept?.scrollY);
  useEffect(() => {
    if (scrolled.current || !records?.length) return;
    scrolled.current = true;
    requestAnimationFrame(() => window.scrollTo({ top: kept!.scrollY }));
  }, [records, kept]);
  const capped = tableQuery.data?.totalCapped === true;

  const refLabels = useReferenceLabels(listFields, records);
  const handlers = useRowHandlers(route, personal.editInNewWindow);
  const ListViewBar = engine.ListViewBar;
  // Number formats (ICU data) are made ready while the first page is on its way, not after it came.
  useEffect(() => {
    for (const f of listFields.filter(isNumeric)) formatValue(f, 0, currentLanguage());
  }, [listFields]);

  // The same columns (and cell renderers) until what they show changes: a new array re-renders every cell.
  const sortKey = sorters.map((s) => `${s.field},${s.order}`).join(';');
  const widths = useMemo(() => new Map(layout.columns.filter((c) => c.width).map((c) => [c.name, c.width!])), [layout.columns]);
  const resize = useCallback(
    (name: string, width: number) => setLayout((l) => ({ ...l, columns: l.columns.map((c) => (c.name === name ? { ...c, width } : c)) })),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: sortKey stands for sorters, a new array each render with the same sort.
  const columns = useMemo(
    () => listColumns(listFields, refLabels, sorters, computed ? null : allowed, handlers, extra, widths, resize),
    [listFields, refLabels, sortKey, computed, allowed, handlers, extra, widths, resize],
  );
  // What a saved view keeps of the list as it is now.
  const pageSize = (tableProps.pagination !== false && tableProps.pagination?.pageSize) || PAGE_SIZE;
  const currentSettings = (): ViewSettings => ({
    columns: layout.columns,
    density: layout.density,
    ...splitRelative(fields, filters),
    ...(sorters[0] ? { sort: `${sorters[0].field},${sorters[0].order}` } : {}),
    pageSize: pageSize as ViewSettings['pageSize'],
  });

  // The totals over every matching row (not just this page), under the table.
  const summary = (tableQuery.data as { summary?: Record<string, unknown> } | undefined)?.summary;
  const lang = currentLanguage();
  const summaryRow =
    summary && Object.keys(summary).length
      ? () => (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="report-summary">
              {columns.map((c, i) => {
                const f = listFields.find((x) => x.name === c.key);
                const v = f?.sum ? summary[f.name] : undefined;
                return (
                  <Table.Summary.Cell key={String(c.key)} index={i} align={f && isNumeric(f) ? 'right' : undefined}>
                    {i === 0 ? (
                      <strong>{t('report.total')}</strong>
                    ) : v !== undefined ? (
                      <strong data-testid={`summary-${f!.name}`}>{formatValue(f!, v, lang)}</strong>
                    ) : null}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        )
      : undefined;
  const chart = useMemo(
    () => (route.chart && records?.length ? reportChartData(route.chart, fields, records, lang) : undefined),
    [route.chart, fields, records, lang],
  );

  const pagination = tableProps.pagination
    ? {
        ...tableProps.pagination,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total: number) => <span data-testid="list-total">{totalText(total, capped)}</span>,
      }
    : false;

  return withPaginationStyle(
    <ScreenCard
      title={screenTitle(route, 'list')}
      testId="resource-list"
      extra={
        <Space wrap>
          {/* The features' parts of the header (saved views, import and export): lazy chunks, each a Space item as before. */}
          {ListViewBar ? (
            <Suspense fallback={null}>
              <ListViewBar resource={route.name} fields={columnFields} layout={layout} onLayout={setLayout} current={currentSettings} />
            </Suspense>
          ) : null}
          {engine.listActions.map((Action, i) => (
            <Suspense key={i} fallback={null}>
              <Action route={route} filters={filters} sorters={sorters} columns={listFields.map((f) => f.name)} />
            </Suspense>
          ))}
          {batch ? (
            <Button
              icon={<EditOutlined />}
              disabled={!selected.length}
              data-testid="batch-edit-button"
              onClick={() =>
                navigate(`${pathOf('BatchEditPage')}?resource=${encodeURIComponent(route.name)}&ids=${selected.map(String).join(',')}`)
              }
            >
              {t('office.batch.button')}
              {selected.length ? ` (${selected.length})` : ''}
            </Button>
          ) : null}
          {allowed.create ? (
            <Button type="primary" icon={<PlusOutlined />} data-testid="create-button" onClick={() => navigate(screenPath.create(route))}>
              {t('buttons.create')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {linked.error ? (
        <Alert type="warning" showIcon message={t('report.badLink', { reason: linked.error })} style={{ marginBottom: 12 }} />
      ) : null}
      <FilterForm
        fields={filterFields}
        formProps={filterInitial ? { ...searchFormProps, initialValues: filterInitial } : searchFormProps}
        follow={personal.followFilter}
        activeCount={activeFilters}
      />
      {chart ? (
        <Suspense fallback={<Skeleton active />}>
          <ReportChart data={chart} />
        </Suspense>
      ) : null}
      <Table<BaseRecord>
        summary={summaryRow}
        {...tableProps}
        loading={false}
        rowKey="id"
        rowSelection={batch ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true } : undefined}
        columns={columns}
        pagination={pagination}
        size={layout.density}
        components={RESIZABLE}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: firstPageLoading ? (
            <Spin />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={route.emptyText ? route.emptyText[lang] : t('empty')} />
          ),
        }}
        data-testid="resource-table"
      />
    </ScreenCard>,
  );
}

/**
 * The table's columns: the list fields (sortable where allowed), then the row actions (none for a
 * computed report, whose rows are figures, not records: allowed is null).
 */
function listColumns(
  listFields: FieldDef[],
  refLabels: ReadonlyMap<string, ReferenceLabels>,
  sorters: CrudSort[],
  allowed: Allowed | null,
  handlers: RowHandlers,
  extra: { width: number; of: (record: BaseRecord) => ReactNode } | undefined,
  widths: ReadonlyMap<string, number>,
  resize: (name: string, width: number) => void,
): TableColumnType<BaseRecord>[] {
  const columns: TableColumnType<BaseRecord>[] = listFields.map((f) => {
    const labels = refLabels.get(f.name);
    const width = widths.get(f.name) ?? widthOf(f);
    return {
      key: f.name,
      dataIndex: f.name,
      title: fieldLabel(f),
      width,
      // The header's right edge sizes the column (a saved view keeps it).
      onHeaderCell: () => ({ width, onResize: (w: number) => resize(f.name, w), resizeId: f.name }) as HTMLAttributes<HTMLElement>,
      ellipsis: true,
      align: isNumeric(f) ? 'right' : undefined,
      sorter: f.sort ? true : undefined,
      sortOrder: f.sort ? getDefaultSortOrder(f.name, sorters) : undefined,
      render: (value: unknown) => <FieldValue field={f} value={value} refLabels={labels} />,
    };
  });
  if (allowed) {
    columns.push({
      key: '__actions',
      title: t('table.actions'),
      fixed: 'right',
      width: (allowed.edit && allowed.delete ? 170 : allowed.edit || allowed.delete ? 120 : 80) + (extra?.width ?? 0),
      render: (_: unknown, record: BaseRecord) => (
        <RowActions id={record.id!} allowed={allowed} handlers={handlers} extra={extra?.of(record)} />
      ),
    });
  }
  return columns;
}
