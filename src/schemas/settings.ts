import { bi, type Bilingual } from './bilingual';
import { BUSINESS_SCOPES, type BusinessScope } from './scopes';

/**
 * The personal settings of docs/behaviour.md §2.3 ("Personal settings"), declared once. Everything else is derived
 * from this list: the hrs_user columns (server/settings/columns.ts), the answers of GET /hrs/user/{id}
 * and getHrsUserExtend, what PUT /hrs/user/editPersonal accepts, the checks of both sides
 * (settings-validate.ts), the reset values of the dialog's 清空 (docs/behaviour.md §2.4) and the dialog's inputs.
 */

/**
 * flag: '1' | '0' (the spec's yes/no flags); bool: true/false; digit: one digit 0..max; enum: one of
 * `options`; id: a record id (warehouse, fee item); ids: a list of user ids (cc lists); port: a TCP
 * port; secret: stored encrypted, never answered; text: free text.
 */
export type SettingKind = 'text' | 'flag' | 'bool' | 'digit' | 'enum' | 'id' | 'ids' | 'port' | 'secret';

export type SettingSection = 'general' | 'order' | 'mail' | 'cc';

export interface SettingDef {
  /** camelCase API name; the hrs_user column is its snake_case form. */
  name: string;
  kind: SettingKind;
  section: SettingSection;
  label: Bilingual;
  /** Per-business-type fields of the order section. */
  scope?: BusinessScope;
  /** What a new user has (also the column default). */
  initial: string | number | boolean | number[] | null;
  /**
   * What 清空 restores (docs/behaviour.md §2.4); 'keep' leaves the field as it is. Cleared fields get null ([] for
   * cc lists).
   */
  reset: 'keep' | 'clear' | string | number | boolean;
  /** text/secret: most characters; digit: the largest digit. */
  max?: number;
  options?: readonly string[];
  /** Stored upper-cased (station codes). */
  upper?: boolean;
  /** Answered by GET /hrs/user/getHrsUserExtend too (the "extension settings" of docs/behaviour.md §2.4). */
  extend?: boolean;
  /** Shown to and required of the 'admin' login role only (docs/behaviour.md §2.6: the mail address). */
  adminOnly?: boolean;
}

/** docs/behaviour.md §2.3: the page languages a user may save (GET /hrs/user/selectParamTexts lists them). */
export const PARAM_TEXTS = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
] as const;

/** Loading time: now + 4 hours, or the flight date at 23:00 (docs/behaviour.md §2.3, §2.9). */
export const LOADING_DATE_TYPES = ['LOCALTIME', 'FLIGHTDATE'] as const;
export type LoadingDateType = (typeof LOADING_DATE_TYPES)[number];

/** docs/settings.md: how fee-service names show: Chinese, English, Chinese <English>, English <Chinese>. */
export const FEE_SERVICE_NAME_TYPES = ['CN', 'EN', 'CN_EN', 'EN_CN'] as const;

/** Lock page status filter: 2 all, 1 locked, 0 unlocked. */
export const LOCK_STATUSES = ['2', '1', '0'] as const;

/** docs/behaviour.md §2.9: the ports offered; the server accepts any TCP port (a relay on 2525 is real too). */
export const MAIL_PORTS = [25, 454, 465, 587, 994] as const;
export const MAIL_PORT_PLAIN = 25;
export const MAIL_PORT_SSL = 465;

/** docs/behaviour.md §2.2.5: the label of each type's default station. IO orders have none. */
export const STATION_LABELS: Partial<Record<BusinessScope, Bilingual>> = {
  AE: bi('始发港', 'Origin port'),
  AI: bi('目的港', 'Destination port'),
  SE: bi('装货港', 'Port of loading'),
  SI: bi('目的港', 'Destination port'),
  TE: bi('始发站', 'Origin'),
  TI: bi('目的站', 'Destination'),
  LC: bi('始发地', 'Origin'),
};

