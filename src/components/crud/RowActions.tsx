import type { BaseKey } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import { t } from '../../providers';
import type { Allowed } from './allowed';

export interface RowHandlers {
  show(id: BaseKey): void;
  edit(id: BaseKey): void;
  remove(id: BaseKey): void;
  /** The id whose delete is under way, if any. */
  deleting?: BaseKey;
}

/**
 * A row's show / edit / delete links; edit and delete only with their button codes. No hooks here:
 * the list owns navigation and the one delete mutation for all its rows (see useRowHandlers).
 */
export function RowActions({ id, allowed, handlers }: { id: BaseKey; allowed: Allowed; handlers: RowHandlers }) {
  return (
    <Space size={0} split={<span style={{ color: '#e5e5e5' }}>|</span>}>
      <Button type="link" size="small" data-testid={`show-${id}`} onClick={() => handlers.show(id)}>
        {t('buttons.show')}
      </Button>
      {allowed.edit ? (
        <Button type="link" size="small" data-testid={`edit-${id}`} onClick={() => handlers.edit(id)}>
          {t('buttons.edit')}
        </Button>
      ) : null}
      {allowed.delete ? (
        <Popconfirm
          title={t('crud.deleteConfirm')}
          okText={t('button.ok')}
          cancelText={t('button.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': `delete-confirm-${id}` } }}
          onConfirm={() => handlers.remove(id)}
        >
          <Button type="link" size="small" danger loading={handlers.deleting !== undefined && String(handlers.deleting) === String(id)} data-testid={`delete-${id}`}>
            {t('buttons.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
