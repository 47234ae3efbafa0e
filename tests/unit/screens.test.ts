import { describe, expect, it } from 'vitest';
import { panels } from '../../src/features/panels';
import { pages } from '../../src/pages';
import { PAGE_COMPONENTS, PANEL_COMPONENTS } from '../../src/resources';

describe("the browser's screens and the names the server checks", () => {
  it('has a page for every name in PAGE_COMPONENTS and no page without one', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_COMPONENTS].sort());
  });
  it('has a panel for every name in PANEL_COMPONENTS and no panel without one', () => {
    expect(Object.keys(panels).sort()).toEqual([...PANEL_COMPONENTS].sort());
  });
});
