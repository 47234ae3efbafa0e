import { f } from '../fields';
import type { FieldDef } from '../types';

/**
 * Content pages (/contactUs): the installation's contact details, which the platform administrator
 * keeps. Stored as one setting (server/plugins/content.ts), validated with these fields on both sides.
 */
export const installationContactFields: FieldDef[] = [
  f.text('companyName', '平台运营方', 'Operated by', { required: true, maxLength: 100 }),
  f.text('phone', '服务电话', 'Phone', { rule: 'phone', maxLength: 30 }),
  f.text('email', '服务邮箱', 'Email', { rule: 'email', maxLength: 100 }),
  f.text('address', '地址', 'Address', { maxLength: 200 }),
  f.text('serviceHours', '服务时间', 'Service hours', { maxLength: 100 }),
  f.text('website', '网址', 'Website', { maxLength: 200, rule: 'url' }),
  f.textarea('remark', '说明', 'Notes', { maxLength: 1000 }),
];
