import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { t } from '../../providers';

/**
 * Keyboard use of forms (docs/lists.md "Keyboard"): Ctrl+S (⌘S) saves the open form, the innermost
 * one when a dialog's form is open over a page's; Esc (or ×, 取消) closes a dialog at once when
 * nothing was changed, and asks first when something was, so a draft is never lost by a key.
 */

/** The open forms' save actions, the last opened last; `ready` is false while the save can't run. */
const savers: { save: () => void; ready: () => boolean }[] = [];

function onKeyDown(e: KeyboardEvent) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
  if (e.code !== 'KeyS' && e.key.toLowerCase() !== 's') return;
  const top = savers.at(-1);
  // No form open: the browser's own Ctrl+S is left alone.
  if (!top) return;
  // A form is open: never the browser's "save page", even while its save is disabled or busy.
  e.preventDefault();
  if (!e.repeat && top.ready()) top.save();
}

/**
 * Ctrl+S / ⌘S calls `save` while the calling form is mounted and `open` (a dialog kept mounted
 * while hidden passes its `open`). While `ready` is false (its primary button disabled or busy) the
 * key does nothing, neither the save nor the browser's "save page" nor a form under the dialog.
 */
export function useSaveShortcut(save: () => void, open = true, ready = true) {
  const latest = useRef({ save, ready });
  latest.current = { save, ready };
  useEffect(() => {
    if (!open) return;
    const entry = { save: () => latest.current.save(), ready: () => latest.current.ready };
    if (!savers.length) window.addEventListener('keydown', onKeyDown);
    savers.push(entry);
    return () => {
      savers.splice(savers.indexOf(entry), 1);
      if (!savers.length) window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}

/**
 * A dialog's close (Esc, ×, 取消): at once when `dirty()` is false, else after 放弃修改 is confirmed;
 * 继续编辑 (or Esc again) keeps the dialog and its draft.
 */
export function useGuardedClose(dirty: () => boolean, close: () => void): () => void {
  const { modal } = App.useApp();
  const asking = useRef(false);
  return () => {
    if (!dirty()) return close();
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('draft.discardTitle'),
      content: t('draft.discardText'),
      okText: t('draft.discard'),
      cancelText: t('draft.keepEditing'),
      okButtonProps: { danger: true, 'data-testid': 'draft-discard' } as never,
      cancelButtonProps: { 'data-testid': 'draft-keep' } as never,
      onOk: close,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
}
