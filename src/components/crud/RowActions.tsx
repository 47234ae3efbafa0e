import { useDelete, type BaseKey } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import type { Allowed } from './allowed';
import { screenPath } from './routeDefs';

/** A row's show / edit / delete links; edit and delete only with their button codes. */
export function RowActions({ route, id, allowed, onEdit, extra }: { route: ResolvedRoute; id: BaseKey; allowed: Allowed; onEdit?: (id: BaseKey) => void; extra?: ReactNode }) {
  const navigate = useNavigate();
  const { mutate: remove, mutation } = useDelete();
  const onDelete = () =>
    remove({
      resource: route.name,
      id,
      successNotification: () => ({ message: t('success'), type: 'success' }),
      // The http client has already shown why it failed.
      errorNotification: false,
    });
  return (
    <Space size={0} split={<span style={{ color: '#e5e5e5' }}>|</span>}>
      <Button type="link" size="small" data-testid={`show-${id}`} onClick={() => navigate(screenPath.show(route, id))}>
        {t('buttons.show')}
      </Button>
      {extra}
      {allowed.edit ? (
        <Button type="link" size="small" data-testid={`edit-${id}`} onClick={() => (onEdit ? onEdit(id) : navigate(screenPath.edit(route, id)))}>
          {t('buttons.edit')}
        </Button>
      ) : null}
      {allowed.delete ? (
        <Popconfirm
          title={t('crud.deleteConfirm')}
          okText={t('button.ok')}
          cancelText={t('button.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': `delete-confirm-${id}` } }}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" danger loading={mutation.isPending} data-testid={`delete-${id}`}>
            {t('buttons.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
