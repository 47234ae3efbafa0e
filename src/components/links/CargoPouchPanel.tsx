import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { api, call } from '../../api';
import { hasButton, t } from '../../providers';
import { buttonCode, pathOf } from '../../resources';
import type { PanelProps } from '../panels/types';
import { SignedLinkResult, linkUrl, type MintedLink } from './SignedLinkResult';

/**
 * 货物袋打印 on an air export order's detail screen (docs/quotation-pouch.md): the order's pouch
 * print view (`/cargoPouchView/{id}`, opened with the session) and, for whoever may edit the order, a
 * signed link that opens it without a login, e.g. on the warehouse's printer PC.
 */
export default function CargoPouchPanel({ route, record }: PanelProps) {
  const [link, setLink] = useState<MintedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const id = record.id as number | string;
  const viewPath = `${pathOf('CargoPouchViewPage')}/${encodeURIComponent(String(id))}`;
  const make = async () => {
    setBusy(true);
    try {
      const { token, expiresAt } = (await call(api.office.pouchLink, { params: { id } })) as { token: string; expiresAt: string };
      setLink({ url: linkUrl(`${viewPath}?t=${encodeURIComponent(token)}`), expiresAt });
    } catch {
      /* the client's toast says why */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('links.pouch.title')} style={{ marginTop: 16 }} data-testid="cargo-pouch-panel">
      <Space wrap>
        <Button icon={<PrinterOutlined />} href={linkUrl(viewPath)} target="_blank" data-testid="cargo-pouch-view">
          {t('links.pouch.view')}
        </Button>
        {hasButton(buttonCode(route.name, 'edit')) ? (
          <Button type="primary" loading={busy} onClick={() => void make()} data-testid="cargo-pouch-link">
            {t('links.pouch.make')}
          </Button>
        ) : null}
      </Space>
      {link ? <SignedLinkResult link={link} testId="cargo-pouch-url" /> : null}
    </Card>
  );
}
