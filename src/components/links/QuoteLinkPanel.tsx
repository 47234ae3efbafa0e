import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { api, call } from '../../api';
import { invalidateTopics } from '../../api/hooks';
import { hasButton, t } from '../../providers';
import { buttonCode, pathOf } from '../../resources';
import type { PanelProps } from '../panels/types';
import { SignedLinkResult, linkUrl, type MintedLink } from './SignedLinkResult';

/**
 * 报价链接 on an enquiry's detail screen (docs/quotation-pouch.md): whoever may edit the enquiry makes
 * the customer's signed link to the quotation page, where the customer accepts or declines once.
 */
export default function QuoteLinkPanel({ route, record }: PanelProps) {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<MintedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const id = record.id as number | string;
  if (!hasButton(buttonCode(route.name, 'edit'))) return null;
  const make = async () => {
    setBusy(true);
    try {
      const { token, expiresAt } = (await call(api.office.quotationLink, { params: { id } })) as { token: string; expiresAt: string };
      setLink({ url: linkUrl(`${pathOf('QuotationPage')}?t=${encodeURIComponent(token)}`), expiresAt });
      // Making the link marks a waiting enquiry quoted.
      invalidateTopics(queryClient, [route.name]);
    } catch {
      /* the client's toast says why (e.g. no quotation yet) */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('links.quote.title')} style={{ marginTop: 16 }} data-testid="quote-link-panel">
      <Space wrap>
        <Typography.Text type="secondary">{t('links.quote.about')}</Typography.Text>
        <Button type="primary" loading={busy} onClick={() => void make()} data-testid="quote-link-make">
          {t('links.quote.make')}
        </Button>
      </Space>
      {link ? <SignedLinkResult link={link} testId="quote-link-url" /> : null}
    </Card>
  );
}
