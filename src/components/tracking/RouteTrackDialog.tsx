import { Modal, Timeline } from 'antd';
import { t } from '../../providers';
import { formatTime } from '../../pages/tracking/format';
import { DIALOG_WIDTH, orDash, pieceWeightText, statusName } from './timeline';

export interface RouteTrackEvent {
  flightStatusCode?: string | null;
  flightStatusName?: string | null;
  remark?: string | null;
  eventTime?: string | null;
  quantity?: number | null;
  grossWeight?: number | null;
  airportCode?: string | null;
  flightNum?: string | null;
}

export interface RouteTrackDialogProps {
  open: boolean;
  onClose: () => void;
  mawbNum?: string | null;
  /** Newest first. */
  tracks: RouteTrackEvent[];
}

/**
 * Track detail (spec 01 §2.4, §3): a timeline of flight status events, newest first; status code
 * and name, remark, time and the cargo text 'N Pcs / W Kg' (or one of the two). The FIRST entry
 * (the latest event) is highlighted.
 */
export function RouteTrackDialog({ open, onClose, mawbNum, tracks }: RouteTrackDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      title={`${t('tracking.dialog.route')}${mawbNum ? ` ${mawbNum}` : ''}`}
      destroyOnHidden
    >
      <Timeline
        data-testid="route-timeline"
        style={{ marginTop: 16 }}
        items={tracks.map((e, i) => {
          const active = i === 0;
          const status = [e.flightStatusCode, statusName(e.flightStatusCode, e.flightStatusName)].filter(Boolean).join(' ');
          const cargo = pieceWeightText(e.quantity, e.grossWeight);
          return {
            color: active ? 'green' : 'gray',
            children: (
              <div data-testid="route-event" data-active={active ? 'true' : 'false'} style={active ? { fontWeight: 600 } : { color: '#8c8c8c' }}>
                <div>{orDash(status)}{e.airportCode ? ` · ${e.airportCode}` : ''}{e.flightNum ? ` · ${e.flightNum}` : ''}</div>
                <div>{orDash(e.remark)}</div>
                <div>{orDash(formatTime(e.eventTime))}</div>
                {cargo ? <div data-testid="route-cargo">{cargo}</div> : null}
              </div>
            ),
          };
        })}
      />
    </Modal>
  );
}

export default RouteTrackDialog;
