import { f, key, listed } from '../fields';
import { section } from '../define';
import type { FieldDef, SectionDef } from '../types';
import { country, currency, grossWeight, pieces, vehicle, type Options } from './common';

/** Cross-border waybills and the inbound car-cargo binding. */

const WAYBILL_STATUS: Options = [
  ['CREATED', '已创建', 'Created'],
  ['IN_TRANSIT', '运输中', 'In transit'],
  ['DELIVERED', '已签收', 'Delivered'],
  ['EXCEPTION', '异常', 'Exception'],
];

export const waybillFields: FieldDef[] = [
  f.text('waybillNumber', '运单号', 'Waybill number', { ...key, required: true, unique: true, maxLength: 40 }),
  f.text('orderCode', '订单号', 'Order code', { filter: 'like', maxLength: 30 }),
  f.text('shipperName', '发件人', 'Sender', { list: true, filter: 'like', maxLength: 100 }),
  f.text('consigneeName', '收件人', 'Recipient', { list: true, filter: 'like', required: true, maxLength: 100 }),
  f.text('consigneePhone', '收件人电话', 'Recipient phone', { rule: 'phone', maxLength: 30 }),
  f.text('consigneeAddress', '收件地址', 'Recipient address', { maxLength: 200 }),
  country({ list: true }, 'destinationCountry', '目的国', 'Destination country'),
  pieces(),
  grossWeight({ list: true }),
  f.text('goodsName', '品名', 'Goods', { maxLength: 100 }),
  f.money('declaredValue', '申报价值', 'Declared value'),
  currency(),
  f.enum('waybillStatus', '状态', 'Status', WAYBILL_STATUS, { list: true, filter: 'eq' }),
];

/** The cross-border waybill's detail screen and forms in sections. */
export const waybillSections: SectionDef[] = [
  section('运单', 'Waybill', ['waybillNumber', 'orderCode', 'waybillStatus']),
  section('收发件人', 'Sender and recipient', ['shipperName', 'consigneeName', 'consigneePhone', 'consigneeAddress', 'destinationCountry']),
  section('货物', 'Goods', ['pieces', 'grossWeight', 'goodsName', 'declaredValue', 'currency']),
];

const BINDING_STATUS: Options = [
  ['BOUND', '已绑定', 'Bound'],
  ['UNBOUND', '已解绑', 'Unbound'],
  ['RELEASED', '已放行', 'Released'],
];

export const carHailFields: FieldDef[] = [
  ...vehicle({ required: true }),
  f.text('waybillNumber', '运单号', 'Waybill number', { ...key, required: true, maxLength: 40 }),
  f.datetime('boundTime', '绑定时间', 'Bound at', { ...listed, required: true, filter: 'range' }),
  f.datetime('unboundTime', '解绑时间', 'Unbound at', { sort: true }),
  pieces(),
  grossWeight(),
  f.enum('bindingStatus', '状态', 'Status', BINDING_STATUS, { list: true, filter: 'eq' }),
];
