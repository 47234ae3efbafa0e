import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { QRCodeSVG } from 'qrcode.react';
import { t } from '../../providers';

/** A link to hand over: the address, a copy button and its QR code (like the order share panel). */
export function LinkBox({ url, hint, testId, qrSize = 120 }: { url: string; hint?: string; testId: string; qrSize?: number }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('success'));
    } catch {
      void message.error(t('error.failed'));
    }
  };
  return (
    <Space align="start" wrap size={16} style={{ width: '100%' }} data-testid={testId}>
      <div style={{ minWidth: 260, maxWidth: 640 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} data-testid={`${testId}-url`} />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('partnerShare.copy')}
          </Button>
        </Space.Compact>
        {hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        ) : null}
      </div>
      <div data-testid={`${testId}-qr`} style={{ background: '#fff', lineHeight: 0 }}>
        <QRCodeSVG value={url} size={qrSize} marginSize={5} title={url} />
      </div>
    </Space>
  );
}

/** The address of a partner page for a signed-link token (the app routes by hash). */
export const linkUrl = (path: string, token: string) => `${window.location.origin}/#${path}?t=${encodeURIComponent(token)}`;

/**
 * A day as the reader's calendar shows it (the list and panel show days). A date ('YYYY-MM-DD') is
 * that day wherever it is read; a time (ISO, in UTC) is the local day it falls on: an order
 * created at 01:30 in Shanghai is 17:30 the day before in UTC.
 */
export function dayOf(v: unknown): string {
  if (typeof v !== 'string' || !v) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const d = dayjs(v);
  return d.isValid() ? d.format('YYYY-MM-DD') : v;
}
