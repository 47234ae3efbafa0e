import { useEffect } from 'react';
import { api, call } from '../../api';
import { createStore, useStore } from '../../api/store';
import { getToken, onSessionEnd } from '../../providers';
import type { ListView, ViewSettings } from '../../schemas/list-views';

/**
 * The signed-in user's saved list views (docs/lists.md "Saved views"): every view the user sees,
 * of every list, and the user's default per list, loaded once per session (GET /hrs/listViews, the
 * layout starts it) and kept up to date by the writes below, so a list opens with its default view
 * at once. The view chosen on a list is remembered for the tab (sessionStorage), else the default.
 */
type Status = 'idle' | 'loading' | 'ready' | 'failed';
interface State {
  token: string | null;
  status: Status;
  views: ListView[];
  defaults: Record<string, number>;
  /** Per list: the view chosen in this tab ('none': the plain list), when it differs from the default. */
  chosen: Record<string, number | 'none'>;
}

const CHOSEN_KEY = 'listViews.chosen';

function readChosen(): Record<string, number | 'none'> {
  try {
    return JSON.parse(sessionStorage.getItem(CHOSEN_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

const store = createStore<State>({ token: null, status: 'idle', views: [], defaults: {}, chosen: readChosen() });
const emit = store.update;

onSessionEnd(() => {
  try {
    sessionStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
  emit({ token: null, status: 'idle', views: [], defaults: {}, chosen: {} });
});

let inflight: Promise<void> | null = null;

/**
 * Loads the views once per session; concurrent callers share one request. A failed load is not
 * retried until the next session (the lists work without views); a forced reload keeps showing
 * what was there until the answer comes.
 */
export function loadListViews(force = false): Promise<void> {
  const token = getToken();
  const state = store.get();
  const same = state.token === token && state.status !== 'idle';
  if (same && (!force || state.status === 'loading')) return inflight ?? Promise.resolve();
  if (!same) emit({ token, status: 'loading', views: [], defaults: {} });
  inflight = call(api.lists.allViews, undefined, { silent: true })
    .then((answer) => {
      const data = answer as { views: ListView[]; defaults: Record<string, number> } | undefined;
      if (getToken() === token) emit({ token, status: 'ready', views: data?.views ?? [], defaults: data?.defaults ?? {} });
    })
    .catch(() => {
      if (getToken() === token) emit({ token, status: 'failed', views: [], defaults: {} });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

function choose(resource: string, id: number | 'none' | undefined) {
  const chosen = { ...store.get().chosen };
  if (id === undefined) delete chosen[resource];
  else chosen[resource] = id;
  try {
    sessionStorage.setItem(CHOSEN_KEY, JSON.stringify(chosen));
  } catch {
    // Storage unavailable: the choice lasts until the page reloads.
  }
  emit({ chosen });
}

export interface ListViews {
  /** Loaded (or failed: the list goes on without views). */
  settled: boolean;
  views: ListView[];
  defaultId: number | null;
  /** The view the list shows now: chosen in this tab, else the user's default; null: the plain list. */
  active: ListView | null;
  select: (id: number | null) => void;
  create: (body: { name: string; shared: boolean; makeDefault: boolean; settings: ViewSettings }) => Promise<ListView>;
  update: (id: number, body: Partial<{ name: string; shared: boolean; settings: ViewSettings }>) => Promise<ListView>;
  remove: (id: number) => Promise<void>;
  setDefault: (id: number | null) => Promise<void>;
}

/** One list's views and the actions on them. */
export function useListViews(resource: string): ListViews {
  const snap = useStore(store);
  useEffect(() => {
    void loadListViews();
  }, []);
  const current = snap.token === getToken();
  const views = current ? snap.views.filter((v) => v.resource === resource) : [];
  const defaultId = current ? (snap.defaults[resource] ?? null) : null;
  const chosen = snap.chosen[resource];
  const activeId = chosen === 'none' ? null : (chosen ?? defaultId);
  const active = views.find((v) => v.id === activeId) ?? null;
  const replace = (v: ListView) =>
    emit({ views: [...store.get().views.filter((x) => x.id !== v.id), v].sort((a, b) => a.name.localeCompare(b.name)) });
  return {
    settled: current && (snap.status === 'ready' || snap.status === 'failed'),
    views,
    defaultId,
    active,
    select: (id) => choose(resource, id === null ? 'none' : id),
    async create(body) {
      const v = (await call(api.lists.createView, { params: { resource }, body })) as ListView;
      replace(v);
      if (body.makeDefault) emit({ defaults: { ...store.get().defaults, [resource]: v.id } });
      choose(resource, v.id);
      return v;
    },
    async update(id, body) {
      const v = (await call(api.lists.updateView, { params: { resource, id }, body })) as ListView;
      replace(v);
      return v;
    },
    async remove(id) {
      await call(api.lists.removeView, { params: { resource, id } });
      const defaults = { ...store.get().defaults };
      if (defaults[resource] === id) delete defaults[resource];
      emit({ views: store.get().views.filter((x) => x.id !== id), defaults });
      choose(resource, undefined);
    },
    async setDefault(id) {
      await call(api.lists.setDefaultView, { params: { resource }, body: { viewId: id } });
      const defaults = { ...store.get().defaults };
      if (id === null) delete defaults[resource];
      else defaults[resource] = id;
      emit({ defaults });
    },
  };
}
