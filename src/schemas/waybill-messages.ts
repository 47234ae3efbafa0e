import type { Bilingual } from './check-table';

/**
 * Messages of the waybill print form rules (docs/behaviour.md §1.5.1), one per rule. The master waybill number's
 * own messages live with validateMawb in rules.ts.
 */
export const WAYBILL_MESSAGES = {
  shipperMobile: {
    'zh-CN': '请输入正确的发货人手机号（11位大陆手机号）',
    'en-US': 'Shipper mobile: enter a valid 11-digit mainland mobile number',
  },
  consigneeMobile: {
    'zh-CN': '请输入正确的收货人手机号（11位大陆手机号）',
    'en-US': 'Consignee mobile: enter a valid 11-digit mainland mobile number',
  },
  hawbNumber: {
    'zh-CN': '分单号只能是字母和数字，最多12位',
    'en-US': 'House waybill number: letters and digits, at most 12',
  },
  departureStation: {
    'zh-CN': '始发港只能是字母，最多3位',
    'en-US': 'Departure port: letters only, at most 3',
  },
  arrivalStation: {
    'zh-CN': '目的港必须是3位字母',
    'en-US': 'Destination port: exactly 3 letters',
  },
  carrier: {
    'zh-CN': '承运人必须是2位字母或数字',
    'en-US': 'Carrier: exactly 2 letters or digits',
  },
  flightNo: {
    'zh-CN': '航班号只能是字母和数字，最多20位',
    'en-US': 'Flight number: letters and digits, at most 20',
  },
  pieces: {
    'zh-CN': '件数只能是数字，最多9位',
    'en-US': 'Pieces: digits only, at most 9',
  },
  piecesLine: {
    'zh-CN': '明细行件数只能是数字，最多5位',
    'en-US': 'Pieces (rating line): digits only, at most 5',
  },
  slac: {
    'zh-CN': 'SLAC只能是数字，最多5位',
    'en-US': 'SLAC: digits only, at most 5',
  },
  grossWeight: {
    'zh-CN': '毛重必须是整数或最多2位小数',
    'en-US': 'Gross weight: a whole number or at most 2 decimals',
  },
  grossWeightLength: {
    'zh-CN': '毛重总长度不能超过7位（含小数点）',
    'en-US': 'Gross weight: at most 7 characters including the decimal point',
  },
  chargeWeight: {
    'zh-CN': '计费重量必须是整数或最多2位小数',
    'en-US': 'Chargeable weight: a whole number or at most 2 decimals',
  },
  chargeWeightLength: {
    'zh-CN': '计费重量总长度不能超过7位（含小数点）',
    'en-US': 'Chargeable weight: at most 7 characters including the decimal point',
  },
  rateCharge: {
    'zh-CN': '费率必须是数字，最多2位小数',
    'en-US': 'Rate/charge: a number with at most 2 decimals',
  },
  rateChargeLength: {
    'zh-CN': '费率总长度不能超过8位（含小数点）',
    'en-US': 'Rate/charge: at most 8 characters including the decimal point',
  },
  total: {
    'zh-CN': '总计必须是数字，最多2位小数',
    'en-US': 'Total: a number with at most 2 decimals',
  },
  totalLength: {
    'zh-CN': '总计总长度不能超过12位（含小数点）',
    'en-US': 'Total: at most 12 characters including the decimal point',
  },
  volume: {
    'zh-CN': '体积必须是数字，最多3位小数',
    'en-US': 'Volume: a number with at most 3 decimals',
  },
  volumeLength: {
    'zh-CN': '体积总长度不能超过9位（含小数点）',
    'en-US': 'Volume: at most 9 characters including the decimal point',
  },
  currencyMaster: {
    'zh-CN': '币种必须是3位字母',
    'en-US': 'Currency: exactly 3 letters',
  },
  currencyHouse: {
    'zh-CN': '币种必须是3位字母、数字或标点符号',
    'en-US': 'Currency: exactly 3 letters, digits or punctuation marks',
  },
  declaredValueCarriage: {
    'zh-CN': '运输声明价值只能填写NVD、N.V.D或不超过12位的数字',
    'en-US': 'Declared value for carriage: NVD, N.V.D or a number of at most 12 characters',
  },
  declaredValueCustoms: {
    'zh-CN': '海关声明价值只能填写NCV、N.C.V或不超过12位的数字',
    'en-US': 'Declared value for customs: NCV, N.C.V or a number of at most 12 characters',
  },
  insuranceValue: {
    'zh-CN': '保险价值只能填写NIL、N.I.L或数字，最多11位',
    'en-US': 'Insurance value: NIL, N.I.L or a number, at most 11 characters',
  },
  insuranceAmount: {
    'zh-CN': '保险金额只能填写XXX或数字，最多11位',
    'en-US': 'Insurance amount: XXX or a number, at most 11 characters',
  },
  iataAgentCode: {
    'zh-CN': 'IATA代理人代码必须是7位或11位数字',
    'en-US': 'IATA agent code: 7 or 11 digits',
  },
  hsCode: {
    'zh-CN': 'HS编码为6到18位字母或数字',
    'en-US': 'HS code: 6 to 18 letters or digits',
  },
  executedAt: {
    'zh-CN': '签发地点最多17个字符',
    'en-US': 'Executed at (place): at most 17 characters',
  },
  executedAtText: {
    'zh-CN': '签发地点只能包含字母、数字、空格、.和-',
    'en-US': 'Executed at (place): only letters, digits, space, . and -',
  },
  signature: {
    'zh-CN': '签名最多20个字符',
    'en-US': 'Signature: at most 20 characters',
  },
  signatureText: {
    'zh-CN': '签名只能包含字母、数字、空格、.和-',
    'en-US': 'Signature: only letters, digits, space, . and -',
  },
  otherServiceInfo: {
    'zh-CN': '其他服务信息最多195个字符',
    'en-US': 'Other service information: at most 195 characters',
  },
  otherServiceInfoText: {
    'zh-CN': '其他服务信息只能包含字母、数字、空格、.和-',
    'en-US': 'Other service information: only letters, digits, space, . and -',
  },
  goodsDescription: {
    'zh-CN': '英文品名最多80个字符',
    'en-US': 'English goods description: at most 80 characters',
  },
  goodsDescriptionText: {
    'zh-CN': '英文品名只能包含字母、数字、空格、.和-',
    'en-US': 'English goods description: only letters, digits, space, . and -',
  },
  handlingInformationText: {
    'zh-CN': '储运注意事项只能包含字母、数字、空格、.和-',
    'en-US': 'Handling information: only letters, digits, space, . and -',
  },
  // Free-text boxes of the paper air waybill (WAYBILL_BOX_FIELDS).
  shipperName: {
    'zh-CN': '发货人名称最多100个字符',
    'en-US': 'Shipper name: at most 100 characters',
  },
  shipperAddress: {
    'zh-CN': '发货人地址最多200个字符',
    'en-US': 'Shipper address: at most 200 characters',
  },
  shipperAccount: {
    'zh-CN': '发货人账号最多20个字符',
    'en-US': "Shipper's account number: at most 20 characters",
  },
  consigneeName: {
    'zh-CN': '收货人名称最多100个字符',
    'en-US': 'Consignee name: at most 100 characters',
  },
  consigneeAddress: {
    'zh-CN': '收货人地址最多200个字符',
    'en-US': 'Consignee address: at most 200 characters',
  },
  consigneeAccount: {
    'zh-CN': '收货人账号最多20个字符',
    'en-US': "Consignee's account number: at most 20 characters",
  },
  issuedBy: {
    'zh-CN': '签发承运人最多100个字符',
    'en-US': 'Issued by (carrier): at most 100 characters',
  },
  agentNameCity: {
    'zh-CN': '出票代理人名称及城市最多100个字符',
    'en-US': "Issuing carrier's agent name and city: at most 100 characters",
  },
  accountingInformation: {
    'zh-CN': '财务说明最多200个字符',
    'en-US': 'Accounting information: at most 200 characters',
  },
  rateClass: {
    'zh-CN': '运价等级必须是1位字母',
    'en-US': 'Rate class: exactly 1 letter',
  },
  natureQuantity: {
    'zh-CN': '货物品名及数量最多300个字符',
    'en-US': 'Nature and quantity of goods: at most 300 characters',
  },
  otherCharges: {
    'zh-CN': '其他费用最多200个字符',
    'en-US': 'Other charges: at most 200 characters',
  },
  executedOn: {
    'zh-CN': '签发日期最多20个字符',
    'en-US': 'Executed on (date): at most 20 characters',
  },
} as const satisfies Record<string, Bilingual>;

/** Messages of the stored prints (server answers, shown by the print form). */
export const WAYBILL_PRINT_MESSAGES = {
  hawbRequired: { 'zh-CN': '请输入分单号', 'en-US': 'Please enter the house waybill number' },
  hawbDuplicate: { 'zh-CN': '该订单已有相同分单号的分单', 'en-US': 'This order already has a house waybill with this number' },
} as const satisfies Record<string, Bilingual>;
