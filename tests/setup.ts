import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

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
      matches, media: query, onchange: null,
      addListener: vi.fn(), removeListener: vi.fn(),
      addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
    };
  },
});
