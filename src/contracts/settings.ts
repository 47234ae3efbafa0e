import type { TSchema } from '@sinclair/typebox';
import { SETTINGS, type SettingDef } from '../schemas/settings';
import { BUSINESS_SCOPES } from '../schemas/scopes';
import { byHandler, defineCalls, SESSION } from './define';
import { settingsCalls } from './settings.calls';
import { Dict, Enum, IdText, Json, labelled, Nullable, T, Time } from './schema';

/** A setting's value as answered (server/settings/store.ts fromColumn), derived from its declaration. */
function settingValue(d: SettingDef): TSchema {
  const description = `${d.label['zh-CN']} (${d.label['en-US']})`;
  switch (d.kind) {
    case 'flag':
      return Nullable(T.String({ description: `${description}: '1' or '0'` }));
    case 'bool':
      return Nullable(T.Boolean({ description }));
    case 'digit':
    case 'port':
      return Nullable(T.Integer({ description }));
    case 'id':
      return Nullable(T.Integer({ description: `${description}: id (-1: none, in the extension settings)` }));
    case 'ids':
      return T.Array(T.Integer(), { description: `${description}: user ids` });
    case 'secret':
      return T.String({ description: `${description}: never answered (always empty; see mailVerifyCodeSet)` });
    default:
      return Nullable(T.String({ description }));
  }
}

const IDENTITY = {
  userId: T.Integer(),
  orgId: T.Integer(),
  orgName: Nullable(T.String()),
  userName: Nullable(T.String()),
  userEname: Nullable(T.String()),
  phoneNumber: Nullable(T.String()),
  internationalCountryCode: Nullable(T.String()),
  userEmail: Nullable(T.String()),
  loginRole: Nullable(T.String()),
};

/** Every personal setting (src/schemas/settings.ts) with the user's identity: GET /hrs/user/{userId}. */
export const SettingsValues = T.Object({
  ...IDENTITY,
  ...Object.fromEntries(SETTINGS.map((d) => [d.name, settingValue(d)])),
  mailVerifyCodeSet: T.Boolean({ description: 'a mail password is stored' }),
  pageLanguage: Nullable(T.String()),
});

/** The extension settings (SettingDef.extend) with the user's ids. */
export const ExtendValues = T.Object({
  userId: T.Integer(),
  orgId: T.Integer(),
  userEname: Nullable(T.String()),
  ...Object.fromEntries(SETTINGS.filter((d) => d.extend).map((d) => [d.name, settingValue(d)])),
});

const CategoryEntry = T.Object({ paramText: T.String(), ediCode1: T.String() });
const Warehouse = T.Object({
  warehouseId: T.Integer(),
  warehouseNameCn: Nullable(T.String()),
  warehouseCode: Nullable(T.String()),
  warehouseType: Nullable(T.String()),
});
const CcUser = T.Object({
  value: T.Integer(),
  label: Nullable(T.String()),
  label4: Nullable(T.String({ description: 'the mail address' })),
});
const mailParams = {
  kind: T.String({ description: 'bill | goodsNotice' }),
  resource: T.String({ description: 'the route the record is shown by' }),
  id: IdText,
};
const mailAccess = byHandler("the route's menu and its edit button; the route must offer the kind of mail");

