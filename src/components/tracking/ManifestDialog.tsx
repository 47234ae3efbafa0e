import { Typography } from 'antd';
import { t } from '../../providers';
import type { ManifestEvent } from '../../schemas';
import { dash } from '../display/empty';
import { formatTime } from '../display/dates';
import { TimelineDialog } from './TimelineDialog';

export interface ManifestDialogProps {
  open: boolean;
  onClose: () => void;
  mawbNum?: string | null;
  events: ManifestEvent[];
}

/**
 * Manifest detail (docs/behaviour.md §1.2.4, §1.3): a timeline of the waybill's manifest events, oldest first;
 * a missing remark or time shows '-'; the LAST entry (the latest state) is highlighted.
 */
export function ManifestDialog({ open, onClose, mawbNum, events }: ManifestDialogProps) {
  return (
    <TimelineDialog
      open={open}
      onClose={onClose}
      title={`${t('tracking.dialog.manifest')}${mawbNum ? ` ${mawbNum}` : ''}`}
      name="manifest"
      entries={events}
      activeIndex={events.length - 1}
      render={(e, active) => (
        <>
          <div>{dash(e.remark)}</div>
          <div>{dash(formatTime(e.eventTime))}</div>
          {e.productInfo ? <Typography.Text type={active ? undefined : 'secondary'}>{e.productInfo}</Typography.Text> : null}
        </>
      )}
    />
  );
}

export default ManifestDialog;