/** Which order field a type's default station fills: exports start there, imports end there. */
export const STATION_FIELD: Partial<Record<BusinessScope, 'departureStation' | 'arrivalStation'>> = {
  AE: 'departureStation',
  AI: 'arrivalStation',
  SE: 'departureStation',
  SI: 'arrivalStation',
  TE: 'departureStation',
  TI: 'arrivalStation',
  LC: 'departureStation',
};

export type DigitKind = 'Weight' | 'Volume' | 'ChargeWeight';
export const DIGIT_KINDS: readonly DigitKind[] = ['Weight', 'Volume', 'ChargeWeight'];

/**
 * docs/behaviour.md §2.5: the largest digit of each type's weight / volume / charge weight; docs/behaviour.md §2.4: what 清空
 * restores. LC's reset is not in the spec: it has IO's limits, so it gets IO's 1/3/2.
 */
export const DIGIT_RULES: Record<BusinessScope, { max: [number, number, number]; reset: [number, number, number] }> = {
  AE: { max: [3, 3, 3], reset: [1, 3, 2] },
  AI: { max: [2, 3, 2], reset: [1, 3, 2] },
  SE: { max: [3, 3, 3], reset: [3, 3, 3] },
  SI: { max: [3, 3, 3], reset: [3, 3, 3] },
  TE: { max: [3, 3, 3], reset: [3, 3, 3] },
  TI: { max: [3, 3, 3], reset: [3, 3, 3] },
  LC: { max: [2, 3, 2], reset: [1, 3, 2] },
  IO: { max: [2, 3, 2], reset: [1, 3, 2] },
};

const SCOPE_NAMES: Record<BusinessScope, Bilingual> = {
  AE: bi('空运出口', 'Air export'),
  AI: bi('空运进口', 'Air import'),
  SE: bi('海运出口', 'Sea export'),
  SI: bi('海运进口', 'Sea import'),
  TE: bi('铁路出口', 'Rail export'),
  TI: bi('铁路进口', 'Rail import'),
  LC: bi('陆运', 'Road'),
  IO: bi('其他业务', 'Other business'),
};
export const scopeName = (s: BusinessScope) => SCOPE_NAMES[s];

/** 'AE' -> 'Ae': the spec's field names read order{Type}DigitsWeight with the type capitalised so. */
export const typeName = (s: BusinessScope) => s[0] + s[1].toLowerCase();

export const digitsField = (s: BusinessScope, k: DigitKind) => `order${typeName(s)}Digits${k}`;
export const defaultDateField = (s: BusinessScope) => `order${typeName(s)}DefaultDate`;
export const defaultStationField = (s: BusinessScope) => `order${typeName(s)}DefaultStation`;
export const feeServiceField = (s: BusinessScope) => `fee${typeName(s)}DefaultService`;
export const lockStatusField = (s: BusinessScope) => `personal${typeName(s)}LockPageLockStatus`;

const DIGIT_LABELS: Record<DigitKind, Bilingual> = {
  Weight: bi('重量小数位', 'Weight decimals'),
  Volume: bi('体积小数位', 'Volume decimals'),
  ChargeWeight: bi('计费重小数位', 'Chargeable weight decimals'),
};

function orderSettings(scope: BusinessScope): SettingDef[] {
  const rule = DIGIT_RULES[scope];
  const station = STATION_LABELS[scope];
  return [
    ...DIGIT_KINDS.map(
      (k, i): SettingDef => ({
        name: digitsField(scope, k),
        kind: 'digit',
        section: 'order',
        scope,
        label: DIGIT_LABELS[k],
        max: rule.max[i],
        initial: rule.reset[i],
        reset: rule.reset[i],
      }),
    ),
    {
      name: defaultDateField(scope),
      kind: 'text',
      section: 'order',
      scope,
      label: bi('默认日期', 'Default date'),
      max: 20,
      initial: null,
      reset: 'clear',
    },
    ...(station
      ? [
          {
            name: defaultStationField(scope),
            kind: 'text',
            section: 'order',
            scope,
            label: station,
            max: 10,
            upper: true,
            extend: true,
            initial: null,
            reset: 'clear',
          } as SettingDef,
        ]
      : []),
    {
      name: feeServiceField(scope),
      kind: 'id',
      section: 'order',
      scope,
      label: bi('默认费用项目', 'Default fee item'),
      extend: true,
      initial: null,
      reset: 'keep',
    },
    {
      name: lockStatusField(scope),
      kind: 'enum',
      section: 'order',
      scope,
      label: bi('锁单页面默认状态', 'Lock page default status'),
      options: LOCK_STATUSES,
      initial: '2',
      reset: 'keep',
    },
  ];
}

