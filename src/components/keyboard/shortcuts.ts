import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { t } from '../../providers';

/**
 * Keyboard use of forms (docs/lists.md "Keyboard"): Ctrl+S (⌘S) saves the open form, the innermost
 * one when a dialog's form is open over a page's; Esc (or ×, 取消) closes a dialog at once when
 * nothing was changed, and asks first when something was, so a draft is never lost by a key.
 */

/** The open forms' save actions, the last opened last. */
const savers: { save: () => void }[] = [];

function onKeyDown(e: KeyboardEvent) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
  if (e.code !== 'KeyS' && e.key.toLowerCase() !== 's') return;
  const top = savers.at(-1);
  // No form open: the browser's own Ctrl+S is left alone.
  if (!top) return;
  e.preventDefault();
  if (!e.repeat) top.save();
}

/** Ctrl+S / ⌘S calls `save` while the calling form is mounted (and `enabled`). */
export function useSaveShortcut(save: () => void, enabled = true) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!enabled) return;
    const entry = { save: () => latest.current() };
    if (!savers.length) window.addEventListener('keydown', onKeyDown);
    savers.push(entry);
    return () => {
      savers.splice(savers.indexOf(entry), 1);
      if (!savers.length) window.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
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
