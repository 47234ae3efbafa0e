// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { prefetchStatistics, StatisticsCard } from '../../../src/pages/dashboard/StatisticsCard';
import { storeScope } from '../../../src/pages/dashboard/statistics';
import { http } from '../../../src/providers';
import { fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

const original = http.defaults.adapter;
let calls: Recorded[] = [];

beforeEach(() => {
  localStorage.clear();
  cleanup();
  const server = fakeServer(routes({ 'GET /afbase/aforder/statistics': ok([]) }));
  calls = server.calls;
  http.defaults.adapter = server.adapter;
});

afterAll(() => {
  http.defaults.adapter = original;
});

const statisticsCalls = () =>
  calls
    .filter((c) => c.url.includes('/afbase/aforder/statistics'))
    .map((c) => new URL(c.url, 'http://x').searchParams.get('businessScope'));

const showCard = async (scope: string) => {
  render(
    <MemoryRouter>
      <StatisticsCard />
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.getByTestId('stats-table').getAttribute('data-scope')).toBe(scope));
};

describe('statistics asked at sign-in (src/routes/warmUp.ts)', () => {
  it('the card takes the answer asked ahead instead of asking again, once', async () => {
    await prefetchStatistics();
    expect(statisticsCalls()).toEqual(['AE']);
    await showCard('AE');
    expect(statisticsCalls()).toEqual(['AE']);
    // A later visit to the dashboard asks afresh: the early answer stood in for one render only.
    cleanup();
    await showCard('AE');
    expect(statisticsCalls()).toEqual(['AE', 'AE']);
  });

  it('an answer for another tab than the card shows is not used', async () => {
    await prefetchStatistics();
    storeScope('SE');
    await showCard('SE');
    expect(statisticsCalls()).toEqual(['AE', 'SE']);
  });
});
