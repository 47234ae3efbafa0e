// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApprovalDialog } from '../../../src/components/approvals/ApprovalDialog';
import { useSaveShortcut } from '../../../src/components/keyboard/shortcuts';
import { ListViewBar } from '../../../src/components/views/ListViewBar';
import type { ListViews } from '../../../src/components/views/store';
import { http } from '../../../src/providers';
import { fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

/**
 * Ctrl+S and Esc in dialogs (docs/lists.md "Keyboard"): Ctrl+S runs the innermost open form's
 * primary action, is taken from the browser (no "save page") while a form is open even when that
 * action is disabled or busy, and then does nothing; Esc closes at once or asks when something changed.
 */

/** Presses Ctrl+S on the window; whether the browser's own action was prevented. */
const ctrlS = () => {
  const e = new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, bubbles: true, cancelable: true });
  act(() => void window.dispatchEvent(e));
  return e.defaultPrevented;
};
/** Esc inside the open dialog (antd's dialog listens on its wrapper). */
const esc = (inside: Element) => fireEvent.keyDown(inside, { key: 'Escape', code: 'Escape', keyCode: 27 });

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

describe('the save shortcut', () => {
  function Form({ name, ready = true, open = true, log }: { name: string; ready?: boolean; open?: boolean; log: string[] }) {
    useSaveShortcut(() => log.push(name), open, ready);
    return null;
  }

  it('leaves Ctrl+S to the browser with no form open, saves the innermost one, and does nothing (but no save page) while it is not ready', () => {
    const log: string[] = [];
    expect(ctrlS()).toBe(false);
    const { rerender, unmount } = render(
      <>
        <Form name="page" log={log} />
        <Form name="dialog" log={log} />
      </>,
    );
    expect(ctrlS()).toBe(true);
    expect(log).toEqual(['dialog']);
    // The dialog's primary action disabled or busy: nothing is saved, not the page's form either.
    rerender(
      <>
        <Form name="page" log={log} />
        <Form name="dialog" ready={false} log={log} />
      </>,
    );
    expect(ctrlS()).toBe(true);
    expect(log).toEqual(['dialog']);
    // A dialog kept mounted while closed leaves the key to the page's form.
    rerender(
      <>
        <Form name="page" log={log} />
        <Form name="dialog" open={false} log={log} />
      </>,
    );
    expect(ctrlS()).toBe(true);
    expect(log).toEqual(['dialog', 'page']);
    unmount();
    expect(ctrlS()).toBe(false);
  });
});

describe('the approval dialog', () => {
  let calls: Recorded[] = [];
  let decide: () => Promise<void>;
  beforeEach(() => {
    decide = async () => undefined;
    const details = {
      id: 7,
      title: '解锁申请',
      applicant: '张三',
      createTime: '2026-11-28T10:00:00Z',
      status: 'PENDING',
      actions: ['approve', 'reject'],
      decidedBy: null,
      decidedAt: null,
      decisionRemark: null,
      application: null,
    };
    const server = fakeServer(
      routes({
        'GET /prm/api/approval/7': ok(details),
        'GET /prm/api/approval/8': ok({ ...details, id: 8, actions: [] }),
        'POST /prm/api/approval/7/approve': async () => {
          await decide();
          return ok(true);
        },
      }),
    );
    calls = server.calls;
    http.defaults.adapter = server.adapter;
  });
  const open = (taskId: number, closed: () => void) =>
    render(
      // The dialog reads and decides through the query hooks: the app's cache provider, fresh per dialog.
      <QueryClientProvider client={new QueryClient()}>
        <AntdApp>
          <ApprovalDialog taskId={taskId} onClose={closed} />
        </AntdApp>
      </QueryClientProvider>,
    );
  const posts = () => calls.filter((c) => c.method === 'POST');

  it('approves with Ctrl+S once, ignoring the key while the decision is on its way', async () => {
    let release!: () => void;
    decide = () =>
      new Promise((r) => {
        release = r;
      });
    let closed = 0;
    open(7, () => closed++);
    await screen.findByTestId('approval-approve');
    expect(ctrlS()).toBe(true);
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('approval-reject').hasAttribute('disabled')).toBe(true));
    expect(ctrlS()).toBe(true);
    release();
    await waitFor(() => expect(closed).toBe(1));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].url).toBe('/prm/api/approval/7/approve');
  });

  it('does not approve with Ctrl+S when the user may not decide', async () => {
    open(8, () => undefined);
    await screen.findByTestId('approval-status');
    expect(ctrlS()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(posts()).toHaveLength(0);
  });

  it('closes with Esc at once, but asks before a typed remark is thrown away', async () => {
    let closed = 0;
    open(7, () => closed++);
    const remark = await screen.findByLabelText('审批意见');
    esc(remark);
    expect(closed).toBe(1);
    fireEvent.change(remark, { target: { value: '同意' } });
    esc(remark);
    fireEvent.click(await screen.findByTestId('draft-keep'));
    expect(closed).toBe(1);
    expect((remark as HTMLTextAreaElement).value).toBe('同意');
    esc(remark);
    fireEvent.click(await screen.findByTestId('draft-discard'));
    await waitFor(() => expect(closed).toBe(2));
  });
});

describe('the save-view dialog', () => {
  function Bar({ created }: { created: unknown[] }) {
    const [layout, setLayout] = useState({ columns: [{ name: 'a' }], density: 'middle' as const });
    const views = {
      settled: true,
      views: [],
      defaultId: null,
      active: null,
      select: () => undefined,
      create: async (body: unknown) => {
        created.push(body);
        return new Promise(() => undefined);
      },
    } as unknown as ListViews;
    return (
      <AntdApp>
        <ListViewBar
          views={views}
          fields={[]}
          layout={layout}
          onLayout={setLayout as never}
          current={() => ({ columns: layout.columns })}
        />
      </AntdApp>
    );
  }
  const openDialog = async () => {
    fireEvent.click(screen.getByTestId('view-actions'));
    fireEvent.click(await screen.findByTestId('view-action-saveAs'));
    return screen.findByTestId('view-name');
  };

  it('closes unchanged with Esc, asks when a name was typed, and saves with Ctrl+S once while saving', async () => {
    const created: unknown[] = [];
    render(<Bar created={created} />);
    let name = await openDialog();
    esc(name);
    await waitFor(() => expect(screen.queryByTestId('view-name')).toBeNull());
    name = await openDialog();
    fireEvent.change(name, { target: { value: '本周出发' } });
    esc(name);
    fireEvent.click(await screen.findByTestId('draft-keep'));
    expect((screen.getByTestId('view-name') as HTMLInputElement).value).toBe('本周出发');
    expect(ctrlS()).toBe(true);
    await waitFor(() => expect(created).toHaveLength(1));
    // The save is on its way (it never answers here): the key does not send it again.
    expect(ctrlS()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(created).toEqual([{ name: '本周出发', shared: false, makeDefault: false, settings: { columns: [{ name: 'a' }] } }]);
  });
});
