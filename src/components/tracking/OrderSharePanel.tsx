import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { t } from '../../providers';
import { pathOf } from '../../resources';
import { displayNumber, shareCode, shareLink } from '../../schemas';
import type { PanelProps } from '../panels/types';
import { sharePrefixOfResource } from './panel-data';

/**
 * "分享" on the order screens of AE/AI/SE/SI/LC (docs/api-tracking.md): the public tracking link of
 * the order, a copy button and its QR code (size 120, margin 5).
 */
export default function OrderSharePanel({ route, record }: PanelProps) {
  const { message } = App.useApp();
  // Every view of an order table shares its orders' share links.
  const prefix = sharePrefixOfResource(route.table ?? route.name);
  const uuid = typeof record.orderUuid === 'string' ? record.orderUuid : '';
  if (!prefix) return null;
  const link = uuid
    ? shareLink(
        window.location.origin,
        pathOf('ExternalOrderTrackPage'),
        shareCode(prefix, uuid),
        displayNumber(prefix, record as Parameters<typeof displayNumber>[1]),
      )
    : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('success'));
    } catch {
      void message.error(t('error.failed'));
    }
  };
  return (
    <Card size="small" title={t('tracking.panel.share')} style={{ marginTop: 16 }} data-testid="order-share-panel">
      {uuid ? (
        <Space align="start" wrap size={16} style={{ width: '100%' }}>
          <div style={{ minWidth: 260, maxWidth: 640 }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={link} data-testid="share-link" />
              <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="share-copy">
                {t('tracking.panel.copy')}
              </Button>
            </Space.Compact>
          </div>
          <div data-testid="share-qr" style={{ background: '#fff', lineHeight: 0 }}>
            <QRCodeSVG value={link} size={120} marginSize={5} title={link} />
          </div>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('tracking.panel.noShare')}</Typography.Text>
      )}
    </Card>
  );
}
