import { flightStatusName } from '../../resources/fieldsets/tracking';
import { newestFirst, pieceWeightText } from '../../schemas';

/** Shared rules of the track dialogs (docs/behaviour.md §1.2.4, §1.3). */

export const DIALOG_WIDTH = 730;

/** The status name of a route event: its own, else the label of its code. */
export const statusName = (code: unknown, name: unknown): string => flightStatusName(code, name) ?? '';

export { newestFirst, pieceWeightText };
