/**
 * Reference data no npm package keeps: airline AWB prefixes (IATA's 3-digit airline codes), Chinese
 * names of carriers, currencies and hot cities, and which cities are popular for export or import.
 * Our own curated tables (DESIGN.md §6); extend them here.
 */

/** [IATA code, AWB prefix, Chinese name, English name, country] */
export const CARRIERS: readonly (readonly [string, string, string, string, string])[] = [
  ['CA', '999', '中国国际航空', 'Air China', 'CN'],
  ['MU', '781', '中国东方航空', 'China Eastern Airlines', 'CN'],
  ['CZ', '784', '中国南方航空', 'China Southern Airlines', 'CN'],
  ['HU', '880', '海南航空', 'Hainan Airlines', 'CN'],
  ['CK', '112', '中国货运航空', 'China Cargo Airlines', 'CN'],
  ['3U', '876', '四川航空', 'Sichuan Airlines', 'CN'],
  ['MF', '731', '厦门航空', 'Xiamen Airlines', 'CN'],
  ['ZH', '479', '深圳航空', 'Shenzhen Airlines', 'CN'],
  ['FM', '774', '上海航空', 'Shanghai Airlines', 'CN'],
  ['CX', '160', '国泰航空', 'Cathay Pacific', 'HK'],
  ['HX', '851', '香港航空', 'Hong Kong Airlines', 'HK'],
  ['NX', '675', '澳门航空', 'Air Macau', 'MO'],
  ['BR', '695', '长荣航空', 'EVA Air', 'TW'],
  ['CI', '297', '中华航空', 'China Airlines', 'TW'],
  ['SQ', '618', '新加坡航空', 'Singapore Airlines', 'SG'],
  ['NH', '205', '全日空', 'All Nippon Airways', 'JP'],
  ['JL', '131', '日本航空', 'Japan Airlines', 'JP'],
  ['KE', '180', '大韩航空', 'Korean Air', 'KR'],
  ['OZ', '988', '韩亚航空', 'Asiana Airlines', 'KR'],
  ['TG', '217', '泰国国际航空', 'Thai Airways', 'TH'],
  ['MH', '232', '马来西亚航空', 'Malaysia Airlines', 'MY'],
  ['GA', '126', '印尼鹰航', 'Garuda Indonesia', 'ID'],
  ['PR', '079', '菲律宾航空', 'Philippine Airlines', 'PH'],
  ['VN', '738', '越南航空', 'Vietnam Airlines', 'VN'],
  ['AI', '098', '印度航空', 'Air India', 'IN'],
  ['EK', '176', '阿联酋航空', 'Emirates', 'AE'],
  ['EY', '607', '阿提哈德航空', 'Etihad Airways', 'AE'],
  ['QR', '157', '卡塔尔航空', 'Qatar Airways', 'QA'],
  ['TK', '235', '土耳其航空', 'Turkish Airlines', 'TR'],
  ['SV', '065', '沙特阿拉伯航空', 'Saudia', 'SA'],
  ['LH', '020', '汉莎航空', 'Lufthansa', 'DE'],
  ['AF', '057', '法国航空', 'Air France', 'FR'],
  ['KL', '074', '荷兰皇家航空', 'KLM Royal Dutch Airlines', 'NL'],
  ['BA', '125', '英国航空', 'British Airways', 'GB'],
  ['LX', '724', '瑞士国际航空', 'Swiss International Air Lines', 'CH'],
  ['OS', '257', '奥地利航空', 'Austrian Airlines', 'AT'],
  ['AY', '105', '芬兰航空', 'Finnair', 'FI'],
  ['SK', '117', '北欧航空', 'Scandinavian Airlines', 'SE'],
  ['IB', '075', '西班牙国家航空', 'Iberia', 'ES'],
  ['LO', '080', '波兰航空', 'LOT Polish Airlines', 'PL'],
  ['SU', '555', '俄罗斯航空', 'Aeroflot', 'RU'],
  ['AA', '001', '美国航空', 'American Airlines', 'US'],
  ['DL', '006', '达美航空', 'Delta Air Lines', 'US'],
  ['UA', '016', '美国联合航空', 'United Airlines', 'US'],
  ['FX', '023', '联邦快递', 'FedEx Express', 'US'],
  ['5X', '406', '联合包裹航空', 'UPS Airlines', 'US'],
  ['PO', '403', '博立货运航空', 'Polar Air Cargo', 'US'],
  ['AC', '014', '加拿大航空', 'Air Canada', 'CA'],
  ['QF', '081', '澳洲航空', 'Qantas', 'AU'],
  ['NZ', '086', '新西兰航空', 'Air New Zealand', 'NZ'],
  ['ET', '071', '埃塞俄比亚航空', 'Ethiopian Airlines', 'ET'],
  ['MS', '077', '埃及航空', 'EgyptAir', 'EG'],
  ['CV', '172', '卢森堡货运航空', 'Cargolux', 'LU'],
  ['LA', '045', '南美航空', 'LATAM Airlines', 'CL'],
];

