import { byHandler, defineCalls, FileOf, menu } from './define';
import { officeCalls } from './office.calls';
import { Dict, IdText, Json, Nullable, SignedLink, T } from './schema';

const S = Nullable(T.String());
/** A figure as the record holds it (a count, a weight, decimal text). */
const V = Nullable(T.Union([T.String(), T.Number()]));

const StoredDocument = T.Object({
  values: Dict(T.String(), 'field -> value'),
  status: T.String({ description: 'DRAFT | CONFIRMED' }),
  updatedVia: T.String({ description: 'staff | link' }),
  updateTime: Json('when it was saved'),
});
const DocumentView = T.Object({
  kind: T.String({ description: 'seaBl, osWaybill or hawbInfo' }),
  sourceId: T.Integer(),
  source: T.Object({ id: T.Integer(), label: Json("the source record's number") }),
  issuer: T.String(),
  document: Nullable(StoredDocument),
  prefill: Dict(T.Unknown(), 'values the source suggests'),
  editable: T.Boolean(),
  linkable: T.Boolean({ description: 'a signed link may be issued for the shipper' }),
});
const docParams = T.Object({ kind: T.String({ description: 'seaBl | osWaybill | hawbInfo' }), sourceId: IdText });
const staffRead = byHandler("the source list's menu (af_order for seaBl, the waybill list for osWaybill...)");
const staffWrite = byHandler("the source list's menu and edit button");
const byLink = (what: string) =>
  byHandler(`the signed ${what} link in ?t= (404 when invalid or expired); limited per address`, { public: true });
const linkQuery = T.Object({ t: T.Optional(T.Unknown({ description: "the signed link's token (anything else is the same 404)" })) });
const valuesBody = T.Object({ values: T.Object({}, { additionalProperties: true, description: "the document's fields" }) });

const Quotation = T.Object({
  issuer: T.String(),
  enquiryNumber: S,
  departureAirport: S,
  arrivalAirport: S,
  goodsName: S,
  goodsType: S,
  pieces: V,
  grossWeight: V,
  volume: V,
  expectedDate: S,
  quotedPrice: V,
  currency: S,
  quoteValidUntil: S,
  lines: T.Array(T.Object({ carrierCode: S, weightBreak: S, pricePerKg: V, minCharge: V, transitTime: S, lineRemark: S })),
  status: T.String(),
  answeredAt: Json('when the customer answered'),
  answerRemark: S,
  expired: T.Boolean(),
  answerable: T.Boolean(),
});

const Figures = T.Object({ pieces: V, weight: S, volume: S, chargeWeight: S, dimensions: S });
const Pouch = T.Object({
  issuer: T.String(),
  order: T.Object({
    id: T.Integer(),
    orderCode: S,
    customerNumber: S,
    awbNumber: S,
    hawbNumber: S,
    departureStation: S,
    transitStation: S,
    arrivalStation: S,
    expectFlight: S,
    expectDeparture: S,
    goodsNameCn: S,
    goodsNameEn: S,
    shipperName: S,
    consigneeName: S,
  }),
  packing: T.Object({ packageType: S, plan: Figures, confirm: Nullable(Figures) }),
  waybills: T.Array(
    T.Object({
      type: T.String({ description: 'MAWB | HAWB' }),
      awbNumber: S,
      hawbNumber: S,
      departureStation: S,
      arrivalStation: S,
      pieces: S,
      grossWeight: S,
      chargeWeight: S,
      goodsDescription: S,
      shipperName: S,
      consigneeName: S,
    }),
  ),
  attachments: T.Array(T.Object({ fileType: S, fileName: S, fileRemark: S })),
});

export const office = defineCalls('office', officeCalls, {
  document: {
    summary: 'A document of a record: the saved one, the values its source suggests, whether it may be edited',
    access: staffRead,
    params: docParams,
    answer: DocumentView,
  },
  saveDocument: {
    summary: "Save a document (every field checked by the document's rules)",
    access: staffWrite,
    params: docParams,
    body: valuesBody,
    answer: StoredDocument,
  },
  documentStatus: {
    summary: "Confirm a document (CONFIRMED: the shipper's link can no longer change it) or return it to draft",
    access: staffWrite,
    params: docParams,
    body: T.Object({ status: T.String({ description: 'DRAFT | CONFIRMED' }) }),
    answer: StoredDocument,
    errors: { 409: 'save the document first' },
  },
  documentPdf: {
    summary: "The document's PDF",
    access: staffRead,
    params: docParams,
    answer: FileOf('application/pdf'),
    errors: { 409: 'the document is incomplete: data.errors names what is missing' },
  },
  documentLink: {
    summary: 'A signed link for the shipper to fill the document in',
    access: staffWrite,
    params: docParams,
    answer: SignedLink,
  },
  externalDocument: { summary: 'The document, by its signed link', access: byLink('document'), query: linkQuery, answer: DocumentView },
  saveExternalDocument: {
    summary: 'The shipper saves the document by its link (until staff confirm it)',
    access: byLink('document'),
    query: linkQuery,
    body: valuesBody,
    answer: StoredDocument,
    errors: { 409: 'the document is confirmed' },
  },
  externalDocumentPdf: {
    summary: "The document's PDF, by its signed link",
    access: byLink('document'),
    query: linkQuery,
    answer: FileOf('application/pdf'),
  },
  quotationLink: {
    summary: "The customer's quotation link of an enquiry (the enquiry becomes 已报价)",
    access: menu('af_enquiry_manage', 'af_enquiry_manage:edit'),
    params: T.Object({ id: IdText }),
    answer: SignedLink,
    errors: { 409: 'the enquiry has no quotation yet' },
  },
  externalQuotation: { summary: 'The quotation, by its link', access: byLink('quotation'), query: linkQuery, answer: Quotation },
  answerExternalQuotation: {
    summary: 'The customer accepts or declines the quotation',
    access: byLink('quotation'),
    query: linkQuery,
    body: T.Object({
      answer: T.Optional(T.String({ description: 'ACCEPT | DECLINE' })),
      remark: T.Optional(T.Unknown({ description: 'text, at most 500 characters' })),
    }),
    answer: Quotation,
    errors: { 409: 'already answered or expired' },
  },
  pouch: {
    summary: 'The cargo pouch print view of an air export order',
    access: menu('af_order'),
    params: T.Object({ id: IdText }),
    answer: Pouch,
  },
  pouchLink: {
    summary: 'A signed link to the pouch print view',
    access: menu('af_order', 'af_order:edit'),
    params: T.Object({ id: IdText }),
    answer: SignedLink,
  },
  externalPouch: { summary: 'The pouch print view, by its link', access: byLink('pouch'), query: linkQuery, answer: Pouch },
});
