/**
 * Bills (debit notes to customers, payment applications to suppliers) as a small state machine: the
 * transitions are this one table, which the server enforces and the bill screen reads to offer its
 * buttons (docs/money.md). SETTLED is not an action: settlement sets it when nothing is outstanding
 * and takes it back when a settlement is removed.
 */

export type BillSide = 'AR' | 'AP';

export const BILL_STATUSES = ['DRAFT', 'CONFIRMED', 'SENT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'SETTLED', 'VOID'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_ACTIONS = ['confirm', 'unconfirm', 'send', 'submit', 'approve', 'reject', 'void'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];

export interface BillTransition {
  action: BillAction;
  side: BillSide;
  from: readonly BillStatus[];
  to: BillStatus;
  /** The button code that allows it: the bill route's own `edit`, or the payment approval code. */
  needs: 'edit' | 'approve';
}

/** The button code of payment approval (docs/money.md). */
export const PAYMENT_APPROVE_CODE = 'af_css_payment:approve';

export const BILL_TRANSITIONS: readonly BillTransition[] = [
  { action: 'confirm', side: 'AR', from: ['DRAFT'], to: 'CONFIRMED', needs: 'edit' },
  { action: 'unconfirm', side: 'AR', from: ['CONFIRMED'], to: 'DRAFT', needs: 'edit' },
  { action: 'send', side: 'AR', from: ['CONFIRMED'], to: 'SENT', needs: 'edit' },
  { action: 'submit', side: 'AP', from: ['DRAFT', 'REJECTED'], to: 'SUBMITTED', needs: 'edit' },
  { action: 'approve', side: 'AP', from: ['SUBMITTED'], to: 'APPROVED', needs: 'approve' },
  { action: 'reject', side: 'AP', from: ['SUBMITTED'], to: 'REJECTED', needs: 'approve' },
  { action: 'void', side: 'AR', from: ['DRAFT', 'CONFIRMED', 'SENT'], to: 'VOID', needs: 'edit' },
  { action: 'void', side: 'AP', from: ['DRAFT', 'REJECTED'], to: 'VOID', needs: 'edit' },
];

export const transitionOf = (side: BillSide, status: string, action: string) =>
  BILL_TRANSITIONS.find((t) => t.side === side && t.action === action && (t.from as readonly string[]).includes(status));

export const actionsFrom = (side: BillSide, status: string) =>
  BILL_TRANSITIONS.filter((t) => t.side === side && (t.from as readonly string[]).includes(status));

/** Lines may be added or removed, and their amounts changed, only while the bill is open for editing. */
export const linesEditable = (status: string) => status === 'DRAFT' || status === 'REJECTED';

/** Bills that count as owed money (ageing, detail, settlement): confirmed by us, not void or draft. */
export const OPEN_STATUSES: readonly BillStatus[] = ['CONFIRMED', 'SENT', 'APPROVED', 'SETTLED'];

/** The state a bill goes back to when a settlement is removed from a settled bill. */
export function unsettledStatus(side: BillSide, sent: boolean): BillStatus {
  return side === 'AP' ? 'APPROVED' : sent ? 'SENT' : 'CONFIRMED';
}

/** Bills a settlement may be applied to. */
export const settleable = (status: string) => status === 'CONFIRMED' || status === 'SENT' || status === 'APPROVED';

/**
 * Write-off rule (docs/money.md): a short payment may be closed by writing off the difference (bank
 * charges, rounding), at most this share of the bill amount, and only when it settles the bill.
 */
export const WRITE_OFF_MAX_RATIO = '0.01';

/** Fee-service name display (docs/behaviour.md §2.3 personal settings; docs/settings.md). */
export const FEE_NAME_TYPES = ['CN', 'EN', 'CN_EN', 'EN_CN'] as const;
export type FeeNameType = (typeof FEE_NAME_TYPES)[number];

/** A fee service's name as the user chose to read it: 中文, English, 中文 <English> or English <中文>. */
export function feeServiceName(cn: string | null | undefined, en: string | null | undefined, type: string | null | undefined): string {
  const c = (cn ?? '').trim();
  const e = (en ?? '').trim();
  switch (type) {
    case 'EN':
      return e || c;
    case 'CN_EN':
      return c && e ? `${c} <${e}>` : c || e;
    case 'EN_CN':
      return c && e ? `${e} <${c}>` : e || c;
    default:
      return c || e;
  }
}