/** Every stored personal setting, in the dialog's order. */
export const SETTINGS: readonly SettingDef[] = [
  {
    name: 'paramText',
    kind: 'enum',
    section: 'general',
    label: bi('页面语言', 'Page language'),
    options: PARAM_TEXTS.map((p) => p.value),
    initial: 'zh-CN',
    reset: 'zh-CN',
  },
  {
    name: 'orderEditNewPage',
    kind: 'flag',
    section: 'general',
    label: bi('订单编辑新窗口打开', 'Edit orders in a new window'),
    initial: '0',
    reset: 'keep',
  },
  {
    name: 'orderSaveClosePage',
    kind: 'flag',
    section: 'general',
    label: bi('订单保存后关闭页面', 'Close the order page after saving'),
    initial: '1',
    reset: 'keep',
  },
  {
    name: 'loadingDateType',
    kind: 'enum',
    section: 'general',
    label: bi('默认装载时间', 'Default loading time'),
    options: LOADING_DATE_TYPES,
    initial: 'LOCALTIME',
    reset: 'LOCALTIME',
    extend: true,
  },
  {
    name: 'orderAeHawbCopyAwbInfo',
    kind: 'flag',
    section: 'general',
    label: bi('分单复制主单信息', 'House waybills copy the master'),
    initial: '1',
    reset: '1',
    extend: true,
  },
  {
    name: 'orderAeDefaultBarcodeLabelSize',
    kind: 'text',
    section: 'general',
    label: bi('默认标签尺寸', 'Default barcode label size'),
    max: 30,
    initial: null,
    reset: 'keep',
    extend: true,
  },
  {
    name: 'feeServiceNameType',
    kind: 'enum',
    section: 'general',
    label: bi('费用名称显示', 'Fee item names'),
    options: FEE_SERVICE_NAME_TYPES,
    initial: 'CN',
    reset: 'CN',
    extend: true,
  },
  {
    name: 'aeWarehouseId',
    kind: 'id',
    section: 'general',
    label: bi('出口默认仓库', 'Default export warehouse'),
    initial: null,
    reset: 'clear',
    extend: true,
  },
  {
    name: 'aiWarehouseId',
    kind: 'id',
    section: 'general',
    label: bi('进口默认仓库', 'Default import warehouse'),
    initial: null,
    reset: 'clear',
    extend: true,
  },
  ...BUSINESS_SCOPES.flatMap(orderSettings),
  { name: 'mailValid', kind: 'flag', section: 'mail', label: bi('启用邮箱', 'Send mail'), initial: '0', reset: '0' },
  { name: 'mailName', kind: 'text', section: 'mail', label: bi('发件人', 'Sender name'), max: 20, initial: null, reset: 'keep' },
  {
    name: 'mailAddress',
    kind: 'text',
    section: 'mail',
    label: bi('邮箱地址', 'Mail address'),
    max: 100,
    initial: null,
    reset: 'keep',
    adminOnly: true,
  },
  { name: 'mailSmtp', kind: 'text', section: 'mail', label: bi('SMTP', 'SMTP server'), max: 100, initial: null, reset: 'keep' },
  { name: 'mailSsl', kind: 'bool', section: 'mail', label: bi('SSL', 'SSL'), initial: false, reset: false },
  { name: 'mailPort', kind: 'port', section: 'mail', label: bi('端口', 'Port'), initial: MAIL_PORT_PLAIN, reset: MAIL_PORT_PLAIN },
  { name: 'mailUser', kind: 'text', section: 'mail', label: bi('用户名', 'User name'), max: 100, initial: null, reset: 'keep' },
  { name: 'mailVerifyCode', kind: 'secret', section: 'mail', label: bi('密码', 'Password'), max: 100, initial: null, reset: 'keep' },
  { name: 'mailSignature', kind: 'text', section: 'mail', label: bi('签名', 'Signature'), max: 200, initial: null, reset: 'keep' },
  { name: 'orderTrackCcUser', kind: 'ids', section: 'cc', label: bi('订单跟踪抄送', 'Order tracking cc'), initial: [], reset: 'clear' },
  { name: 'sendGoodsNotifyCcUser', kind: 'ids', section: 'cc', label: bi('货物通知抄送', 'Goods notice cc'), initial: [], reset: 'clear' },
  { name: 'sendBillCcUser', kind: 'ids', section: 'cc', label: bi('发送账单抄送', 'Bill cc'), initial: [], reset: 'clear' },
  {
    name: 'sendInventoryCcUser',
    kind: 'ids',
    section: 'cc',
    label: bi('库存通知抄送', 'Inventory notice cc'),
    initial: [],
    reset: 'clear',
  },
];

