import { formatDecimal } from '../../schemas/money';
import { EMPTY } from './empty';

/** An amount with thousands separators and `decimals` places, exact on its decimal text; '-' when none. */
export const moneyText = (v: unknown, decimals = 2): string => formatDecimal(v, decimals) ?? EMPTY;
