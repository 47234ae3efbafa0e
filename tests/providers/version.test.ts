// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, getToken, setToken, startVersionCheck } from '../../src/providers';
import { STORAGE_KEYS } from '../../src/schemas';
import { fakeServer } from './fake-server';

let version = '1.0.0';
let stop: () => void = () => undefined;

function setup() {
  const server = fakeServer(() => ({ data: { pack_vue_version: version } }));
  const reload = vi.fn();
  stop = startVersionCheck(createHttpClient({ adapter: server.adapter }), { reload });
  return { calls: server.calls, reload };
}

const click = async () => {
  document.body.click();
  // Let the request and its answer settle.
  await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => {
  sessionStorage.clear();
  version = '1.0.0';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('version check', () => {
  it('stores the first version seen and does not reload', async () => {
    setToken('tok-1');
    const { calls, reload } = setup();
    await click();
    // Always the same address, so the browser can revalidate it (ETag -> 304) instead of fetching it anew.
    expect(calls[0].url).toBe('/version.json');
    expect(sessionStorage.getItem(STORAGE_KEYS.version)).toBe('1.0.0');
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-1');
  });

  it('does not reload while the version is unchanged', async () => {
    sessionStorage.setItem(STORAGE_KEYS.version, '1.0.0');
    const { calls, reload } = setup();
    await click();
    expect(calls).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the token, stores the new version and reloads when it changed', async () => {
    setToken('tok-1');
    sessionStorage.setItem(STORAGE_KEYS.version, '1.0.0');
    version = '1.0.1';
    const { reload } = setup();
    await click();
    expect(reload).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.version)).toBe('1.0.1');
  });

  it('checks on each click (docs/behaviour.md §1.4); a click while a check is on its way joins it', async () => {
    const { calls } = setup();
    await click();
    await click();
    await click();
    expect(calls).toHaveLength(3);
    document.body.click();
    document.body.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(4);
  });

  it('stops listening', async () => {
    const { calls } = setup();
    stop();
    await click();
    expect(calls).toHaveLength(0);
  });
});