export const SETTING_BY_NAME: ReadonlyMap<string, SettingDef> = new Map(SETTINGS.map((s) => [s.name, s]));

/** The mail fields whose change needs a new login before mail uses them (docs/behaviour.md §2.4). */
export const MAIL_RELOGIN_FIELDS = ['userEmail', 'mailName', 'mailAddress', 'mailSmtp', 'mailUser', 'mailVerifyCode'] as const;

/**
 * The identity part of the dialog: columns of hrs_user the login owns, shown and (some) edited here.
 * Company name, Chinese name, country code and mobile number are read-only (docs/behaviour.md §2.2.5); the
 * mobile number and country code may be filled once by a user who has none, as the email may.
 */
export const IDENTITY_FIELDS = [
  'orgName',
  'userName',
  'userEname',
  'internationalCountryCode',
  'phoneNumber',
  'userEmail',
  'loginRole',
] as const;

export type SettingsValues = Record<string, unknown>;

/** The value a field has after 清空, or undefined when 清空 leaves it as it is. */
export function resetValue(def: SettingDef): unknown {
  if (def.reset === 'keep') return undefined;
  if (def.reset === 'clear') return def.kind === 'ids' ? [] : null;
  return def.reset;
}

/**
 * docs/behaviour.md §2.4 "Reset restores": the form's values after 清空. The email is cleared only if none was
 * loaded (a loaded email is the login's and read-only here).
 */
export function resetSettings(values: SettingsValues, loaded: { userEmail?: unknown }): SettingsValues {
  const out: SettingsValues = { ...values };
  for (const def of SETTINGS) {
    const v = resetValue(def);
    if (v !== undefined) out[def.name] = v;
  }
  if (!loaded.userEmail) out.userEmail = null;
  return out;
}

/** snake_case column of a setting (orderAeDigitsWeight -> order_ae_digits_weight). */
export const settingColumn = (name: string) => name.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);

/** The digits a user wants for a type (docs/behaviour.md §2.3), from their settings; the reset values when unknown. */
export function digitsOf(settings: SettingsValues | null | undefined, scope: BusinessScope): Record<DigitKind, number> {
  const out = {} as Record<DigitKind, number>;
  DIGIT_KINDS.forEach((k, i) => {
    const v = Number(settings?.[digitsField(scope, k)]);
    const max = DIGIT_RULES[scope].max[i];
    out[k] = Number.isInteger(v) && v >= 0 && v <= max ? v : DIGIT_RULES[scope].reset[i];
  });
  return out;
}
