import { currentLanguage } from '../../providers';
import type { Bilingual } from '../../schemas/check-table';

/** The personal settings dialog's and the mail dialog's words (docs/behaviour.md §2.2.5), in the interface language. */
const TEXTS = {
  title: { 'zh-CN': '个人信息', 'en-US': 'Personal settings' },
  general: { 'zh-CN': '基本信息', 'en-US': 'General' },
  orders: { 'zh-CN': '订单配置', 'en-US': 'Order defaults' },
  mail: { 'zh-CN': '邮箱设置', 'en-US': 'Mail' },
  cc: { 'zh-CN': '默认抄送人', 'en-US': 'Default cc recipients' },
  expand: { 'zh-CN': '展开', 'en-US': 'Expand' },
  collapse: { 'zh-CN': '收起', 'en-US': 'Collapse' },
  reset: { 'zh-CN': '清空', 'en-US': 'Clear' },
  confirm: { 'zh-CN': '确定', 'en-US': 'Confirm' },
  orgName: { 'zh-CN': '公司名称', 'en-US': 'Company' },
  userName: { 'zh-CN': '中文名', 'en-US': 'Chinese name' },
  userEname: { 'zh-CN': '英文名', 'en-US': 'English name' },
  internationalCountryCode: { 'zh-CN': '区号', 'en-US': 'Country code' },
  phoneNumber: { 'zh-CN': '手机号', 'en-US': 'Mobile number' },
  userEmail: { 'zh-CN': '邮箱', 'en-US': 'Email' },
  yes: { 'zh-CN': '是', 'en-US': 'Yes' },
  no: { 'zh-CN': '否', 'en-US': 'No' },
  LOCALTIME: { 'zh-CN': '当前时间+4小时', 'en-US': 'Now + 4 hours' },
  FLIGHTDATE: { 'zh-CN': '航班日期23:00', 'en-US': 'Flight date 23:00' },
  CN: { 'zh-CN': '中文', 'en-US': 'Chinese' },
  EN: { 'zh-CN': '英文', 'en-US': 'English' },
  CN_EN: { 'zh-CN': '中文 <英文>', 'en-US': 'Chinese <English>' },
  EN_CN: { 'zh-CN': '英文 <中文>', 'en-US': 'English <Chinese>' },
  lock2: { 'zh-CN': '全部', 'en-US': 'All' },
  lock1: { 'zh-CN': '已锁定', 'en-US': 'Locked' },
  lock0: { 'zh-CN': '未锁定', 'en-US': 'Unlocked' },
  mailHint: {
    'zh-CN': '推荐使用163邮箱，或支持465端口（SSL）的SMTP服务器',
    'en-US': 'A 163-type mailbox, or an SMTP server supporting port 465 (SSL), is recommended',
  },
  passwordSet: { 'zh-CN': '已设置，留空则不修改', 'en-US': 'Set; leave empty to keep it' },
  checkEmail: { 'zh-CN': '验证邮箱', 'en-US': 'Check mail account' },
  select: { 'zh-CN': '请选择', 'en-US': 'Choose' },
  noEmail: { 'zh-CN': '无邮箱', 'en-US': 'no email' },
  loadFailed: { 'zh-CN': '个人信息加载失败', 'en-US': 'The settings could not be loaded' },
  // The mail dialog and the sent-mail list of a record.
  to: { 'zh-CN': '收件人', 'en-US': 'To' },
  ccLine: { 'zh-CN': '抄送', 'en-US': 'Cc' },
  subject: { 'zh-CN': '主题', 'en-US': 'Subject' },
  content: { 'zh-CN': '正文', 'en-US': 'Body' },
  attachment: { 'zh-CN': '附件', 'en-US': 'Attachment' },
  noAttachment: { 'zh-CN': '无', 'en-US': 'None' },
  from: { 'zh-CN': '发件人', 'en-US': 'From' },
  send: { 'zh-CN': '发送', 'en-US': 'Send' },
  sending: { 'zh-CN': '发送中…', 'en-US': 'Sending…' },
  sent: { 'zh-CN': '邮件已发送', 'en-US': 'The mail was sent' },
  addresses: { 'zh-CN': '输入邮箱后回车，可填多个', 'en-US': 'Type an address and press Enter; several allowed' },
  mailLog: { 'zh-CN': '邮件记录', 'en-US': 'Mails sent' },
  QUEUED: { 'zh-CN': '发送中', 'en-US': 'Sending' },
  SENT: { 'zh-CN': '已发送', 'en-US': 'Sent' },
  FAILED: { 'zh-CN': '失败', 'en-US': 'Failed' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  sentBy: { 'zh-CN': '发送人', 'en-US': 'By' },
  time: { 'zh-CN': '时间', 'en-US': 'Time' },
  openSettings: {
    'zh-CN': '请先在右上角「个人信息」中启用邮箱并填写发件设置。',
    'en-US': 'Enable mail in Personal settings (top right) first.',
  },
} satisfies Record<string, Bilingual>;

export type SettingsTextKey = keyof typeof TEXTS;

export const st = (key: SettingsTextKey): string => TEXTS[key][currentLanguage()];

/** A declared label in the interface language. */
export const label = (b: Bilingual): string => b[currentLanguage()];
