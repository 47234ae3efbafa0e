import { api } from '../../api';
import { useApiQuery } from '../../api/hooks';
import type { SettingsValues } from '../../schemas/settings';
import {
  BARCODE_LABEL_CATEGORY_TYPE,
  COUNTRY_CODE_CATEGORY,
  DEFAULT_DATE_CATEGORY,
  type CategoryEntry,
} from '../../schemas/settings-options';

export interface Option<V = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Everything the dialog shows: the settings and the lists it chooses from (docs/behaviour.md §2.7). */
export interface DialogData {
  settings: SettingsValues;
  countryCodes: CategoryEntry[];
  defaultDates: CategoryEntry[];
  labelSizes: CategoryEntry[];
  ccUsers: { value: number; label: string; label4: string | null }[];
  paramTexts: Option<string>[];
  aeWarehouses: Option<number>[];
  aiWarehouses: Option<number>[];
  feeServices: { value: number; label: string; code: string; businessScope: string | null }[];
}

const warehouseOptions = (list: { warehouseId: number; warehouseNameCn: string | null }[] | undefined) =>
  (list ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseNameCn ?? '' }));

/**
 * The dialog's data, read through the shared query cache while it is open. The extension settings are
 * laid over the user's (docs/behaviour.md §2.4: all fields but userId, orgId and userEname; warehouse
 * ids of -1 mean none). The settings are shown only once fetched for this opening (a save elsewhere
 * invalidates them; the form takes its values once). The lists are optional: one that fails leaves
 * its select empty rather than the dialog closed.
 */
export function useSettingsDialogData(open: boolean, userId: string | number | undefined): { data: DialogData | null; failed: boolean } {
  const on = open && userId !== undefined;
  const list = { enabled: on, silent: true } as const;
  const settings = useApiQuery(api.settings.userSettings, { params: { userId: userId ?? '' } }, { enabled: on });
  const extend = useApiQuery(api.settings.userExtend, undefined, list);
  const countryCodes = useApiQuery(api.settings.listCategory, { params: { name: COUNTRY_CODE_CATEGORY } }, list);
  const defaultDates = useApiQuery(api.settings.listCategory, { params: { name: DEFAULT_DATE_CATEGORY } }, list);
  const labelSizes = useApiQuery(api.settings.modelCategory, { query: { categoryType: String(BARCODE_LABEL_CATEGORY_TYPE) } }, list);
  const ccUsers = useApiQuery(api.settings.ccUsers, undefined, list);
  const paramTexts = useApiQuery(api.settings.paramTexts, undefined, list);
  const ae = useApiQuery(api.settings.aeWarehouses, undefined, list);
  const ai = useApiQuery(api.settings.warehouses, { params: { types: '普货库,二级监管', scope: 'AI' } }, list);
  const feeServices = useApiQuery(api.settings.feeServices, undefined, list);

  if (!on) return { data: null, failed: false };
  if (settings.isError) return { data: null, failed: true };
  const lists = [extend, countryCodes, defaultDates, labelSizes, ccUsers, paramTexts, ae, ai, feeServices];
  // Wait for this opening's settings and for every list to be answered (or to have failed).
  if (!settings.data || settings.isFetching || extend.isFetching || lists.some((q) => q.isPending && !q.isError))
    return { data: null, failed: false };

  const merged: SettingsValues = { ...(settings.data as SettingsValues) };
  for (const [k, v] of Object.entries((extend.data ?? {}) as SettingsValues)) {
    if (k === 'userId' || k === 'orgId' || k === 'userEname') continue;
    if (/WarehouseId$/.test(k) && v === -1) continue;
    merged[k] = v;
  }
  return {
    failed: false,
    data: {
      settings: merged,
      countryCodes: countryCodes.data ?? [],
      defaultDates: defaultDates.data ?? [],
      labelSizes: labelSizes.data ?? [],
      ccUsers: (ccUsers.data ?? []) as DialogData['ccUsers'],
      paramTexts: paramTexts.data ?? [],
      aeWarehouses: warehouseOptions(ae.data),
      aiWarehouses: warehouseOptions(ai.data),
      feeServices: (feeServices.data ?? []) as DialogData['feeServices'],
    },
  };
}
