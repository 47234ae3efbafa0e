import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../src/schemas/scopes';

/** The registry resource holding each business scope's orders (statistics, demo data, charges). */
export const ORDER_RESOURCE: Record<BusinessScope, string> = ORDER_TABLES;

/** What the statistics table shows besides the count: tons of gross weight, TEU or chargeable tons. */
export type StatMeasure = 'weight' | 'teu' | 'charge' | null;

export const STAT_MEASURE: Record<BusinessScope, StatMeasure> = {
  AE: 'weight',
  AI: 'weight',
  SE: 'teu',
  SI: 'teu',
  TE: 'teu',
  TI: 'teu',
  LC: 'charge',
  IO: null,
};

export const STAT_LABEL: Record<Exclude<StatMeasure, null>, string> = { weight: '货量(吨)', teu: '标箱量', charge: '计费(吨)' };
export const COUNT_LABEL = '票数';

export { BUSINESS_SCOPES, type BusinessScope };
