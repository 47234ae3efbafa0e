import { Modal, Timeline, Typography } from 'antd';
import { t } from '../../providers';
import type { ManifestEvent } from '../../schemas';
import { formatTime } from '../../pages/tracking/format';
import { DIALOG_WIDTH, orDash } from './timeline';

export interface ManifestDialogProps {
  open: boolean;
  onClose: () => void;
  mawbNum?: string | null;
  events: ManifestEvent[];
}

/**
 * Manifest detail (spec 01 §2.4, §3): a timeline of the waybill's manifest events, oldest first;
 * a missing remark or time shows '-'; the LAST entry (the latest state) is highlighted.
 */
export function ManifestDialog({ open, onClose, mawbNum, events }: ManifestDialogProps) {
  const last = events.length - 1;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      title={`${t('tracking.dialog.manifest')}${mawbNum ? ` ${mawbNum}` : ''}`}
      destroyOnHidden
    >
      <Timeline
        data-testid="manifest-timeline"
        style={{ marginTop: 16 }}
        items={events.map((e, i) => {
          const active = i === last;
          return {
            color: active ? 'green' : 'gray',
            children: (
              <div data-testid="manifest-event" data-active={active ? 'true' : 'false'} style={active ? { fontWeight: 600 } : { color: '#8c8c8c' }}>
                <div>{orDash(e.remark)}</div>
                <div>{orDash(formatTime(e.eventTime))}</div>
                {e.productInfo ? <Typography.Text type={active ? undefined : 'secondary'}>{e.productInfo}</Typography.Text> : null}
              </div>
            ),
          };
        })}
      />
    </Modal>
  );
}

export default ManifestDialog;