/** [city code, Chinese name, English name, country, popular for export, popular for import] */
export const CITIES: readonly (readonly [string, string, string, string, boolean, boolean])[] = [
  ['SHA', '上海', 'Shanghai', 'CN', false, false],
  ['BJS', '北京', 'Beijing', 'CN', false, false],
  ['CAN', '广州', 'Guangzhou', 'CN', false, false],
  ['SZX', '深圳', 'Shenzhen', 'CN', false, false],
  ['HKG', '香港', 'Hong Kong', 'HK', false, false],
  ['LAX', '洛杉矶', 'Los Angeles', 'US', true, true],
  ['NYC', '纽约', 'New York', 'US', true, true],
  ['CHI', '芝加哥', 'Chicago', 'US', true, false],
  ['FRA', '法兰克福', 'Frankfurt', 'DE', true, true],
  ['AMS', '阿姆斯特丹', 'Amsterdam', 'NL', true, true],
  ['LON', '伦敦', 'London', 'GB', true, true],
  ['PAR', '巴黎', 'Paris', 'FR', true, true],
  ['TYO', '东京', 'Tokyo', 'JP', true, true],
  ['OSA', '大阪', 'Osaka', 'JP', false, true],
  ['SEL', '首尔', 'Seoul', 'KR', true, true],
  ['SIN', '新加坡', 'Singapore', 'SG', true, true],
  ['BKK', '曼谷', 'Bangkok', 'TH', false, true],
  ['SYD', '悉尼', 'Sydney', 'AU', true, false],
  ['MEL', '墨尔本', 'Melbourne', 'AU', false, true],
  ['DXB', '迪拜', 'Dubai', 'AE', true, false],
];

/** Chinese names of the currencies forwarders bill in most (currency-codes has English names only). */
export const CURRENCY_NAMES_CN: Readonly<Record<string, string>> = {
  CNY: '人民币', USD: '美元', EUR: '欧元', JPY: '日元', HKD: '港币', GBP: '英镑', KRW: '韩元', SGD: '新加坡元',
  AUD: '澳大利亚元', CAD: '加拿大元', CHF: '瑞士法郎', TWD: '新台币', MOP: '澳门元', THB: '泰铢', MYR: '马来西亚林吉特',
  IDR: '印尼盾', PHP: '菲律宾比索', VND: '越南盾', INR: '印度卢比', AED: '阿联酋迪拉姆', SAR: '沙特里亚尔',
  RUB: '俄罗斯卢布', NZD: '新西兰元', SEK: '瑞典克朗', NOK: '挪威克朗', DKK: '丹麦克朗', PLN: '波兰兹罗提',
  TRY: '土耳其里拉', BRL: '巴西雷亚尔', MXN: '墨西哥比索', ZAR: '南非兰特',
};

/** Dialling codes shared by several countries: the ones named on the login page, in this order. */
export const SHARED_DIAL_CODES: Readonly<Record<string, readonly string[]>> = {
  '1': ['US', 'CA'], '7': ['RU', 'KZ'], '44': ['GB'], '47': ['NO'], '61': ['AU'], '39': ['IT'], '358': ['FI'],
  '212': ['MA'], '262': ['RE'], '590': ['GP'], '599': ['CW'], '64': ['NZ'], '672': ['NF'], '290': ['SH'],
};

/** How the shell names these places (spec 02 texts), overriding the country list's names. */
export const PLACE_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  CN: { zh: '中国大陆', en: 'Mainland China' },
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  MO: { zh: '中国澳门', en: 'Macao, China' },
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
};

/** The dialling codes the login page offers first, in this order (the rest follow by code). */
export const FIRST_DIAL_CODES: readonly string[] = ['86', '852', '853', '886', '1', '44', '49', '33', '81', '82', '65', '60', '66', '84', '61', '971'];
