import { PARTY_MAX_LENGTHS, type PartyField } from '../../schemas/party';
import { f } from '../fields';
import type { FieldDef } from '../types';

/**
 * The labels and inputs of the party form (docs/behaviour.md §1.3): the shipper, consignee and notify party of an
 * order. Its rules live in src/schemas/party.ts (the 'party' field kind validates with them); this is
 * only how each part is called and typed, in the order the form shows them.
 */
export const PARTY_ITEM_FIELDS: (FieldDef & { name: PartyField })[] = [
  { ...f.text('scName', '名称', 'Name', { maxLength: PARTY_MAX_LENGTHS.scName }), name: 'scName' },
  { ...f.text('scAddress', '地址', 'Address', { maxLength: PARTY_MAX_LENGTHS.scAddress }), name: 'scAddress' },
  { ...f.text('nationCode', '国家代码', 'Country code', { maxLength: PARTY_MAX_LENGTHS.nationCode }), name: 'nationCode' },
  { ...f.text('stateCode', '州/省代码', 'State code', { maxLength: PARTY_MAX_LENGTHS.stateCode }), name: 'stateCode' },
  { ...f.text('cityNameEn', '城市(英文)', 'City', { maxLength: PARTY_MAX_LENGTHS.cityNameEn }), name: 'cityNameEn' },
  { ...f.text('cityCode', '城市代码', 'City code', { maxLength: PARTY_MAX_LENGTHS.cityCode }), name: 'cityCode' },
  { ...f.text('postCode', '邮编', 'Postcode', { maxLength: PARTY_MAX_LENGTHS.postCode }), name: 'postCode' },
  { ...f.text('telNumber', '电话', 'Phone', { maxLength: PARTY_MAX_LENGTHS.telNumber }), name: 'telNumber' },
  { ...f.text('faxNumber', '传真', 'Fax', { maxLength: PARTY_MAX_LENGTHS.faxNumber }), name: 'faxNumber' },
  { ...f.text('scCode', '企业代码', 'Party code', { maxLength: PARTY_MAX_LENGTHS.scCode }), name: 'scCode' },
  { ...f.text('scCodeType', '代码类型', 'Code type', { maxLength: PARTY_MAX_LENGTHS.scCodeType }), name: 'scCodeType' },
  { ...f.text('contactName', '联系人', 'Contact', { maxLength: PARTY_MAX_LENGTHS.contactName }), name: 'contactName' },
  { ...f.text('aeoCode', 'AEO编码', 'AEO code', { maxLength: PARTY_MAX_LENGTHS.aeoCode }), name: 'aeoCode' },
];

/** The three parties an order names. */
export const orderParties = (): FieldDef[] => [
  f.party('shipper', '发货人', 'Shipper'),
  f.party('consignee', '收货人', 'Consignee'),
  f.party('notifyParty', '通知人', 'Notify party'),
];
