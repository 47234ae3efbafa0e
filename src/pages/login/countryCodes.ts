/**
 * International dialling codes offered on the phone tab. A short fixed list so the login page needs
 * no extra request; the full category list (GET /hrs/org/listCategory/国际电话区号) belongs to the
 * personal settings dialog.
 */
export const COUNTRY_CODES: readonly { code: string; zh: string; en: string }[] = [
  { code: '86', zh: '中国大陆', en: 'Mainland China' },
  { code: '852', zh: '中国香港', en: 'Hong Kong, China' },
  { code: '853', zh: '中国澳门', en: 'Macao, China' },
  { code: '886', zh: '中国台湾', en: 'Taiwan, China' },
  { code: '1', zh: '美国/加拿大', en: 'USA / Canada' },
  { code: '44', zh: '英国', en: 'United Kingdom' },
  { code: '49', zh: '德国', en: 'Germany' },
  { code: '33', zh: '法国', en: 'France' },
  { code: '81', zh: '日本', en: 'Japan' },
  { code: '82', zh: '韩国', en: 'South Korea' },
  { code: '65', zh: '新加坡', en: 'Singapore' },
  { code: '60', zh: '马来西亚', en: 'Malaysia' },
  { code: '66', zh: '泰国', en: 'Thailand' },
  { code: '84', zh: '越南', en: 'Vietnam' },
  { code: '61', zh: '澳大利亚', en: 'Australia' },
  { code: '971', zh: '阿联酋', en: 'United Arab Emirates' },
];

export const DEFAULT_COUNTRY_CODE = '86';
