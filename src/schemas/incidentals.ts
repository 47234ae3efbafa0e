/**
 * Incidental charges (杂费, docs/money.md): an order's charge lines whose fee service (prm_service) is
 * not the main freight, i.e. whose fee type (费用类别) is anything but 运费 FREIGHT, or not set
 * (附加费, 报关费, 仓储费, 派送费, 其他). The freight itself stays on the order's 费用 panel.
 */
export const MAIN_FREIGHT_FEE_TYPE = 'FREIGHT';

/** Whether a fee service of this fee type is an incidental charge. */
export const isIncidentalFeeType = (feeType: unknown) => feeType !== MAIN_FREIGHT_FEE_TYPE;

/** What a line may carry when added or changed on the 杂费 page; the order and the figures are the server's. */
export const INCIDENTAL_FIELDS = [
  'side',
  'serviceId',
  'coopId',
  'currency',
  'unitPrice',
  'quantity',
  'taxRate',
  'exchangeRate',
  'remark',
] as const;
