import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Typography, type ButtonProps } from 'antd';
import { api, call } from '../../api';
import { invalidateTopics } from '../../api/hooks';
import { hasButton, t } from '../../providers';
import { buttonCode } from '../../resources';
import type { PanelProps } from '../panels/types';

/**
 * The key of a warehouse scale terminal (docs/weighing.md), on the device's detail screen: whoever
 * holds the `issue` button issues a new key (shown once, here) or revokes it. Only a hash is stored.
 */
export default function DeviceKeyPanel({ route, record }: PanelProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const id = record.id as number | string;
  if (!hasButton(buttonCode(route.name, 'issue'))) return null;
  const refresh = () => invalidateTopics(queryClient, [route.name]);

  const issue = () =>
    modal.confirm({
      title: t('weighing.issueConfirm'),
      okButtonProps: { 'data-testid': 'device-issue-ok' } as ButtonProps,
      onOk: async () => {
        const issued = await call(api.orders.issueDeviceKey, { params: { id } });
        const key = String((issued as { key?: unknown } | null)?.key ?? '');
        refresh();
        modal.info({
          title: t('weighing.keyTitle'),
          width: 560,
          content: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="warning">{t('weighing.keyOnce')}</Typography.Text>
              <Input readOnly value={key} data-testid="device-key" onFocus={(e) => e.target.select()} />
            </Space>
          ),
        });
      },
    });

  const revoke = async () => {
    await call(api.orders.revokeDeviceKey, { params: { id } });
    refresh();
  };

  return (
    <Card size="small" title={t('weighing.keyTitle')} style={{ marginTop: 16 }} data-testid="device-key-panel">
      <Space wrap>
        <Typography.Text>{record.keyHint ? `…${String(record.keyHint)}` : t('weighing.noKey')}</Typography.Text>
        <Button type="primary" onClick={issue} data-testid="device-issue">
          {t('weighing.issue')}
        </Button>
        {record.keyHint ? (
          <Button danger onClick={() => void revoke()} data-testid="device-revoke">
            {t('weighing.revoke')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
