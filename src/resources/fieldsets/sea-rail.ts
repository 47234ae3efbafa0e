import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { contacts, country, currency, remark, type Extra, type Options } from './common';

/** Sea and rail basic data: shipping lines, ports, sailing schedules, warehouses and rail products. */

const portCode = (name: string, zh: string, en: string, extra: Extra = {}) =>
  f.text(name, zh, en, { rule: 'portCode', maxLength: 5, list: true, filter: 'eq', sort: true, lookup: 'port', ...extra });

export const shipCompanyFields: FieldDef[] = [
  f.text('companyCode', '船公司代码', 'Line code', { ...key, required: true, unique: true, rule: 'code', maxLength: 20 }),
  f.text('companyNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 100 }),
  f.text('companyNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  f.text('scacCode', 'SCAC代码', 'SCAC', { ...listed, filter: 'eq', unique: true, rule: 'code', maxLength: 4 }),
  country({ list: true }),
  f.text('website', '官网', 'Website', { maxLength: 200, rule: 'url' }),
];

const PORT_TYPES: Options = [
  ['SEAPORT', '海港', 'Seaport'],
  ['RIVER', '内河港', 'River port'],
  ['RAIL', '铁路站', 'Rail station'],
  ['DRY', '内陆港', 'Dry port'],
];

export const portFields: FieldDef[] = [
  portCode('portCode', '港口代码', 'Port code (UN/LOCODE)', { required: true, unique: true, filter: 'like', lookup: undefined }),
  f.text('portNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 100 }),
  f.text('portNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  country({ list: true, required: true }),
  f.enum('portType', '港口类型', 'Type', PORT_TYPES, { list: true, filter: 'eq' }),
  f.text('routeName', '所属航线', 'Trade lane', { list: true, filter: 'like', maxLength: 50 }),
];

export const sailingFields: FieldDef[] = [
  f.ref('shipCompanyId', '船公司', 'Shipping line', 'sc_ship_company', { list: true, filter: 'eq' }),
  f.text('vesselName', '船名', 'Vessel', { ...key, required: true, maxLength: 60 }),
  f.text('voyageNumber', '航次', 'Voyage', { ...key, required: true, maxLength: 30 }),
  portCode('polCode', '装货港', 'Port of loading', { required: true }),
  portCode('podCode', '卸货港', 'Port of discharge', { required: true }),
  f.date('etd', '预计开船(ETD)', 'ETD', { ...listed, required: true, filter: 'range' }),
  f.date('eta', '预计到港(ETA)', 'ETA', { ...listed, filter: 'range' }),
  f.date('cutOffDate', '截关日', 'Cut-off', { sort: true }),
  f.integer('transitDays', '航程(天)', 'Transit days', { min: 0, max: 365 }),
  f.text('routeName', '航线', 'Trade lane', { filter: 'like', maxLength: 50 }),
  remark(),
];

/** A warehouse used by sea or rail orders (the sea and rail lists each have their own table). */
export const warehouseFields: FieldDef[] = [
  f.text('warehouseCode', '仓库代码', 'Warehouse code', { ...key, unique: true, rule: 'code', maxLength: 20 }),
  f.text('warehouseName', '仓库名称', 'Warehouse', { ...key, required: true, maxLength: 100 }),
  f.text('cityName', '城市', 'City', { list: true, filter: 'like', maxLength: 50 }),
  f.text('address', '地址', 'Address', { list: true, maxLength: 200 }),
  ...contacts(),
  f.text('businessHours', '作业时间', 'Opening hours', { maxLength: 50 }),
  remark(),
];

const CONTAINER_TYPES: Options = [
  ['20GP', "20'GP", "20' GP"],
  ['40GP', "40'GP", "40' GP"],
  ['40HQ', "40'HQ", "40' HC"],
  ['45HQ', "45'HQ", "45' HC"],
  ['LCL', '拼箱', 'LCL'],
];

export const railProductFields: FieldDef[] = [
  f.text('productCode', '产品代码', 'Product code', { ...key, unique: true, required: true, rule: 'code', maxLength: 20 }),
  f.text('productName', '产品名称', 'Product', { ...key, required: true, maxLength: 100 }),
  f.text('departureStation', '始发站', 'From', { list: true, filter: 'like', required: true, maxLength: 50 }),
  f.text('arrivalStation', '目的站', 'To', { list: true, filter: 'like', required: true, maxLength: 50 }),
  f.text('viaPorts', '途经口岸', 'Border crossings', { maxLength: 100 }),
  f.integer('transitDays', '时效(天)', 'Transit days', { ...listed, min: 0, max: 365 }),
  f.text('departureSchedule', '班期', 'Departures', { maxLength: 50 }),
  f.enum('containerType', '箱型', 'Container', CONTAINER_TYPES, { filter: 'eq' }),
  f.money('price', '价格', 'Price', { ...listed, required: true }),
  currency({ required: true }),
  f.date('validFrom', '有效期自', 'Valid from', { sort: true, filter: 'range' }),
  f.date('validTo', '有效期至', 'Valid to', { sort: true }),
  f.boolean('enabled', '启用', 'Enabled', { filter: 'eq' }),
];

/**
 * A sea freight rate of the organisation: a port pair, the shipping line, prices per container type
 * (and per CBM for LCL), currency and validity. The price search (/panelSearch) shows them by lane.
 */
export const seaRateFields: FieldDef[] = [
  portCode('polCode', '起运港', 'Port of loading', { required: true }),
  portCode('podCode', '目的港', 'Port of discharge', { required: true }),
  f.ref('shipCompanyId', '船公司', 'Shipping line', 'sc_ship_company', { list: true, filter: 'eq' }),
  f.money('price20gp', "20'GP", "20' GP", { list: true }),
  f.money('price40gp', "40'GP", "40' GP"),
  f.money('price40hq', "40'HQ", "40' HC", { list: true }),
  f.money('priceLcl', '拼箱(/CBM)', 'LCL (per CBM)'),
  currency({ required: true, list: true }),
  f.integer('transitDays', '航程(天)', 'Transit days', { min: 0, max: 365 }),
  f.text('sailingDays', '船期', 'Sailing days', { maxLength: 50 }),
  f.date('validFrom', '有效期自', 'Valid from', { ...listed, required: true, filter: 'range' }),
  f.date('validTo', '有效期至', 'Valid to', { sort: true, filter: 'range' }),
  remark(),
];
