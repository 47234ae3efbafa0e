import { t } from '../../providers';
import { dash } from '../display/empty';
import { formatTime } from '../display/dates';
import { pieceWeightText, statusName } from './timeline';
import { TimelineDialog } from './TimelineDialog';

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
 * Track detail (docs/behaviour.md §1.2.4, §1.3): a timeline of flight status events, newest first; status code
 * and name, remark, time and the cargo text 'N Pcs / W Kg' (or one of the two). The FIRST entry
 * (the latest event) is highlighted.
 */
export function RouteTrackDialog({ open, onClose, mawbNum, tracks }: RouteTrackDialogProps) {
  return (
    <TimelineDialog
      open={open}
      onClose={onClose}
      title={`${t('tracking.dialog.route')}${mawbNum ? ` ${mawbNum}` : ''}`}
      name="route"
      entries={tracks}
      activeIndex={0}
      render={(e) => {
        const status = [e.flightStatusCode, statusName(e.flightStatusCode, e.flightStatusName)].filter(Boolean).join(' ');
        const cargo = pieceWeightText(e.quantity, e.grossWeight);
        return (
          <>
            <div>
              {dash(status)}
              {e.airportCode ? ` · ${e.airportCode}` : ''}
              {e.flightNum ? ` · ${e.flightNum}` : ''}
            </div>
            <div>{dash(e.remark)}</div>
            <div>{dash(formatTime(e.eventTime))}</div>
            {cargo ? <div data-testid="route-cargo">{cargo}</div> : null}
          </>
        );
      }}
    />
  );
}

export default RouteTrackDialog;
