import { Alert, Typography } from 'antd';
import { t } from '../../providers';

/** A minted signed link: where it opens, until when, copyable. */
export interface MintedLink {
  url: string;
  expiresAt: string;
}

/** The app routes by hash, like the tracking share links (src/schemas/share.ts). */
export const linkUrl = (pathWithQuery: string) => `${window.location.origin}/#${pathWithQuery}`;

export function SignedLinkResult({ link, testId }: { link: MintedLink; testId: string }) {
  return (
    <Alert
      type="success"
      style={{ marginTop: 12 }}
      message={t('links.hint', { date: link.expiresAt.slice(0, 10) })}
      description={
        <>
          <Typography.Paragraph copyable={{ text: link.url }} data-testid={testId} style={{ marginBottom: 4, wordBreak: 'break-all' }}>
            {link.url}
          </Typography.Paragraph>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {t('links.open')}
          </a>
        </>
      }
    />
  );
}
