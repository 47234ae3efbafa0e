import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { invalidateTopics, listenToOtherWindows } from '../../../src/api/topics';

/**
 * Which cached queries a change reaches (docs/architecture.md "One query cache"): the screens'
 * (tagged with topics) and Refine's (keyed by resource), a view standing for its table, Refine's own
 * writes, and the app's other windows.
 */

/** Bill and order views as the registry has them: each names the table it is a view of. */
const TABLES: Record<string, string> = {
  af_css_debit_note: 'css_bill',
  af_css_payment: 'css_bill',
  af_order_sea: 'af_order',
  css_charge: 'css_charge',
};
const tableOf = (resource: string) => TABLES[resource];

/** A cache holding what the bill, order and charge screens read, every query fresh. */
function cacheOf(client: QueryClient) {
  const put = (key: unknown[], topics?: string[]) => {
    client.getQueryCache().build(client, { queryKey: key, meta: topics ? { topics } : undefined });
    client.setQueryData(key, 1);
  };
  put(['data', 'default', 'af_css_debit_note', 'one', '5']);
  put(['data', 'default', 'af_css_payment', 'list', {}]);
  put(['data', 'default', 'af_order_sea', 'list', {}]);
  put(['data', 'default', 'af_order', 'one', '9']);
  put(['api', 'money.orderCharges', { scope: 'AE', orderId: 9 }, {}], ['css_charge', 'css_bill']);
  put(['api', 'approvals.partnerLocks', { coopId: 3 }, {}], ['partnerLocks']);
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => `${q.queryKey[0] === 'data' ? q.queryKey[2] : q.queryKey[1]}`)
      .sort();
  return { stale };
}

const clients: { close: () => void }[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

describe('what a change fetches again', () => {
  it("a screen's change to a bill reaches its table's panels and every bill view's Refine screens, nothing else", () => {
    const client = createQueryClient(tableOf);
    const { stale } = cacheOf(client);
    invalidateTopics(client, ['css_bill', 'af_css_debit_note']);
    expect(stale()).toEqual(['af_css_debit_note', 'af_css_payment', 'money.orderCharges']);
  });

  it("a change to an order view reaches the order's other views, not the charges", () => {
    const client = createQueryClient(tableOf);
    const { stale } = cacheOf(client);
    invalidateTopics(client, ['af_order_sea']);
    expect(stale()).toEqual(['af_order', 'af_order_sea']);
  });

  it("Refine's own write of a resource (useForm, useUpdate) reaches the screens' panels reading it", async () => {
    const client = createQueryClient(tableOf);
    const { stale } = cacheOf(client);
    const write = client.getMutationCache().build(client, { mutationKey: ['data', 'update'], mutationFn: async () => ({ data: {} }) });
    await write.execute({ resource: 'css_charge', id: 4, values: { quantity: 5 } });
    expect(stale()).toEqual(['money.orderCharges']);
  });

  it('a Refine write whose variables do not name a resource, or a read, reaches nothing', async () => {
    const client = createQueryClient(tableOf);
    const { stale } = cacheOf(client);
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['data', 'customMutation'], mutationFn: async () => ({}) })
      .execute({ url: '/x' });
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['data', 'update'], mutationFn: async () => ({}) })
      .execute({ id: 4 });
    expect(stale()).toEqual([]);
  });

  it("a change made in another window of the app reaches this one's screens", async () => {
    const here = createQueryClient(tableOf);
    const there = createQueryClient(tableOf);
    clients.push({ close: listenToOtherWindows(here) }, { close: listenToOtherWindows(there) });
    const { stale } = cacheOf(here);
    invalidateTopics(there, ['css_charge']);
    await expect.poll(stale).toEqual(['money.orderCharges']);
  });
});
