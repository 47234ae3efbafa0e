import { DatabaseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { api, call } from '../../api';
import { invalidateTopics } from '../../api/hooks';
import { hasButton, t } from '../../providers';
import { buttonCode, type ResolvedRoute } from '../../resources';

/**
 * 填充基础数据 on the basic-data lists that declare the `{route}:fill` button (airports, countries,
 * currencies, carriers, cities): adds what the list lacks from the built-in reference data.
 */
export function FillReferenceButton({ route }: { route: ResolvedRoute }) {
  const code = buttonCode(route.name, 'fill');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!route.buttons?.includes(code) || !hasButton(code)) return null;
  return (
    <Popconfirm
      title={t('transfer.fill.confirm')}
      onConfirm={async () => {
        setBusy(true);
        try {
          const filled = await call(api.transfer.referenceFill, { params: { resource: route.name } });
          message.success(t('transfer.fill.done', filled as Record<string, unknown>));
          invalidateTopics(queryClient, [route.name]);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<DatabaseOutlined />} loading={busy} data-testid="fill-reference">
        {t('transfer.fill.button')}
      </Button>
    </Popconfirm>
  );
}
