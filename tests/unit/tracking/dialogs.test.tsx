// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it } from 'vitest';
import { ManifestDialog } from '../../../src/components/tracking/ManifestDialog';
import { RouteTrackDialog } from '../../../src/components/tracking/RouteTrackDialog';
import { useTrackDialogs } from '../../../src/components/tracking/useTrackDialogs';

const noop = () => {};

describe('ManifestDialog', () => {
  it('highlights the LAST entry and shows "-" for a missing remark or time', async () => {
    render(
      <ManifestDialog
        open
        onClose={noop}
        mawbNum="784-12345675"
        events={[
          { remark: '原始舱单 (主单)', eventTime: '2026-11-02T08:00:00Z', productInfo: '10 Pcs / 100 Kg' },
          { remark: '', eventTime: '', productInfo: '' },
          { remark: '放行 H1', eventTime: '2026-11-04T00:00:00Z', productInfo: '4 Pcs' },
        ]}
      />,
    );
    const rows = await screen.findAllByTestId('manifest-event');
    expect(rows.map((r) => r.dataset.active)).toEqual(['false', 'false', 'true']);
    expect(rows[1].textContent).toBe('--');
    expect(rows[2].textContent).toContain('放行 H1');
    expect(rows[2].textContent).toContain('4 Pcs');
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('730px');
  });
});

describe('RouteTrackDialog', () => {
  it('highlights the FIRST entry; cargo text is "N Pcs / W Kg" or one of the two; "-" for missing remark', async () => {
    render(
      <RouteTrackDialog
        open
        onClose={noop}
        tracks={[
          {
            flightStatusCode: 'DEP',
            flightStatusName: '',
            remark: '航班起飞',
            eventTime: '2026-11-03T01:00:00Z',
            quantity: 10,
            grossWeight: 125.5,
          },
          {
            flightStatusCode: 'RCS',
            flightStatusName: '已收货',
            remark: null,
            eventTime: '2026-11-02T01:00:00Z',
            quantity: 10,
            grossWeight: null,
          },
          { flightStatusCode: 'BKD', flightStatusName: '已订舱', remark: '', eventTime: null, quantity: null, grossWeight: 80 },
        ]}
      />,
    );
    const rows = await screen.findAllByTestId('route-event');
    expect(rows.map((r) => r.dataset.active)).toEqual(['true', 'false', 'false']);
    // An empty status name falls back to the code's label.
    expect(rows[0].textContent).toContain('DEP 已起飞');
    expect(rows[0].textContent).toContain('10 Pcs / 125.5 Kg');
    expect(rows[1].textContent).toContain('10 Pcs');
    expect(rows[1].textContent).not.toContain('Kg');
    expect(rows[2].textContent).toContain('80 Kg');
    expect(rows[2].textContent).not.toContain('Pcs');
    expect(rows[1].querySelectorAll('div')[1].textContent).toBe('-');
    expect(rows[2].querySelectorAll('div')[2].textContent).toBe('-');
  });
});

function Openers({ tracks, events, records }: { tracks: number; events: number; records: boolean }) {
  const { openRoute, openManifest, dialogs } = useTrackDialogs('784-1');
  return (
    <>
      <button
        type="button"
        onClick={() => openRoute(Array.from({ length: tracks }, () => ({ flightStatusCode: 'DEP', eventTime: '2026-11-01T00:00:00Z' })))}
      >
        route
      </button>
      <button
        type="button"
        onClick={() =>
          openManifest(
            Array.from({ length: events }, () => ({ remark: 'x', eventTime: '2026-11-01T00:00:00Z', productInfo: '' })),
            records,
          )
        }
      >
        manifest
      </button>
      {dialogs}
    </>
  );
}

describe('opening the dialogs', () => {
  it('says 暂无运单信息 / 暂无舱单信息 and opens nothing when there is nothing to show', async () => {
    render(
      <AntdApp>
        <Openers tracks={0} events={0} records={false} />
      </AntdApp>,
    );
    fireEvent.click(screen.getByText('route'));
    await screen.findByText('暂无运单信息');
    fireEvent.click(screen.getByText('manifest'));
    await screen.findByText('暂无舱单信息');
    expect(screen.queryByTestId('route-event')).toBeNull();
    expect(screen.queryByTestId('manifest-event')).toBeNull();
  });
  it('opens the dialogs when events exist', async () => {
    render(
      <AntdApp>
        <Openers tracks={2} events={1} records />
      </AntdApp>,
    );
    fireEvent.click(screen.getByText('route'));
    await waitFor(() => expect(screen.getAllByTestId('route-event')).toHaveLength(2));
    fireEvent.click(screen.getByText('manifest'));
    await waitFor(() => expect(screen.getAllByTestId('manifest-event')).toHaveLength(1));
  });
});
