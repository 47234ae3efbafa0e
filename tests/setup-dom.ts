import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/** The DOM side of the unit tests' set-up (tests/setup.ts): jsdom files only. */

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default. The first render of a lazy page (login, the generic
// screens with antd's table and pickers) takes longer than that while other jsdom workers share the
// two cores; 5 s keeps those tests from failing on load alone.
configure({ asyncUtilTimeout: 15_000 });

// antd's responsive grid asks matchMedia; answer as a 1280px-wide desktop would, evaluating
// min/max-width, since a stub that always answers false renders the mobile drawer.
const WIDTH = 1280;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || WIDTH >= Number(min[1])) && (!max || WIDTH <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    };
  },
});

// The chart library cannot draw in jsdom (zrender throws); pages that use it are tested in Chromium.
vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));

// jsdom computes a style by matching every rule of every style sheet, and antd's CSS-in-JS writes
// thousands: about 1 s a call, three quarters of the order form's render time (antd's form items ask
// for their margin, tables for the scrollbar's size, text areas for their padding). jsdom lays nothing
// out, so those answers mean nothing here; the element's own style is answered, as for an element no
// style sheet reaches. Tests assert classes and texts, never a computed style; the theme test reads
// the <style> tags themselves.
window.getComputedStyle = ((element: Element) => (element as HTMLElement).style) as typeof window.getComputedStyle;
