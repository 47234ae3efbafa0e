/**
 * Saved views of a list (docs/lists.md): which columns in which order and width, the row density,
 * and a named set of filters and sort. Shared by the browser (the list's view bar) and the server
 * (which checks a view's columns and filters against the route before storing it).
 */
export const DENSITIES = ['small', 'middle', 'large'] as const;
export type Density = (typeof DENSITIES)[number];

export const COLUMN_WIDTH = { min: 60, max: 800 } as const;
export const VIEW_NAME_MAX = 50;
/** Views one user may keep per list. */
export const VIEWS_PER_LIST = 50;

/**
 * Date ranges a view keeps relative to the day it is opened ("departing this week"): a date range
 * filter set to one of these is saved as its name, not as two dates.
 */
export const DATE_PRESETS = ['today', 'thisWeek', 'nextWeek', 'thisMonth', 'last7Days', 'next7Days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface ViewColumn {
  name: string;
  /** Pixels; the kind's default width when absent. */
  width?: number;
}

export interface ViewSettings {
  columns: ViewColumn[];
  density?: Density;
  /** The list's query parameters as the CRUD contract names them: `field`, `field_like`, `field_gte`, ... */
  filters?: Record<string, string>;
  /** Date range filters relative to today, by field: `{expectDeparture: 'thisWeek'}`. */
  relative?: Record<string, DatePreset>;
  /** `field,asc` or `field,desc`. */
  sort?: string;
  pageSize?: number;
}

export interface ListView {
  id: number;
  resource: string;
  name: string;
  shared: boolean;
  settings: ViewSettings;
  ownerId: number;
  ownerName: string | null;
  /** The caller's own view. */
  mine: boolean;
  /** The caller may change or delete it: its owner, or an administrator of the organisation. */
  canEdit: boolean;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

type Lang = 'zh-CN' | 'en-US';
const M = {
  'zh-CN': {
    name: `请输入1到${VIEW_NAME_MAX}个字符的视图名称`,
    columns: '请至少选择一列，且每列只能出现一次',
    width: `列宽必须是${COLUMN_WIDTH.min}到${COLUMN_WIDTH.max}之间的整数`,
    density: '行高只能是紧凑、默认或宽松',
    filters: '筛选条件必须是字段到文本的对象',
    pageSize: `每页条数只能是 ${PAGE_SIZES.join('、')}`,
    relative: '相对日期必须是字段到今天、本周、下周、本月、最近7天或未来7天的对象',
    settings: '视图设置必须是一个对象',
  },
  'en-US': {
    name: `Name the view with 1 to ${VIEW_NAME_MAX} characters`,
    columns: 'Choose at least one column, each once',
    width: `A column width is a whole number from ${COLUMN_WIDTH.min} to ${COLUMN_WIDTH.max}`,
    density: 'Density is small, middle or large',
    filters: 'Filters map query parameters to text',
    pageSize: `Page size is one of ${PAGE_SIZES.join(', ')}`,
    relative: `Relative dates map fields to ${DATE_PRESETS.join(', ')}`,
    settings: 'The view settings must be an object',
  },
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The shape of a view's settings, checked without the route: errors by field (`columns`, `density`,
 * ...), or the settings with only the known keys. Which columns and filters the route has is the
 * server's part (server/plugins/list-views.ts).
 */
export function checkViewSettings(input: unknown, lang: Lang = 'zh-CN'): { settings?: ViewSettings; errors: Record<string, string> } {
  const m = M[lang];
  if (!isObj(input)) return { errors: { settings: m.settings } };
  const errors: Record<string, string> = {};
  const columns: ViewColumn[] = [];
  if (!Array.isArray(input.columns) || !input.columns.length || input.columns.length > 200) errors.columns = m.columns;
  else {
    const seen = new Set<string>();
    for (const c of input.columns) {
      if (!isObj(c) || typeof c.name !== 'string' || !c.name || seen.has(c.name)) {
        errors.columns = m.columns;
        break;
      }
      seen.add(c.name);
      if (
        c.width !== undefined &&
        c.width !== null &&
        (!Number.isInteger(c.width) || (c.width as number) < COLUMN_WIDTH.min || (c.width as number) > COLUMN_WIDTH.max)
      ) {
        errors.columns = m.width;
        break;
      }
      columns.push(c.width == null ? { name: c.name } : { name: c.name, width: c.width as number });
    }
  }
  if (input.density !== undefined && !DENSITIES.includes(input.density as Density)) errors.density = m.density;
  let filters: Record<string, string> | undefined;
  if (input.filters !== undefined) {
    if (
      !isObj(input.filters) ||
      Object.values(input.filters).some((v) => typeof v !== 'string' || v.length > 500) ||
      Object.keys(input.filters).length > 100
    )
      errors.filters = m.filters;
    else filters = input.filters as Record<string, string>;
  }
  if (input.sort !== undefined && (typeof input.sort !== 'string' || input.sort.length > 100)) errors.sort = m.filters;
  let relative: Record<string, DatePreset> | undefined;
  if (input.relative !== undefined) {
    if (
      !isObj(input.relative) ||
      Object.keys(input.relative).length > 50 ||
      Object.values(input.relative).some((v) => !DATE_PRESETS.includes(v as DatePreset))
    )
      errors.relative = m.relative;
    else relative = input.relative as Record<string, DatePreset>;
  }
  if (input.pageSize !== undefined && !PAGE_SIZES.includes(input.pageSize as (typeof PAGE_SIZES)[number])) errors.pageSize = m.pageSize;
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    settings: {
      columns,
      ...(input.density ? { density: input.density as Density } : {}),
      ...(filters ? { filters } : {}),
      ...(relative && Object.keys(relative).length ? { relative } : {}),
      ...(input.sort ? { sort: input.sort as string } : {}),
      ...(input.pageSize ? { pageSize: input.pageSize as number } : {}),
    },
  };
}

export function checkViewName(v: unknown, lang: Lang = 'zh-CN'): string | null {
  return typeof v === 'string' && v.trim().length > 0 && v.trim().length <= VIEW_NAME_MAX ? null : M[lang].name;
}
