import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pathOf } from '../../resources';
import { shareLink } from '../../schemas';
import { QrBlock, type QR_BOX } from './QrBlock';
import { useIsSmallDevice } from './media';

/** The page's own share link: what its QR code encodes (docs/behaviour.md §2.9). */
export const pageShareLink = (o: string, code?: string | null) =>
  shareLink(window.location.origin, pathOf('ExternalOrderTrackPage'), o, code);

/**
 * The head of a tracking page: the display number, a few lines about the order, and the QR code
 * (beside on wide screens, below on small devices).
 */
export function TrackHeader({
  number,
  lines,
  o,
  qrBox,
  extra,
}: {
  number: string;
  lines: ReactNode[];
  o: string;
  qrBox: keyof typeof QR_BOX;
  extra?: ReactNode;
}) {
  const small = useIsSmallDevice();
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="track-header">
      <div style={{ display: 'flex', flexDirection: small ? 'column' : 'row', gap: 16, alignItems: small ? 'center' : 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0, width: small ? '100%' : undefined }}>
          <Typography.Title level={4} style={{ marginTop: 0, wordBreak: 'break-all' }} data-testid="track-number">
            {number || '-'}
          </Typography.Title>
          {lines.map((l, i) => (
            <div key={i} style={{ marginBottom: 4, wordBreak: 'break-word' }}>
              {l}
            </div>
          ))}
          {extra ? <div style={{ marginTop: 8 }}>{extra}</div> : null}
        </div>
        <QrBlock value={pageShareLink(o, number)} caption={number} box={qrBox} />
      </div>
    </Card>
  );
}
