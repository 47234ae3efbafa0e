// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceLookups } from '../../../src/components/crud/useReferenceLabels';
import { http } from '../../../src/providers';
import type { ResolvedRoute } from '../../../src/resources';
import { f } from '../../../src/resources/fields';
import { ok } from '../../providers/fake-server';
import { AF_ORDER, page, renderScreens, serve } from './harness';

/**
 * The list's rows have no data hooks of their own (issue 10: ~1 s for 20 rows went into per-row
 * useDelete/useMany): reference texts come from one lookup per referenced resource for the page,
 * deletes from one mutation for the list.
 */

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

const SLOW = { timeout: 20_000 };
const orderCode = AF_ORDER.fields!.find((x) => x.name === 'orderCode')!;
/** An order list with two columns referencing partners (customer and agent). */
const TWO_REFS: ResolvedRoute = {
  ...AF_ORDER,
  fields: [
    orderCode,
    f.ref('customerId', '客户', 'Customer', 'prm_coop', { list: true }),
    f.ref('agentId', '代理', 'Agent', 'prm_coop', { list: true }),
  ],
};

describe('reference lookups of a list page', () => {
  it('groups the columns referencing one resource into one lookup of every id they show', () => {
    const records = [
      { id: 1, customerId: 7, agentId: 9 },
      { id: 2, customerId: 8, agentId: 7 },
      { id: 3, customerId: null, agentId: '' },
    ];
    const lookups = referenceLookups(TWO_REFS.fields!, records);
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({ resource: 'prm_coop', ids: ['7', '8', '9'], fields: ['customerId', 'agentId'] });
    expect(lookups[0].display?.name).toBe('coopName');
  });

  it("fetches 20 rows' partners with one request for the display field, and shows them in both columns", SLOW, async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      orderCode: `AE${100 + i}`,
      customerId: 100 + i,
      agentId: 100 + ((i + 1) % 20),
    }));
    const calls = await serve({
      'GET /api/af_order': page(rows, 20),
      'GET /api/prm_coop': page(rows.map((r) => ({ id: r.customerId, coopName: `伙伴${r.customerId}` }))),
    });
    renderScreens('/af_order', TWO_REFS);
    const table = await screen.findByTestId('resource-table');
    const row = (await within(table).findByText('AE105')).closest('tr')!;
    expect(await within(row).findByText('伙伴105')).toBeTruthy();
    expect(within(row).getByText('伙伴106')).toBeTruthy();
    const lookups = calls.filter((c) => c.url.startsWith('/api/prm_coop'));
    expect(lookups).toHaveLength(1);
    const q = new URL(lookups[0].url, 'http://x').searchParams;
    expect(q.get('id_in')!.split(',')).toHaveLength(20);
    expect(q.get('fields')).toBe('coopName');
  });

  it("deletes through the list's one mutation, marking only that row busy, and reads the page again", SLOW, async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const calls = await serve({
      'GET /api/af_order': page([
        { id: 1, orderCode: 'AE001' },
        { id: 2, orderCode: 'AE002' },
      ]),
      'DELETE /api/af_order/2': async () => {
        await gate;
        return ok(true);
      },
    });
    renderScreens('/af_order', TWO_REFS);
    fireEvent.click(await screen.findByTestId('delete-2'));
    fireEvent.click(await screen.findByTestId('delete-confirm-2'));
    await waitFor(() => expect(screen.getByTestId('delete-2').getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByTestId('delete-1').getAttribute('aria-busy')).toBe('false');
    // Only the asked row mounts a confirmation popup.
    expect(document.querySelectorAll('.ant-popconfirm')).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.getByTestId('delete-2').getAttribute('aria-busy')).toBe('false'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/af_order?')).length).toBe(2));
  });
});
