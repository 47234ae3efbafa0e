import { originalsText } from '../../src/schemas/documents';
import { HALF, M, W, box, newDocument, note, str } from './layout';

/**
 * The sea bill of lading as a PDF (docs/api-office.md): one A4 page with the boxes of a forwarder's
 * house bill of lading, filled with the document's values. The issuer (the organisation) prints in
 * the header and signs as carrier's agent.
 */

const ONES = [
  '',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];

function below1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} HUNDRED`);
  const r = n % 100;
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)] + (r % 10 ? ` ${ONES[r % 10]}` : ''));
  else if (r > 0) parts.push(ONES[r]);
  return parts.join(' ');
}

/** A whole number in English capitals, as the "SAY TOTAL" line writes it: 1205 -> ONE THOUSAND TWO HUNDRED FIVE. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n <= 0 || n >= 1e9) return String(n);
  const parts: string[] = [];
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  if (millions) parts.push(`${below1000(millions)} MILLION`);
  if (thousands) parts.push(`${below1000(thousands)} THOUSAND`);
  if (n % 1000) parts.push(below1000(n % 1000));
  return parts.join(' ');
}

export interface Issuer {
  name: string;
  nameEn: string;
}

export async function renderSeaBlPdf(values: Record<string, string>, issuer: Issuer): Promise<Buffer> {
  const v = (k: string) => str(values[k]);
  const { doc, done } = newDocument(`BILL OF LADING ${v('blNumber')}`.trim());
  const company = issuer.nameEn || issuer.name;

  let y = M;
  const partyH = 74;
  const block = (name: string, address: string) => [name, address].filter(Boolean).join('\n');

  // Shipper | title, B/L number and booking number.
  box(doc, M, y, HALF, partyH, 'Shipper', block(v('shipperName'), v('shipperAddress')));
  doc
    .lineWidth(0.6)
    .rect(M + HALF, y, HALF, partyH)
    .stroke();
  doc
    .fontSize(8)
    .fillColor('#000')
    .text(company, M + HALF + 6, y + 4, { width: HALF - 12 });
  doc.fontSize(16).text('BILL OF LADING', M + HALF + 6, y + 18, { width: HALF - 12 });
  doc
    .fontSize(7)
    .fillColor('#333')
    .text('B/L No.', M + HALF + 6, y + 42);
  doc
    .fontSize(11)
    .fillColor('#000')
    .text(v('blNumber'), M + HALF + 40, y + 39, { width: HALF - 50 });
  doc
    .fontSize(7)
    .fillColor('#333')
    .text('Booking No.', M + HALF + 6, y + 58);
  doc
    .fontSize(9)
    .fillColor('#000')
    .text(v('bookingNumber'), M + HALF + 56, y + 56, { width: HALF - 62 });
  y += partyH;

  // Consignee | conditions; notify party | received-for-shipment clause.
  box(doc, M, y, HALF, partyH, 'Consignee (or order)', block(v('consigneeName'), v('consigneeAddress')));
  doc
    .lineWidth(0.6)
    .rect(M + HALF, y, HALF, partyH * 2)
    .stroke();
  note(
    doc,
    M + HALF,
    y,
    HALF,
    partyH * 2,
    'RECEIVED by the Carrier from the Shipper in apparent good order and condition unless otherwise indicated herein, the Goods, ' +
      'or the container(s) or package(s) said to contain the cargo herein mentioned, to be carried subject to all the terms and ' +
      'conditions provided for on the face and back of this Bill of Lading by the vessel named herein or any substitute at the ' +
      "Carrier's option and/or other means of transport, from the place of receipt or the port of loading to the port of " +
      'discharge or the place of delivery shown herein and there to be delivered unto order or assigns.\n\n' +
      'In accepting this Bill of Lading, the Merchant expressly accepts and agrees to all its stipulations, exceptions and ' +
      'conditions, whether written, printed, stamped or otherwise incorporated. One original Bill of Lading, duly endorsed, ' +
      'must be surrendered in exchange for the Goods or delivery order; the others to stand void.',
  );
  y += partyH;
  box(doc, M, y, HALF, partyH, 'Notify Party', block(v('notifyName'), v('notifyAddress')));
  y += partyH;

  // Carriage: place of receipt, vessel and voyage, ports, place of delivery.
  const rowH = 26;
  const q = HALF / 2;
  box(doc, M, y, q, rowH, 'Pre-carriage by', '');
  box(doc, M + q, y, q, rowH, 'Place of Receipt', v('placeOfReceipt'));
  box(doc, M + HALF, y, HALF, rowH, 'Freight Payable at', v('freightPayableAt'));
  y += rowH;
  box(doc, M, y, q, rowH, 'Ocean Vessel / Voy. No.', [v('vesselName'), v('voyageNumber')].filter(Boolean).join(' / '));
  box(doc, M + q, y, q, rowH, 'Port of Loading', v('portOfLoading'));
  box(doc, M + HALF, y, q, rowH, 'Number of Original B(s)/L', v('originals') ? originalsText(v('originals')) : '');
  box(doc, M + HALF + q, y, q, rowH, 'Freight and Charges', v('freightTerm') ? `FREIGHT ${v('freightTerm')}` : '');
  y += rowH;
  box(doc, M, y, q, rowH, 'Port of Discharge', v('portOfDischarge'));
  box(doc, M + q, y, q, rowH, 'Place of Delivery', v('placeOfDelivery'));
  box(doc, M + HALF, y, HALF, rowH, 'HS Code', v('hsCode'));
  y += rowH;

  // Particulars furnished by the shipper.
  const cols: [number, string][] = [
    [118, 'Container / Seal No.\nMarks and Numbers'],
    [76, 'No. of Containers\nor Packages'],
    [0, 'Kind of Packages; Description of Goods'],
    [64, 'Gross Weight\n(KGS)'],
    [62, 'Measurement\n(CBM)'],
  ];
  cols[2][0] = W - cols.reduce((s, [w]) => s + w, 0);
  const headH = 22;
  const bodyH = 250;
  const containers = v('containerLines')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
  const marks = [containers, v('marksAndNumbers')].filter(Boolean).join('\n\n');
  const packages = v('packages') ? `${v('packages')} ${v('packageType')}`.trim() : '';
  const cells = [marks, packages, v('goodsDescription'), v('grossWeight'), v('measurement')];
  let x = M;
  cols.forEach(([w, c], i) => {
    box(doc, x, y, w, headH, c);
    box(doc, x, y + headH, w, bodyH, '', cells[i], i >= 3 ? { align: 'right' } : {});
    x += w;
  });
  y += headH + bodyH;
  const total = Number(v('packages'));
  const say = total > 0 ? `SAY TOTAL ${numberInWords(total)} (${total}) ${v('packageType') || 'PACKAGES'} ONLY` : '';
  box(doc, M, y, W, 18, '', say);
  y += 18;

  // Issue: place and date, shipped on board, signature.
  const third = W / 3;
  box(doc, M, y, third, 34, 'Place and Date of Issue', [v('placeOfIssue'), v('dateOfIssue')].filter(Boolean).join('  '));
  box(doc, M + third, y, third, 34, 'Shipped on Board the Vessel, Date', v('onBoardDate'));
  box(doc, M + third * 2, y, third, 68, 'Signed for the Carrier', `${company}\nAS AGENT FOR THE CARRIER`);
  y += 34;
  box(doc, M, y, third * 2, 34, 'Declared by the Shipper', "SHIPPER'S LOAD, COUNT AND SEAL. PARTICULARS FURNISHED BY THE SHIPPER.");

  doc.end();
  return done;
}
