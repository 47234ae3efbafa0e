import type { DB } from '../db';
import { notFound } from '../http/envelope';
import { findRow } from '../resources/record-writes';
import { toRecord, type DataResource } from '../resources/model';
import { printsOfOrder, masterValues } from '../waybill/prints';
import { renderPdf } from '../pdf/render';
import type { WorkerPool } from '../workers/pool';
import { orderScopeOfTable } from '../../src/schemas/scopes';
import type { MailKind } from '../../src/schemas/mail';
import type { FieldDef } from '../../src/resources';

/** The record a mail is about, with what its text needs: the customer and the sender's organisation. */
export interface MailSubject {
  res: DataResource;
  id: number;
  orgId: number;
  record: Record<string, unknown>;
  /** The row as stored (money as exact decimal text). */
  row: Record<string, unknown>;
  customer: { name: string; email: string | null } | null;
  orgName: string;
}

export async function loadSubject(db: DB, res: DataResource, orgId: number, id: number): Promise<MailSubject> {
  const row = await findRow(db, res, orgId, id);
  if (!row) throw notFound('记录不存在');
  const record = toRecord(res, row);
  // An order names its customer (customerId); a bill its partner (coopId, docs/money.md).
  const partnerField = ['customerId', 'coopId'].find((n) => res.byName.get(n)?.ref === 'prm_coop');
  const customerId = partnerField ? Number(record[partnerField]) : NaN;
  const coop =
    Number.isSafeInteger(customerId) && customerId > 0
      ? await db
          .selectFrom('prm_coop')
          .select(['coop_name', 'contact_email'])
          .where('id', '=', customerId)
          .where('org_id', '=', orgId)
          .executeTakeFirst()
      : undefined;
  const org = await db.selectFrom('hrs_org').select('org_name').where('id', '=', orgId).executeTakeFirstOrThrow();
  return {
    res,
    id,
    orgId,
    record,
    row: row as Record<string, unknown>,
    orgName: org.org_name,
    customer: coop ? { name: coop.coop_name, email: coop.contact_email ?? null } : null,
  };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A field's value as a line of plain mail text (Chinese labels; references and rows left out). */
function valueText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  switch (f.kind) {
    case 'enum':
      return f.options?.find((o) => o.value === String(v))?.label['zh-CN'] ?? String(v);
    case 'boolean':
      return v === true ? '是' : '否';
    case 'ref':
    case 'list':
    case 'party':
    case 'file':
    case 'richtext':
    case 'uuid':
      return '';
    default:
      return String(v);
  }
}

/** The record's list columns (the registry's `list` fields) as "label：value" lines. */
function summaryLines(s: MailSubject): string[] {
  return s.res.fields
    .filter((f) => f.list)
    .map((f) => [f.label['zh-CN'], valueText(f, s.record[f.name])] as const)
    .filter(([, v]) => v)
    .map(([l, v]) => `${l}：${v}`);
}

/** A bill's number: billNumber since bills became views of one table (docs/money.md). */
const billNumberOf = (record: Record<string, unknown>) => text(record.billNumber ?? record.debitNoteNumber);

/** What the send dialog starts with: the customer's address, a subject and a body. */
export function draftOf(kind: MailKind, s: MailSubject): { to: string[]; subject: string; content: string } {
  const to = s.customer?.email ? [s.customer.email] : [];
  const greeting = `${s.customer?.name ?? ''}${s.customer ? ' ' : ''}您好：`;
  if (kind === 'bill') {
    const no = billNumberOf(s.record);
    return {
      to,
      subject: `账单 ${no} - ${s.orgName}`,
      content: [greeting, '', `附件为账单 ${no}，请查收。`, '', ...summaryLines(s), '', `${s.orgName}`].join('\n'),
    };
  }
  const code = text(s.record.orderCode);
  const awb = text(s.record.awbNumber) || text(s.record.mlbNumber);
  return {
    to,
    subject: `货物通知 ${code}${awb ? ` / ${awb}` : ''} - ${s.orgName}`,
    content: [greeting, '', `贵司订单 ${code} 的货物信息如下：`, '', ...summaryLines(s), '', `${s.orgName}`].join('\n'),
  };
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

const PDF = 'application/pdf';

/** The name of the PDF a mail carries, or null when there is none (known before rendering it). */
export function attachmentNameOf(kind: MailKind, s: MailSubject): string | null {
  if (kind === 'bill') return `账单-${billNumberOf(s.record) || s.id}.pdf`;
  if (orderScopeOfTable(s.res.table) === 'AE' && text(s.record.awbNumber)) return `主单-${text(s.record.awbNumber)}.pdf`;
  return null;
}

/**
 * The PDF a mail carries: the debit note for a bill; for an air export order with a master waybill,
 * the master air waybill as printed (the saved master print, else the order's prefill). Other orders
 * have none.
 */
export async function attachmentOf(db: DB, workers: WorkerPool, kind: MailKind, s: MailSubject): Promise<Attachment | null> {
  const filename = attachmentNameOf(kind, s);
  if (!filename) return null;
  if (kind === 'bill') {
    const r = s.row;
    const content = await renderPdf(workers, 'bill', {
      orgName: s.orgName,
      debitNoteNumber: billNumberOf(s.record),
      customerName: s.customer?.name ?? '',
      orderCode: text(r.order_code) || null,
      awbNumber: text(r.awb_number) || null,
      currency: text(r.currency),
      amount: text(r.amount) || '0',
      billDate: text(r.bill_date) || null,
      dueDate: text(r.due_date) || null,
      invoiceNumber: text(r.invoice_number) || null,
      remark: text(r.remark) || null,
    });
    return { filename, content, contentType: PDF };
  }
  const values = masterValues(await printsOfOrder(db, s.orgId, s.id), s.record);
  if (!values) return null;
  return { filename, content: await renderPdf(workers, 'awb', values, 'master'), contentType: PDF };
}
