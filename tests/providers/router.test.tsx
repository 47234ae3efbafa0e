// @vitest-environment jsdom
import { ResourceContext } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRouterProvider, matchOnce } from '../../src/providers/router';
import { refineResources } from '../../src/routes/resources';

/** The app's router binding answers exactly what @refinedev/react-router's does, from one match per path. */

const resources = refineResources.map((r) => ({ ...r, identifier: r.name }));

function parsedAt(provider: typeof routerProvider, path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ResourceContext.Provider value={{ resources }}>{children}</ResourceContext.Provider>
    </MemoryRouter>
  );
  return renderHook(() => provider.parse!()(), { wrapper }).result.current;
}

describe('the router binding', () => {
  const paths = [
    '/af_order',
    '/af_order/create',
    '/af_order/edit/12',
    '/af_order/show/7?tab=charges',
    '/prm_coop?currentPage=3&pageSize=50&filters[0][field]=coopName&filters[0][value]=明星',
    '/login?redirect=%2Faf_order',
    '/dashboard',
    '/no-such-screen/1',
    '/',
  ];
  it.each(paths)('parses %s as the library does', (path) => {
    const ours = parsedAt(appRouterProvider, path);
    const library = parsedAt(routerProvider, path);
    expect({ ...ours, resource: ours.resource?.name }).toEqual({ ...library, resource: library.resource?.name });
  });

  it('names the resource, the action and the id of a screen path', () => {
    const parsed = parsedAt(appRouterProvider, '/af_order/edit/12');
    expect([parsed.resource?.name, parsed.action, parsed.id]).toEqual(['af_order', 'edit', '12']);
  });

  it('matches a path once for all the hooks that ask', () => {
    expect(matchOnce('/af_order', resources)).toBe(matchOnce('/af_order', resources));
    expect(matchOnce('/af_order', resources)).not.toBe(matchOnce('/af_order/create', resources));
  });
});
