import { QRCodeCanvas } from 'qrcode.react';
import { qrCaptionFontSize } from '../../components/tracking/format';

/** Box sizes of the share QR code (docs/behaviour.md §2.9): 120 with margin 5; AF 120x110; SE/SI 120x140. */
export const QR_BOX = { default: [120, 120], AF: [120, 110], SEA: [120, 140] } as const;
export const QR_MARGIN = 5;

/**
 * The QR code of the page's share link with its caption (the display code), whose font is smaller
 * when the code exceeds 12 characters (docs/behaviour.md §2.4).
 */
export function QrBlock({ value, caption, box = 'default' }: { value: string; caption?: string | null; box?: keyof typeof QR_BOX }) {
  const [w, h] = QR_BOX[box];
  // The code fills the box's smaller side less the margin; the SE/SI box keeps room for the caption.
  const size = Math.min(w, box === 'SEA' ? h - 20 : h) - 2 * QR_MARGIN;
  return (
    <div
      data-testid="track-qr"
      style={{ minWidth: w, textAlign: 'center', flex: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <div
        style={{
          width: w,
          height: box === 'SEA' ? h - 20 : h,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fff',
        }}
      >
        <QRCodeCanvas value={value} size={size} marginSize={0} title={value} />
      </div>
      {caption ? (
        <div data-testid="track-qr-caption" style={{ fontSize: qrCaptionFontSize(caption), lineHeight: '20px', whiteSpace: 'nowrap' }}>
          {caption}
        </div>
      ) : null}
    </div>
  );
}
