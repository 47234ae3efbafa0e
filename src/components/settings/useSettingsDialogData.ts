import { useEffect, useState } from 'react';
import { endpoints, http } from '../../providers';
import type { SettingsValues } from '../../schemas/settings';
import { BARCODE_LABEL_CATEGORY_TYPE, COUNTRY_CODE_CATEGORY, DEFAULT_DATE_CATEGORY, type CategoryEntry } from '../../schemas/settings-options';

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

const data = <T,>(p: Promise<{ data?: { data?: unknown } }>, fallback: T): Promise<T> =>
  p.then((r) => (r.data?.data ?? fallback) as T).catch(() => fallback);

const warehouseOptions = (list: { warehouseId: number; warehouseNameCn: string }[]) =>
  list.map((w) => ({ value: w.warehouseId, label: w.warehouseNameCn }));

/**
 * Loads the dialog's data when it opens. The extension settings are laid over the user's (docs/behaviour.md §2.4:
 * all fields but userId, orgId and userEname; warehouse ids of -1 mean none). The lists are optional:
 * one that fails leaves its select empty rather than the dialog closed.
 */
export function useSettingsDialogData(open: boolean, userId: string | number | undefined) {
  const [state, setState] = useState<{ data: DialogData | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    if (!open || userId === undefined) return;
    let live = true;
    setState({ data: null, failed: false });
    (async () => {
      const settingsP = http.get(endpoints.userSettings(userId));
      const [settings, extend, countryCodes, defaultDates, labelSizes, ccUsers, paramTexts, ae, ai, feeServices] = await Promise.all([
        settingsP.then((r) => r.data.data as SettingsValues),
        data<SettingsValues>(http.get(endpoints.userExtend, { silent: true }), {}),
        data<CategoryEntry[]>(http.get(endpoints.listCategory(COUNTRY_CODE_CATEGORY), { silent: true }), []),
        data<CategoryEntry[]>(http.get(endpoints.listCategory(DEFAULT_DATE_CATEGORY), { silent: true }), []),
        data<CategoryEntry[]>(http.get(endpoints.modelCategory, { params: { categoryType: BARCODE_LABEL_CATEGORY_TYPE }, silent: true }), []),
        data<DialogData['ccUsers']>(http.get(endpoints.ccUsers, { silent: true }), []),
        data<Option<string>[]>(http.get(endpoints.paramTexts, { silent: true }), []),
        data<{ warehouseId: number; warehouseNameCn: string }[]>(http.get(endpoints.aeWarehouses, { silent: true }), []),
        data<{ warehouseId: number; warehouseNameCn: string }[]>(http.get(endpoints.warehouses('普货库,二级监管', 'AI'), { silent: true }), []),
        data<DialogData['feeServices']>(http.get(endpoints.feeServices, { silent: true }), []),
      ]);
      const merged: SettingsValues = { ...settings };
      for (const [k, v] of Object.entries(extend)) {
        if (k === 'userId' || k === 'orgId' || k === 'userEname') continue;
        if (/WarehouseId$/.test(k) && v === -1) continue;
        merged[k] = v;
      }
      if (live) {
        setState({
          failed: false,
          data: {
            settings: merged, countryCodes, defaultDates, labelSizes, ccUsers, paramTexts, feeServices,
            aeWarehouses: warehouseOptions(ae), aiWarehouses: warehouseOptions(ai),
          },
        });
      }
    })().catch(() => live && setState({ data: null, failed: true }));
    return () => {
      live = false;
    };
  }, [open, userId]);
  return state;
}
