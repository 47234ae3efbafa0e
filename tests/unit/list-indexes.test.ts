import { describe, expect, it } from 'vitest';
import { routes } from '../../src/resources';
import { totalFromPage } from '../../server/resources/list-rows';
import { dataResources, resourceTables } from '../../server/resources/model';

/**
 * The indexes and statistics the server derives for the lists (docs/orders.md "Performance"): what
 * keeps the million-order list's pages and totals on an index (bench/list-orders.ts measures it).
 */
const tables = resourceTables(dataResources(routes).values());
const orders = tables.find((t) => t.name === 'af_order')!;
const indexes = orders.indexes!.filter((ix) => !ix.method).map((ix) => ix.columns.join(','));

describe('list indexes derived from the registry', () => {
  it("leads a status tab inside a view with the view's discriminator, and keeps it in the list's order", () => {
    // 出口订舱 / 空运出口订单 (stage) and 简易/运仓/外部/协同订单 (source), newest first; 出口操作 by departure.
    expect(indexes).toEqual(
      expect.arrayContaining([
        'org_id,order_stage,order_status,create_time',
        'org_id,order_source,order_status,create_time',
        'org_id,order_stage,order_status,expect_departure',
        'org_id,order_status,create_time',
      ]),
    );
  });

  it('carries the status and the list order after a column filtered by equality (destination LAX + 已交付, newest first)', () => {
    expect(indexes).toContain('org_id,arrival_station,order_status,create_time');
    expect(indexes).toContain('org_id,customer_id,order_status,create_time');
  });

  it("leaves out an index whose columns begin a longer one's", () => {
    for (const t of tables) {
      const plain = t.indexes!.filter((ix) => !ix.unique && !ix.method && !ix.where).map((ix) => ix.columns.join(','));
      for (const ix of plain)
        expect(
          plain.filter((o) => o !== ix && o.startsWith(`${ix},`)),
          `${t.name}: ${ix}`,
        ).toEqual([]);
    }
    expect(indexes).not.toContain('org_id,order_status');
    expect(indexes).not.toContain('org_id,arrival_station');
  });

  it("tells the planner which filter columns go together on the views' tables", () => {
    const stats = orders.statistics!.map((s) => s.join(','));
    expect(stats).toEqual(expect.arrayContaining(['order_stage,order_status', 'arrival_station,order_stage,order_status']));
    expect(orders.statistics!.every((s) => s.length >= 2 && s.length <= 8)).toBe(true);
    // Tables without views get none (each statistics object costs every ANALYZE).
    expect(tables.find((t) => t.name === 'se_order')!.statistics).toEqual([]);
  });
});

describe("a list's total from its page", () => {
  it('is told by a page that is not full, and needs a count otherwise', () => {
    expect(totalFromPage({ current: 1, size: 20 }, 7)).toBe(7);
    expect(totalFromPage({ current: 3, size: 20 }, 5)).toBe(45);
    expect(totalFromPage({ current: 1, size: 20 }, 0)).toBe(0);
    // Full: more may follow. Empty beyond the first page: the list may have shrunk, count it.
    expect(totalFromPage({ current: 2, size: 20 }, 20)).toBeNull();
    expect(totalFromPage({ current: 4, size: 20 }, 0)).toBeNull();
  });
});
