import { useEffect } from 'react';
import { api, call } from '../../api';
import { createStore, useStore } from '../../api/store';
import { getToken, onSessionEnd } from '../../providers';
import type { SettingsValues } from '../../schemas/settings';
import { useCurrentUser } from '../layout/useCurrentUser';

/**
 * The signed-in user's personal settings (GET /hrs/user/{id}), loaded once per session and shared by
 * every screen that applies them (order forms, lists, the settings dialog): one store, so a save in
 * the dialog reaches all of them at once.
 */
type Status = 'idle' | 'loading' | 'ready' | 'failed';
interface State {
  token: string | null;
  status: Status;
  settings: SettingsValues | null;
}

const store = createStore<State>({ token: null, status: 'idle', settings: null });
const emit = store.set;

/** docs/behaviour.md §2.3 "Browser-stored values": the two window flags, readable before the settings load. */
export const WINDOW_FLAG_KEYS = { editNewPage: 'orderEditNewPage', saveClosePage: 'orderSaveClosePage' } as const;

function storeWindowFlags(s: SettingsValues) {
  try {
    sessionStorage.setItem(WINDOW_FLAG_KEYS.editNewPage, String(s.orderEditNewPage ?? ''));
    sessionStorage.setItem(WINDOW_FLAG_KEYS.saveClosePage, String(s.orderSaveClosePage ?? ''));
  } catch {
    // Storage unavailable: the loaded settings still decide.
  }
}

/** A window flag from the loaded settings, else as stored in this tab; undefined when neither knows. */
export function windowFlag(key: keyof typeof WINDOW_FLAG_KEYS, settings: SettingsValues | null): boolean | undefined {
  const name = WINDOW_FLAG_KEYS[key];
  let v: unknown = settings ? settings[name] : undefined;
  if (v === undefined) {
    try {
      v = sessionStorage.getItem(name);
    } catch {
      v = undefined;
    }
  }
  return v === '1' ? true : v === '0' ? false : undefined;
}

let inflight: Promise<void> | null = null;

/** Loads (or reloads) the settings of a user; concurrent callers share one request. */
export function loadPersonalSettings(userId: string | number, force = false): Promise<void> {
  const token = getToken();
  const state = store.get();
  if (!force && state.token === token && (state.status === 'ready' || state.status === 'loading')) return inflight ?? Promise.resolve();
  emit({ token, status: 'loading', settings: state.token === token ? state.settings : null });
  inflight = call(api.settings.userSettings, { params: { userId } }, { silent: true })
    .then((answer) => {
      const settings = (answer ?? null) as SettingsValues | null;
      if (settings) storeWindowFlags(settings);
      if (getToken() === token) emit({ token, status: 'ready', settings });
    })
    .catch(() => {
      if (getToken() === token) emit({ token, status: 'failed', settings: null });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** After a save: the answer is the new settings. */
export function setPersonalSettings(settings: SettingsValues) {
  storeWindowFlags(settings);
  emit({ token: getToken(), status: 'ready', settings });
}

onSessionEnd(() => emit({ token: null, status: 'idle', settings: null }));

/** The settings, loading them for the signed-in user on first use. `settled`: loaded or failed. */
export function usePersonalSettings(): { settings: SettingsValues | null; settled: boolean } {
  const identity = useCurrentUser();
  const user = identity.data;
  const snap = useStore(store);
  const userId = user?.userId;
  useEffect(() => {
    if (userId !== undefined) void loadPersonalSettings(userId);
  }, [userId]);
  const current = snap.token === getToken();
  // Without an identity (none to be had, or it failed) there is nothing to load: screens go on with
  // the built-in defaults.
  const noUser =
    identity.isError || (identity.status === 'success' && !user) || (identity.status === 'pending' && identity.fetchStatus === 'idle');
  return {
    settings: current ? snap.settings : null,
    settled: noUser || (current && (snap.status === 'ready' || snap.status === 'failed')),
  };
}
