import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The application's texts, as src/RefineApp.tsx loads them: tests render its screens without it.
import '../src/i18n/app-texts';

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
      matches, media: query, onchange: null,
      addListener: vi.fn(), removeListener: vi.fn(),
      addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
    };
  },
});

// The chart library cannot draw in jsdom (zrender throws); pages that use it are tested in Chromium.
vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));
