import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { TRUCK_TYPES, partner, remark, vehicle, type Options } from './common';

/** Road transport: load plans and the truck register. */

const LOAD_PLAN_STATUS: Options = [
  ['PLANNED', '已计划', 'Planned'],
  ['LOADED', '已装车', 'Loaded'],
  ['DEPARTED', '已发车', 'Departed'],
  ['ARRIVED', '已到达', 'Arrived'],
];

export const loadPlanFields: FieldDef[] = [
  f.text('loadPlanNumber', '配载单号', 'Load plan number', { ...key, required: true, unique: true, maxLength: 30 }),
  ...vehicle({ required: true }),
  f.date('loadDate', '配载日期', 'Loading date', { ...listed, required: true, filter: 'range' }),
  f.text('departureStation', '起运地', 'From', { filter: 'like', maxLength: 50 }),
  f.text('arrivalStation', '目的地', 'To', { filter: 'like', maxLength: 50 }),
  f.integer('orderCount', '订单数', 'Orders', { list: true, min: 0 }),
  f.weight('totalWeight', '总重量(KG)', 'Total weight (kg)', { list: true }),
  f.number('totalVolume', '总体积(CBM)', 'Total volume (CBM)', { decimals: 3 }),
  f.enum('loadStatus', '状态', 'Status', LOAD_PLAN_STATUS, { list: true, filter: 'eq' }),
  remark(),
];

const OWNER_TYPES: Options = [
  ['OWN', '自有', 'Own fleet'],
  ['LEASED', '租赁', 'Leased'],
  ['OUTSOURCED', '外协', 'Subcontracted'],
];

export const truckFields: FieldDef[] = [
  ...vehicle({ required: true, unique: true }),
  f.enum('truckType', '车型', 'Truck type', TRUCK_TYPES, { list: true, filter: 'eq', required: true }),
  f.weight('loadCapacity', '核定载重(KG)', 'Payload (kg)', { list: true }),
  f.number('volumeCapacity', '容积(CBM)', 'Capacity (CBM)', { decimals: 3 }),
  f.enum('ownerType', '归属', 'Ownership', OWNER_TYPES, { list: true, filter: 'eq' }),
  partner('carrierId', '承运商', 'Haulier', { list: false }),
  f.date('inspectionExpiry', '年检到期', 'Inspection due', { sort: true, filter: 'range' }),
  remark(),
];
