import type { WaybillPrintValues, WaybillVariant } from '../../src/schemas';
import { HALF, LABEL, M, VALUE, W, box, newDocument, note, str } from './layout';

/**
 * The air waybill as a PDF (docs/api-waybill.md): one A4 portrait page laid out like the paper IATA
 * air waybill, its boxes filled with a print's values (boxes and font: ./layout.ts).
 */

type Values = WaybillPrintValues;

/** The AWB number split as the paper shows it: prefix (airline code) and serial. */
function awbParts(awb: string) {
  const m = /^(\d{3})-?(\d{8})$/.exec(awb.trim());
  return m ? { prefix: m[1], serial: `${m[2].slice(0, 4)} ${m[2].slice(4)}` } : { prefix: '', serial: awb };
}

export async function renderAwbPdf(values: Values, variant: WaybillVariant): Promise<Buffer> {
  const v = (k: keyof Values) => str(values[k]);
  const awb = awbParts(v('awbNumber'));
  const house = variant === 'house';
  const title = house ? 'HOUSE AIR WAYBILL' : 'AIR WAYBILL';
  const number = house ? v('hawbNumber') : v('awbNumber');

  const { doc, done } = newDocument(`${title} ${number}`.trim());

  let y = M;
  // Header: the master number as prefix / departure / serial, and the waybill's own number on the right.
  doc
    .fontSize(11)
    .fillColor('#000')
    .text(`${awb.prefix}  ${v('departureStation')}  ${awb.serial}`, M, y, { width: HALF });
  doc.fontSize(11).text(house ? `HAWB ${v('hawbNumber')}` : v('awbNumber'), M + HALF, y, { width: HALF, align: 'right' });
  y += 18;

  // Shipper (left) | Not negotiable, title, issued by (right).
  const partyH = 78;
  const acct = 92;
  const shipper = [v('shipperName'), v('shipperAddress'), v('shipperMobile') && `MOB ${v('shipperMobile')}`].filter(Boolean).join('\n');
  box(doc, M, y, HALF, partyH, "Shipper's Name and Address", shipper, { top: y + 21 });
  box(doc, M + HALF - acct, y, acct, 20, "Shipper's Account Number", v('shipperAccount'), { size: 7, oneLine: true });
  doc
    .lineWidth(0.6)
    .rect(M + HALF, y, HALF, partyH)
    .stroke();
  doc
    .fontSize(7)
    .fillColor('#000')
    .text('Not Negotiable', M + HALF + 4, y + 4);
  doc.fontSize(15).text(title, M + HALF + 4, y + 14, { width: HALF - 8 });
  if (house && v('awbNumber')) doc.fontSize(7).text(`MAWB ${v('awbNumber')}`, M + HALF + 4, y + 34, { width: HALF - 8 });
  doc
    .fontSize(LABEL)
    .fillColor('#333')
    .text('Issued by', M + HALF + 4, y + 46);
  doc
    .fontSize(VALUE)
    .fillColor('#000')
    .text(v('issuedBy'), M + HALF + 4, y + 54, { width: HALF - 8, height: 22, ellipsis: true });
  y += partyH;

  // Consignee | conditions of contract.
  const consignee = [v('consigneeName'), v('consigneeAddress'), v('consigneeMobile') && `MOB ${v('consigneeMobile')}`]
    .filter(Boolean)
    .join('\n');
  box(doc, M, y, HALF, partyH, "Consignee's Name and Address", consignee, { top: y + 21 });
  box(doc, M + HALF - acct, y, acct, 20, "Consignee's Account Number", v('consigneeAccount'), { size: 7, oneLine: true });
  doc
    .lineWidth(0.6)
    .rect(M + HALF, y, HALF, partyH)
    .stroke();
  note(
    doc,
    M + HALF,
    y,
    HALF,
    partyH,
    'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.\n' +
      'It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for ' +
      "carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. THE SHIPPER'S ATTENTION IS DRAWN TO THE NOTICE " +
      "CONCERNING CARRIER'S LIMITATION OF LIABILITY. Shipper may increase such limitation of liability by declaring a higher " +
      'value for carriage and paying a supplemental charge if required.',
  );
  y += partyH;

  // Issuing carrier's agent | accounting information.
  box(doc, M, y, HALF, 34, "Issuing Carrier's Agent Name and City", v('agentNameCity'));
  box(doc, M + HALF, y, HALF, 56, 'Accounting Information', v('accountingInformation'));
  y += 34;
  box(doc, M, y, HALF / 2, 22, "Agent's IATA Code", v('iataAgentCode'));
  box(doc, M + HALF / 2, y, HALF / 2, 22, 'Account No.', '');
  y += 22;

  // Airport of departure and requested routing | optional shipping information (SLAC, HS code).
  box(doc, M, y, HALF, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', v('departureStation'));
  box(doc, M + HALF, y, HALF / 2, 24, 'SLAC', v('slac'));
  box(doc, M + HALF * 1.5, y, HALF / 2, 24, 'HS Code', v('hsCode'));
  y += 24;

  // Routing: to / by first carrier / to / by / to / by | currency | charges codes | declared values.
  const rh = 26;
  const cols: [number, string, string][] = [
    [36, 'To', v('arrivalStation')],
    [90, 'By First Carrier', v('carrier')],
    [26, 'to', ''],
    [26, 'by', ''],
    [26, 'to', ''],
    [26, 'by', ''],
    [34, 'Currency', v('currency')],
    [26, 'CHGS\nCode', ''],
    [36, 'WT/VAL\nPPD COLL', ''],
    [36, 'Other\nPPD COLL', ''],
  ];
  let x = M;
  for (const [w, c, val] of cols) {
    box(doc, x, y, w, rh, c, val);
    x += w;
  }
  const rest = M + W - x;
  box(doc, x, y, rest / 2, rh, 'Declared Value for Carriage', v('declaredValueCarriage'));
  box(doc, x + rest / 2, y, rest / 2, rh, 'Declared Value for Customs', v('declaredValueCustoms'));
  y += rh;

  // Airport of destination | flight | insurance.
  box(doc, M, y, 120, rh, 'Airport of Destination', v('arrivalStation'));
  box(doc, M + 120, y, HALF - 120, rh, 'Requested Flight/Date', v('flightNo'));
  box(doc, M + HALF, y, 80, rh, 'Amount of Insurance', v('insuranceAmount'));
  box(doc, M + HALF + 80, y, HALF - 80, rh, '', '');
  note(
    doc,
    M + HALF + 80,
    y,
    HALF - 80,
    rh,
    'INSURANCE - If carrier offers insurance, and such insurance is requested in accordance with the conditions thereof, ' +
      `indicate amount to be insured in figures in box marked "Amount of Insurance".${v('insuranceValue') ? `  Insurance value: ${v('insuranceValue')}` : ''}`,
  );
  y += rh;

  // Handling information (with other service information).
  const handling = [v('handlingInformation'), v('otherServiceInfo')].filter(Boolean).join('\n');
  box(doc, M, y, W, 36, 'Handling Information', handling);
  y += 36;

  // The rates line.
  const rateCols: [number, string][] = [
    [48, 'No. of\nPieces RCP'],
    [54, 'Gross\nWeight'],
    [18, 'kg\nlb'],
    [50, 'Rate Class\nCommodity\nItem No.'],
    [56, 'Chargeable\nWeight'],
    [54, 'Rate\n/ Charge'],
    [70, 'Total'],
    [0, 'Nature and Quantity of Goods\n(incl. Dimensions or Volume)'],
  ];
  rateCols[rateCols.length - 1][0] = W - rateCols.reduce((s, [w]) => s + w, 0);
  const headH = 26;
  const bodyH = 200;
  const footH = 16;
  const pieces = v('piecesLine') || v('pieces');
  const goods = [v('goodsDescription'), v('natureQuantity'), v('volume') && `VOL ${v('volume')} CBM`].filter(Boolean).join('\n');
  const line = [
    pieces,
    v('grossWeight'),
    v('grossWeight') ? 'K' : '',
    v('rateClass'),
    v('chargeWeight'),
    v('rateCharge'),
    v('total'),
    goods,
  ];
  const totals = [v('pieces'), v('grossWeight'), '', '', '', '', v('total'), ''];
  x = M;
  rateCols.forEach(([w, c], i) => {
    box(doc, x, y, w, headH, c);
    box(doc, x, y + headH, w, bodyH, '', line[i], i < 7 ? { align: 'right', oneLine: true } : {});
    box(doc, x, y + headH + bodyH, w, footH, '', totals[i], { align: 'right', oneLine: true });
    x += w;
  });
  y += headH + bodyH + footH;

  // Charges (left) | other charges and the shipper's certification (right).
  const chargeRows = [
    'Prepaid   Weight Charge   Collect',
    'Valuation Charge',
    'Tax',
    'Total Other Charges Due Agent',
    'Total Other Charges Due Carrier',
  ];
  const ch = 22;
  chargeRows.forEach((c, i) => {
    box(doc, M, y + i * ch, HALF / 2, ch, c, i === 0 ? v('total') : '', { align: 'right' });
    box(doc, M + HALF / 2, y + i * ch, HALF / 2, ch, '', '');
  });
  box(doc, M + HALF, y, HALF, ch * 2, 'Other Charges', v('otherCharges'));
  box(doc, M + HALF, y + ch * 2, HALF, ch * 3, '', '');
  note(
    doc,
    M + HALF,
    y + ch * 2,
    HALF,
    30,
    'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment ' +
      'contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air ' +
      'according to the applicable Dangerous Goods Regulations.',
  );
  doc
    .fontSize(VALUE)
    .fillColor('#000')
    .text(v('signature'), M + HALF + 4, y + ch * 2 + 36, { width: HALF - 8, align: 'center' });
  doc
    .fontSize(LABEL)
    .fillColor('#333')
    .text('Signature of Shipper or his Agent', M + HALF + 4, y + ch * 5 - 9, { width: HALF - 8, align: 'center' });
  y += ch * 5;
  box(doc, M, y, HALF / 2, ch, 'Total Prepaid', v('total'), { align: 'right' });
  box(doc, M + HALF / 2, y, HALF / 2, ch, 'Total Collect', '', { align: 'right' });

  // Executed on (date) at (place), signature of the issuing carrier or its agent.
  box(doc, M + HALF, y, HALF / 3, ch * 2, 'Executed on (date)', v('executedOn'));
  box(doc, M + HALF + HALF / 3, y, HALF / 3, ch * 2, 'at (place)', v('executedAt'));
  box(doc, M + HALF + (2 * HALF) / 3, y, HALF / 3, ch * 2, 'Signature of Issuing Carrier or its Agent', v('signature'));
  box(doc, M, y + ch, HALF, ch, "For Carrier's Use only at Destination", '');
  y += ch * 2 + 8;

  // Footer: the waybill's title and number again, as on each copy of the paper form.
  doc.fontSize(11).fillColor('#000').text(`${awb.prefix}  ${awb.serial}`, M, y, { width: HALF });
  doc.fontSize(11).text(house ? `${title}  ${v('hawbNumber')}` : `ORIGINAL 3 (FOR SHIPPER)`, M + HALF, y, { width: HALF, align: 'right' });

  doc.end();
  return done;
}
