import { byHandler, defineCalls, menu } from './define';
import { partnerShareCalls } from './partner-share.calls';
import { IdText, Nullable, T } from './schema';

const Partner = T.Object({
  id: T.Integer(),
  coopCode: Nullable(T.String()),
  coopName: Nullable(T.String()),
  coopNameEn: Nullable(T.String()),
});
const ShownPartner = T.Object({ coopName: Nullable(T.String()), coopNameEn: Nullable(T.String()) });
/** An address of the partner: its id, type, default flag and the party form's fields (prm_shipperConsignee). */
const Address = T.Object(
  { id: T.Integer() },
  { additionalProperties: true, description: 'id, scType, isDefault and the party fields of prm_shipperConsignee' },
);
const LinkState = Nullable(T.Object({ issuedAt: Nullable(T.String()), expiresAt: Nullable(T.String()), boundAt: Nullable(T.String()) }));
const Order = T.Object({
  scope: T.String(),
  orderCode: Nullable(T.String()),
  status: Nullable(T.String()),
  departure: Nullable(T.String()),
  arrival: Nullable(T.String()),
  expectDeparture: Nullable(T.String()),
  expectArrival: Nullable(T.String()),
  createTime: Nullable(T.String()),
  shareCode: Nullable(T.String({ description: "the public tracking page's code" })),
  displayNumber: Nullable(T.String()),
});
const coopId = T.Object({ coopId: IdText });
/** A link issued to the partner: who issued it, until when, whether revoked or used to save addresses. */
const IssuedLink = T.Object({
  id: T.Integer(),
  kind: T.String({ description: 'coop | coopTrack' }),
  issuedBy: Nullable(T.String()),
  issuedAt: Nullable(T.String()),
  expiresAt: Nullable(T.String()),
  revokedBy: Nullable(T.String()),
  revokedAt: Nullable(T.String()),
  boundAt: Nullable(T.String()),
  status: T.String({ description: 'active | expired | revoked' }),
});
const byLink = (kind: string) =>
  byHandler(`the signed ${kind} link in ?t= (404 when invalid, expired or revoked); limited per address`, { public: true });
const linkQuery = T.Object({ t: T.Optional(T.Unknown({ description: "the signed link's token (anything else is the same 404)" })) });

export const partnerShare = defineCalls('partnerShare', partnerShareCalls, {
  bindings: {
    summary: "The binding state of the organisation's partners: addresses, defaults, the last links issued",
    access: menu('prm_coop'),
    query: T.Object({ keyword: T.Optional(T.String({ description: 'code or name contains' })) }),
    answer: T.Object({
      records: T.Array(
        T.Object({
          id: T.Integer(),
          coopCode: Nullable(T.String()),
          coopName: Nullable(T.String()),
          addressCount: T.Integer(),
          defaultShipper: Nullable(T.String()),
          defaultConsignee: Nullable(T.String()),
          coopLink: LinkState,
          trackLink: LinkState,
        }),
      ),
      truncated: T.Boolean({ description: 'more than 500 partners: narrow with keyword' }),
    }),
  },
  partner: {
    summary: "One partner's addresses and links (the partner screen's panel)",
    access: menu('prm_coop'),
    params: coopId,
    answer: T.Object({
      partner: Partner,
      addresses: T.Array(Address),
      coopLink: LinkState,
      trackLink: LinkState,
      links: T.Array(IssuedLink, { description: 'every link issued to the partner, newest first (at most 100)' }),
      canIssue: T.Boolean(),
    }),
  },
  partnerOrders: {
    summary: "The partner's recent orders of the scopes the user may read",
    access: menu('prm_coop'),
    params: coopId,
    answer: T.Object({ partner: Partner, orders: T.Array(Order) }),
  },
  issueLink: {
    summary: 'Issue a link: kind coop (address binding) or coopTrack (order track)',
    access: menu('prm_coop', 'prm_coop:edit'),
    params: coopId,
    body: T.Object({ kind: T.String({ description: 'coop | coopTrack' }) }),
    answer: T.Object({
      kind: T.String(),
      id: T.Integer({ description: 'the issued link (to revoke it)' }),
      token: T.String(),
      expiresAt: T.String(),
    }),
  },
  revokeLink: {
    summary: 'Revoke an issued link: its next use answers the same 404 as a link that never existed',
    access: menu('prm_coop', 'prm_coop:edit'),
    params: T.Object({ coopId: IdText, linkId: IdText }),
    answer: T.Object({ links: T.Array(IssuedLink) }),
    errors: { 404: 'no such link of this partner' },
  },
  externalCoopShare: {
    summary: "The partner's addresses, by its address-binding link",
    access: byLink('coop'),
    query: linkQuery,
    answer: T.Object({ forwarderName: T.String(), partner: ShownPartner, addresses: T.Array(Address), expiresAt: T.String() }),
  },
  saveExternalCoopShare: {
    summary: 'The partner saves its whole address list by its link (each entry checked by the party rules)',
    access: byLink('coop'),
    query: linkQuery,
    body: T.Object({ entries: T.Unknown({ description: 'the addresses: {id?, scType, isDefault, ...party fields}, at most 50' }) }),
    answer: T.Object({ addresses: T.Array(Address) }),
  },
  externalCoopTrack: {
    summary: "The partner's recent orders with their tracking codes, by its order-track link",
    access: byLink('coopTrack'),
    query: linkQuery,
    answer: T.Object({ forwarderName: T.String(), partner: ShownPartner, orders: T.Array(Order), expiresAt: T.String() }),
  },
});
