import Decimal from 'decimal.js';
import { newDocument } from '../pdf/layout';

/** What a debit note PDF shows; amounts as the database holds them (decimal text). */
export interface BillPdfData {
  orgName: string;
  debitNoteNumber: string;
  customerName: string;
  orderCode?: string | null;
  awbNumber?: string | null;
  currency: string;
  amount: string | number;
  billDate?: string | null;
  dueDate?: string | null;
  invoiceNumber?: string | null;
  remark?: string | null;
}

const A4 = { w: 595.28, h: 841.89 };
const M = 48;

/** Exact money text with thousands separators, two decimals, half-up (decimal.js, never floats). */
export function moneyText(v: string | number): string {
  const d = new Decimal(String(v)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [int, frac] = d.abs().toFixed(2).split('.');
  return `${d.isNegative() ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** The debit note as an A4 PDF, the attachment of 发送账单. Text in Noto Sans SC (Chinese names print). */
export function renderBillPdf(d: BillPdfData): Promise<Buffer> {
  const { doc, done } = newDocument(`账单 Debit Note ${d.debitNoteNumber}`, M);

  doc.fontSize(16).text(d.orgName, M, M, { width: A4.w - 2 * M, align: 'center' });
  doc.moveDown(0.4).fontSize(14).text('账单 DEBIT NOTE', { align: 'center' });
  doc.moveDown(1.2);
  const rows: [string, string | null | undefined][] = [
    ['账单号 Debit note No.', d.debitNoteNumber],
    ['客户 Customer', d.customerName],
    ['订单号 Order', d.orderCode],
    ['主单号 MAWB', d.awbNumber],
    ['账单日期 Bill date', d.billDate],
    ['到期日 Due date', d.dueDate],
    ['发票号 Invoice No.', d.invoiceNumber],
  ];
  const labelW = 170;
  let y = doc.y;
  doc.fontSize(10.5);
  for (const [label, value] of rows) {
    if (!value) continue;
    doc.fillColor('#555').text(label, M, y, { width: labelW });
    doc.fillColor('#000').text(String(value), M + labelW, y, { width: A4.w - 2 * M - labelW });
    y = Math.max(doc.y, y + 18) + 4;
  }
  y += 10;
  doc
    .lineWidth(0.8)
    .moveTo(M, y)
    .lineTo(A4.w - M, y)
    .stroke();
  y += 12;
  doc
    .fontSize(13)
    .fillColor('#000')
    .text(`应付金额 Amount due:  ${d.currency} ${moneyText(d.amount)}`, M, y, { width: A4.w - 2 * M, align: 'right' });
  if (d.remark) {
    doc
      .moveDown(1.5)
      .fontSize(10)
      .fillColor('#333')
      .text(`备注 Remarks: ${d.remark}`, M, doc.y, { width: A4.w - 2 * M });
  }
  doc.end();
  return done;
}
