import { beforeEach, describe, expect, it } from 'vitest';
import { accessControlProvider, canOpenPath, createHttpClient, hasButton, loadAccess, menuTree, resetAccess } from '../../src/providers';
import { STORAGE_KEYS } from '../../src/schemas';
import { fakeServer, ok, routes } from './fake-server';
import { BUTTONS, TREE } from './fixtures';

function setup() {
  const server = fakeServer(routes({ 'GET /hrs/permission': ok(TREE), 'GET /hrs/permission/getButtonInfo': ok(BUTTONS) }));
  return { http: createHttpClient({ adapter: server.adapter }), calls: server.calls };
}

const can = (resource: string, action: string) => accessControlProvider.can({ resource, action }).then((r) => r.can);

beforeEach(() => {
  sessionStorage.clear();
  resetAccess();
});

describe('loading', () => {
  it('fetches the tree and the buttons once, and stores the buttons', async () => {
    const { http, calls } = setup();
    await Promise.all([loadAccess(http), loadAccess(http)]);
    await loadAccess(http);
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /hrs/permission', 'GET /hrs/permission/getButtonInfo']);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.buttons)!)).toEqual(BUTTONS);
    expect(menuTree()).toEqual(TREE);
  });

  it('loads again after resetAccess (a new login)', async () => {
    const { http, calls } = setup();
    await loadAccess(http);
    resetAccess();
    expect(menuTree()).toEqual([]);
    await loadAccess(http);
    expect(calls).toHaveLength(4);
  });

  it('forgets a failed load so the next call retries', async () => {
    let fail = true;
    const server = fakeServer(() => (fail ? 'network' : ok([])));
    const http = createHttpClient({ adapter: server.adapter });
    await expect(loadAccess(http)).rejects.toThrow();
    fail = false;
    await expect(loadAccess(http)).resolves.toBeDefined();
  });
});

describe('canOpenPath', () => {
  it('opens public and open-to-all paths without any grant', () => {
    expect(canOpenPath('/login')).toBe(true);
    expect(canOpenPath('/externalOrderTrack?o=1&code=x')).toBe(true);
    expect(canOpenPath('/cargoPouchView/12')).toBe(true);
    expect(canOpenPath('/dashboard')).toBe(true);
    expect(canOpenPath('/unPermission')).toBe(true);
    expect(canOpenPath('/af_order')).toBe(false);
  });

  it('opens permitted paths and their sub-pages, nothing else', async () => {
    await loadAccess(setup().http);
    expect(canOpenPath('/af_order')).toBe(true);
    expect(canOpenPath('/af_order/edit/3?tab=2')).toBe(true);
    expect(canOpenPath('/afManager')).toBe(true);
    expect(canOpenPath('/hrs_user')).toBe(true);
    expect(canOpenPath('/af_order_lch')).toBe(false);
    expect(canOpenPath('/hrs_role')).toBe(false);
  });
});

describe('buttons and can()', () => {
  it('hasButton reads the loaded set, and the stored list before loading', async () => {
    sessionStorage.setItem(STORAGE_KEYS.buttons, JSON.stringify(['x:edit']));
    expect(hasButton('x:edit')).toBe(true);
    await loadAccess(setup().http);
    expect(hasButton('x:edit')).toBe(false);
    expect(hasButton('af_order:create')).toBe(true);
  });

  it('list/show follow the permitted paths; create/edit/delete/export need button codes', async () => {
    await loadAccess(setup().http);
    expect(await can('af_order', 'list')).toBe(true);
    expect(await can('af_order', 'show')).toBe(true);
    expect(await can('hrs_role', 'list')).toBe(false);
    expect(await can('dashboard', 'list')).toBe(true);
    expect(await can('af_order', 'create')).toBe(true);
    expect(await can('af_order', 'clone')).toBe(true);
    expect(await can('af_order', 'export')).toBe(true);
    expect(await can('af_order', 'edit')).toBe(false);
    expect(await can('af_order', 'delete')).toBe(false);
    expect(await can('hrs_user', 'create')).toBe(false);
  });

  it('denies everything but open routes before access is loaded', async () => {
    expect(await can('af_order', 'list')).toBe(false);
    expect(await can('af_order', 'create')).toBe(false);
    expect(await can('dashboard', 'list')).toBe(true);
  });

  it('hides unauthorised buttons', () => {
    expect(accessControlProvider.options).toEqual({ buttons: { enableAccessControl: true, hideIfUnauthorized: true } });
  });
});
