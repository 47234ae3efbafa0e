import type { BaseKey } from '@refinedev/core';
import { Popconfirm } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { t } from '../../providers';
import type { Allowed } from './allowed';
import styles from './RowActions.module.css';

export interface RowHandlers {
  show(id: BaseKey): void;
  edit(id: BaseKey): void;
  remove(id: BaseKey): void;
  /** Asks for the delete confirmation of a row (id), or closes it (undefined). */
  confirm(id: BaseKey | undefined): void;
  /** The row whose delete confirmation is open, if any. */
  confirming?: BaseKey;
  /** The id whose delete is under way, if any. */
  deleting?: BaseKey;
  /** Link colours of the theme (normal, danger), read once for the page. */
  colors: { link: string; danger: string };
}

const same = (a: BaseKey | undefined, b: BaseKey) => a !== undefined && String(a) === String(b);

/**
 * A row's show / edit / delete links; edit and delete only with their button codes. Cheap on
 * purpose, as 20 to 100 rows each render one: no hooks (the list owns navigation and the one delete
 * mutation, see useRowHandlers), plain buttons styled as links, and the delete confirmation (a popup
 * with its trigger machinery) mounted only on the row being asked.
 */
export function RowActions({ id, allowed, handlers, extra }: { id: BaseKey; allowed: Allowed; handlers: RowHandlers; extra?: ReactNode }) {
  const link: CSSProperties = { color: handlers.colors.link };
  const items = [
    <button key="show" type="button" className={styles.action} style={link} data-testid={`show-${id}`} onClick={() => handlers.show(id)}>
      {t('buttons.show')}
    </button>,
  ];
  // The row's own extra links (document pages made from it, a screen's rowExtra), after 查看.
  if (extra) items.push(<span key="extra">{extra}</span>);
  if (allowed.edit) {
    items.push(
      <button key="edit" type="button" className={styles.action} style={link} data-testid={`edit-${id}`} onClick={() => handlers.edit(id)}>
        {t('buttons.edit')}
      </button>,
    );
  }
  if (allowed.delete) {
    const button = (
      <button
        type="button"
        className={styles.action}
        style={{ color: handlers.colors.danger }}
        disabled={same(handlers.deleting, id)}
        aria-busy={same(handlers.deleting, id)}
        data-testid={`delete-${id}`}
        onClick={() => handlers.confirm(id)}
      >
        {t('buttons.delete')}
      </button>
    );
    items.push(
      same(handlers.confirming, id) ? (
        <Popconfirm
          key="delete"
          open
          onOpenChange={(open) => !open && handlers.confirm(undefined)}
          title={t('crud.deleteConfirm')}
          okText={t('button.ok')}
          cancelText={t('button.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': `delete-confirm-${id}` } }}
          onConfirm={() => {
            handlers.confirm(undefined);
            handlers.remove(id);
          }}
          onCancel={() => handlers.confirm(undefined)}
        >
          {button}
        </Popconfirm>
      ) : (
        <span key="delete">{button}</span>
      ),
    );
  }
  return (
    <span className={styles.actions}>
      {items.flatMap((item, i) =>
        i
          ? [
              <span key={`split${i}`} className={styles.split}>
                |
              </span>,
              item,
            ]
          : [item],
      )}
    </span>
  );
}
