import { HALF, M, W, box, newDocument, str } from './layout';
import type { Issuer } from './sea-bl-pdf';

/**
 * The cross-border e-commerce waybill as a PDF (docs/api-office.md): sender, recipient, parcel and
 * declared goods on the top half of an A4 page (the part a parcel label printer takes). The
 * recipient's ID card number is printed masked: it is needed for clearance, but a label travels in
 * many hands.
 */

/** "110105********002X": the first six and the last four characters of an ID number. */
export const maskIdNumber = (id: string) => (id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id);

export async function renderOsWaybillPdf(values: Record<string, string>, issuer: Issuer): Promise<Buffer> {
  const v = (k: string) => str(values[k]);
  const { doc, done } = newDocument(`WAYBILL ${v('waybillNumber')}`.trim());

  let y = M;
  doc
    .fontSize(9)
    .fillColor('#000')
    .text(issuer.nameEn || issuer.name, M, y, { width: HALF });
  doc.fontSize(9).text('CROSS-BORDER E-COMMERCE WAYBILL 跨境电商运单', M + HALF, y, { width: HALF, align: 'right' });
  y += 16;
  box(doc, M, y, W, 40, 'Waybill No. 运单号', v('waybillNumber'), { size: 20, align: 'center', oneLine: true });
  y += 40;

  const partyH = 92;
  const sender = [v('senderName'), v('senderPhone') && `TEL ${v('senderPhone')}`, v('senderAddress'), v('senderCountry')]
    .filter(Boolean)
    .join('\n');
  const place = [v('receiverCity'), v('receiverState'), v('receiverPostcode'), v('receiverCountry')].filter(Boolean).join(' ');
  const receiver = [
    v('receiverName'),
    v('receiverPhone') && `TEL ${v('receiverPhone')}`,
    v('receiverAddress'),
    place,
    v('receiverIdNumber') && `ID ${maskIdNumber(v('receiverIdNumber'))}`,
  ]
    .filter(Boolean)
    .join('\n');
  box(doc, M, y, HALF, partyH, 'From 发件人', sender);
  box(doc, M + HALF, y, HALF, partyH, 'To 收件人', receiver, { size: 10 });
  y += partyH;

  const q = W / 4;
  box(doc, M, y, q, 30, 'Pieces 件数', v('pieces'), { align: 'right' });
  box(doc, M + q, y, q, 30, 'Weight (KG) 重量', v('grossWeight'), { align: 'right' });
  box(doc, M + 2 * q, y, q, 30, 'Destination 目的国', v('receiverCountry'), { align: 'center' });
  box(doc, M + 3 * q, y, q, 30, 'Order No. 电商订单号', v('orderNumber'));
  y += 30;

  const goods = [v('goodsName'), v('goodsNameEn')].filter(Boolean).join('\n');
  box(doc, M, y, HALF, 48, 'Contents 品名', goods);
  box(doc, M + HALF, y, HALF / 3, 48, 'Quantity 数量', v('goodsQuantity'), { align: 'right' });
  box(doc, M + HALF + HALF / 3, y, HALF / 3, 48, 'HS Code', v('hsCode'));
  box(
    doc,
    M + HALF + (2 * HALF) / 3,
    y,
    HALF / 3,
    48,
    'Declared Value 申报价值',
    [v('declaredValue'), v('currency')].filter(Boolean).join(' '),
    { align: 'right' },
  );
  y += 48;
  box(doc, M, y, W, 30, 'Remarks 备注', v('remark'));

  doc.end();
  return done;
}
