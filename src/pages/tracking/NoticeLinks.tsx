import { Button, Space } from 'antd';
import { t } from '../../providers';
import { pathOf } from '../../resources';
import { openLink, useIsMobile } from './media';
import type { NoticeFlag } from './types';
import { useNoticeFlags } from './useTrack';

/** The delivery-notice page's address: /#{path}?o={af|lc}{uuid}&flag={flag} (docs/behaviour.md §2.2.1). */
export function noticeLink(origin: string, prefix: 'af' | 'lc', uuid: string, flag: NoticeFlag): string {
  const q = new URLSearchParams({ o: `${prefix}${uuid}`, flag });
  return `${origin.replace(/\/$/, '')}/#${pathOf('DeliveryNoticePage')}?${q.toString()}`;
}

/** Links to the order's delivery notices (AF and LC pages), only those the server confirms. */
export function NoticeLinks({
  prefix,
  uuid,
  flags,
}: {
  prefix: 'af' | 'lc';
  uuid?: string | null;
  flags?: { warehouse?: boolean; storehouse?: boolean } | null;
}) {
  const ok = useNoticeFlags(uuid, flags);
  const mobile = useIsMobile();
  if (!uuid || !ok.length) return null;
  return (
    <Space data-testid="notice-links" wrap>
      {ok.map((f) => (
        <Button
          key={f}
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          data-testid={`notice-link-${f}`}
          onClick={() => openLink(noticeLink(window.location.origin, prefix, uuid, f), mobile)}
        >
          {t(`tracking.notice.${f}`)}
        </Button>
      ))}
    </Space>
  );
}
