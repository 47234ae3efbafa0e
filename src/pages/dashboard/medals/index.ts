import gold from './medal-1.svg';
import silver from './medal-2.svg';
import bronze from './medal-3.svg';

/** The member ranking's medals for places 1, 2 and 3 (docs/behaviour.md §2.2.2); the other places read NO.n. */
export const MEDAL_IMAGES: readonly string[] = [gold, silver, bronze];
