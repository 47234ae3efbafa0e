import type { PartyField } from '../../schemas/party';
import { f } from '../fields';
import type { FieldDef } from '../types';

/**
 * The labels and inputs of the party form (spec 01 §3): the shipper, consignee and notify party of an
 * order. Its rules live in src/schemas/party.ts (the 'party' field kind validates with them); this is
 * only how each part is called and typed, in the order the form shows them.
 */
export const PARTY_ITEM_FIELDS: (FieldDef & { name: PartyField })[] = [
  { ...f.text('scName', '名称', 'Name', { maxLength: 100 }), name: 'scName' },
  { ...f.text('scAddress', '地址', 'Address', { maxLength: 150 }), name: 'scAddress' },
  { ...f.text('nationCode', '国家代码', 'Country code', { maxLength: 2 }), name: 'nationCode' },
  { ...f.text('stateCode', '州/省代码', 'State code', { maxLength: 10 }), name: 'stateCode' },
  { ...f.text('cityNameEn', '城市(英文)', 'City', { maxLength: 30 }), name: 'cityNameEn' },
  { ...f.text('cityCode', '城市代码', 'City code', { maxLength: 10 }), name: 'cityCode' },
  { ...f.text('postCode', '邮编', 'Postcode', { maxLength: 20 }), name: 'postCode' },
  { ...f.text('telNumber', '电话', 'Phone', { maxLength: 30 }), name: 'telNumber' },
  { ...f.text('faxNumber', '传真', 'Fax', { maxLength: 30 }), name: 'faxNumber' },
  { ...f.text('scCode', '企业代码', 'Party code', { maxLength: 50 }), name: 'scCode' },
  { ...f.text('scCodeType', '代码类型', 'Code type', { maxLength: 10 }), name: 'scCodeType' },
  { ...f.text('contactName', '联系人', 'Contact', { maxLength: 50 }), name: 'contactName' },
  { ...f.text('aeoCode', 'AEO编码', 'AEO code', { maxLength: 50 }), name: 'aeoCode' },
];

/** The three parties an order names. */
export const orderParties = (): FieldDef[] => [
  f.party('shipper', '发货人', 'Shipper'),
  f.party('consignee', '收货人', 'Consignee'),
  f.party('notifyParty', '通知人', 'Notify party'),
];