export const settings = defineCalls('settings', settingsCalls, {
  userExtend: { summary: "One's extension settings (docs/behaviour.md §2.4)", access: SESSION, answer: ExtendValues },
  paramTexts: {
    summary: 'The page languages a user may choose',
    access: SESSION,
    answer: T.Array(T.Object({ value: T.String(), label: T.String() })),
  },
  saveLanguage: {
    summary: "Save one's interface language (applied at the next login in any browser)",
    access: SESSION,
    body: T.Object({ paramText: T.Optional(T.String()), pageLanguage: T.Optional(T.String({ description: 'the same as paramText' })) }),
    answer: T.String(),
  },
  editPersonal: {
    summary: 'Save the personal settings dialog',
    description:
      'Any of the settings of GET /hrs/user/{userId} (form-encoded or JSON); each is checked by its rule, and the answer says whether the mail address changed.',
    access: SESSION,
    body: Dict(T.Unknown(), 'setting -> value'),
    answer: T.Object({ mailChanged: T.Boolean(), settings: SettingsValues }),
  },
  checkEmail: {
    summary: 'Check the mail account the dialog holds: data true/false, messageInfo 验证成功 / 验证失败: reason',
    access: SESSION,
    body: Dict(T.Unknown(), 'the mail fields of the dialog'),
    answer: T.Boolean(),
    errors: { 429: 'more than 10 checks a minute' },
  },
  userSettings: {
    summary: "One's own personal settings (another user's id is a 403)",
    access: byHandler("one's own id only"),
    params: T.Object({ userId: IdText }),
    answer: SettingsValues,
  },
  listCategory: {
    summary: 'A category list by name (国际电话区号, 订单默认日期)',
    access: SESSION,
    answer: T.Array(CategoryEntry),
    errors: { 404: 'no such category' },
  },
  ccUsers: { summary: 'Cc candidates: the active people of the organisation', access: SESSION, answer: T.Array(CcUser) },
  modelCategory: {
    summary: 'Barcode label sizes (categoryType 45)',
    access: SESSION,
    query: T.Object({ categoryType: T.Optional(T.String()) }),
    answer: T.Array(CategoryEntry),
    errors: { 404: 'no such category type' },
  },
  aeWarehouses: { summary: 'The warehouses air export cargo arrives at', access: SESSION, answer: T.Array(Warehouse) },
  warehouses: {
    summary: 'Warehouses of some types for air export or import, e.g. /afbase/warehouse/getWarehouse/普货库,二级监管/AI',
    access: SESSION,
    params: T.Object({
      types: T.String({ description: 'warehouse types, comma-separated' }),
      scope: Enum(['AE', 'AI'], labelled({ 'zh-CN': '业务类型', 'en-US': 'scope' })),
    }),
    answer: T.Array(Warehouse),
  },
  feeServices: {
    summary: "Fee items a business type's default fee item may be",
    access: SESSION,
    query: T.Object({ businessScope: T.Optional(Enum(BUSINESS_SCOPES, labelled({ 'zh-CN': '业务类型', 'en-US': 'businessScope' }))) }),
    answer: T.Array(
      T.Object({
        value: T.Integer(),
        label: Nullable(T.String()),
        labelEn: Nullable(T.String()),
        code: Nullable(T.String()),
        businessScope: Nullable(T.String()),
      }),
    ),
  },
  mailDraft: {
    summary: "The draft of a mail from a record (发送账单, 发送货物通知) and whether the user's account can send",
    access: mailAccess,
    params: T.Object(mailParams),
    answer: T.Object({
      to: T.Array(T.String()),
      subject: T.String(),
      content: T.String(),
      cc: T.Array(T.String()),
      ccUsers: T.Array(CcUser),
      attachmentName: Nullable(T.String()),
      from: Nullable(T.Object({ name: Nullable(T.String()), address: T.String() })),
      ready: T.Boolean(),
      notReady: Nullable(T.String({ description: 'why the account cannot send yet' })),
    }),
  },
  mailSend: {
    summary: 'Send a mail from a record (queued as a job)',
    access: mailAccess,
    params: T.Object(mailParams),
    body: T.Object({
      to: T.Unknown({ description: 'addresses: a list, or text separated by , or ;' }),
      cc: T.Optional(T.Unknown({ description: 'addresses, as to' })),
      subject: T.Optional(T.String()),
      content: T.Optional(T.String()),
    }),
    answer: T.Object({ jobId: T.Integer() }),
  },
  mailLog: {
    summary: 'What was sent from a record, newest first',
    access: byHandler("the route's menu"),
    params: T.Object({ resource: T.String(), id: IdText }),
    answer: T.Array(
      T.Object({
        id: T.Integer(),
        kind: T.String(),
        userName: Nullable(T.String()),
        to: Json('addresses'),
        cc: Json('addresses'),
        subject: Nullable(T.String()),
        attachmentName: Nullable(T.String()),
        status: Nullable(T.String()),
        message: Nullable(T.String()),
        jobId: Nullable(T.Integer()),
        createTime: Time,
        sentTime: Nullable(Time),
      }),
    ),
  },
  aiQuestion: {
    summary: 'Ask the AI assistant',
    access: byHandler('the organisation needs the chat entitlement and no private SaaS'),
    body: T.Object({
      question: T.String({ ...labelled({ 'zh-CN': '问题', 'en-US': 'question' }) }),
      path: T.Optional(T.String({ description: 'the page the question is asked on, e.g. /af_order' })),
    }),
    answer: T.Object({
      answer: T.String(),
      source: Enum(['MODEL', 'BUILTIN', 'FAILED']),
      links: T.Array(
        T.Object({ kind: Enum(['menu', 'doc', 'notice']), title: T.String(), path: T.Optional(T.String()), url: T.Optional(T.String()) }),
      ),
    }),
    errors: { 429: 'too many questions a minute', 503: 'the model did not answer (业务繁忙)' },
  },
});
