import { useCallback, useEffect } from 'react';
import { api, request } from '../../api';
import { createStore, useStore } from '../../api/store';
import { altHttp } from '../../providers';
import { selectedRecords, type AccessRecord } from './model';

interface State {
  records: AccessRecord[];
  loading: boolean;
  error?: string;
}

/**
 * The user's access records, shared by every component showing frequent menus (dashboard card,
 * sider block): one store, so a save in the editor reloads all of them.
 */
const store = createStore<State>({ records: [], loading: false });
const emit = store.set;
let inflight: Promise<void> | undefined;

/** Reloads the list from the server; concurrent callers share one request. */
export function reloadAccessRecords(): Promise<void> {
  if (inflight) return inflight;
  store.update({ loading: true });
  const loading = request(altHttp, api.dashboard.accessRecordList, undefined, { silent: true })
    .then((answer) => {
      const data: unknown = answer;
      emit({ records: Array.isArray(data) ? (data as AccessRecord[]) : [], loading: false });
    })
    .catch((e: unknown) => {
      emit({ records: [], loading: false, error: e instanceof Error ? e.message : String(e) });
    })
    .finally(() => {
      inflight = undefined;
    });
  inflight = loading;
  return loading;
}

export interface AccessRecordsResult {
  /** The saved frequent menus (status 1), in saved order. */
  list: AccessRecord[];
  /** Every record the server answered (the editor needs the unselected ones too). */
  records: AccessRecord[];
  loading: boolean;
  error?: string;
  reload: () => Promise<void>;
}

/** The saved frequent-menu list and a reload; loads on mount. */
export function useAccessRecords(): AccessRecordsResult {
  const s = useStore(store);
  useEffect(() => {
    void reloadAccessRecords();
  }, []);
  const reload = useCallback(() => reloadAccessRecords(), []);
  return { list: selectedRecords(s.records), records: s.records, loading: s.loading, error: s.error, reload };
}
