import { describe, expect, it } from 'vitest';
import { validateMawb } from '../../../src/schemas';

// docs/behaviour.md §1.5.1 master waybill rule and messages; docs/behaviour.md §E.6: 020-81140743 is valid.
describe('validateMawb', () => {
  it.each([
    '020-81140743',
    '781-12345675', // 1234567 mod 7 = 5
    '999-00000000',
    '176-99999992', // 9999999 mod 7 = 2
    ' 020-81140743 ', // surrounding spaces are trimmed
  ])('accepts %j', (v) => {
    expect(validateMawb(v, 'zh-CN')).toBeNull();
    expect(validateMawb(v, 'en-US')).toBeNull();
  });

  it.each<[string, string | null | undefined, string, string]>([
    ['empty', '', '请输入主单号', 'Please enter the master waybill number'],
    ['null', null, '请输入主单号', 'Please enter the master waybill number'],
    ['undefined', undefined, '请输入主单号', 'Please enter the master waybill number'],
    ['blank', '   ', '请输入主单号', 'Please enter the master waybill number'],
    ['11 digits without the dash', '02081140743', '主单号长度必须为11位数字(不含-)', 'The master waybill number must have 11 digits'],
    ['one digit short', '020-8114074', '主单号长度必须为11位数字(不含-)', 'The master waybill number must have 11 digits'],
    ['one digit over', '020-811407431', '主单号长度必须为11位数字(不含-)', 'The master waybill number must have 11 digits'],
    ['letter in the prefix', '0A0-81140743', '主单号前三位必须是数字', 'The first three of the master waybill number must be digits'],
    ['letters as prefix', 'ABC-81140743', '主单号前三位必须是数字', 'The first three of the master waybill number must be digits'],
    ['no dash at 4', '0200-8114074', '主单号第四位必须是-', 'The fourth character of the master waybill number must be -'],
    ['space at 4', '020 81140743', '主单号第四位必须是-', 'The fourth character of the master waybill number must be -'],
    ['letter in the serial', '020-8114074A', '主单号后八位必须是数字', 'The last eight of the master waybill number must be digits'],
    ['dash in the serial', '020-8114-743', '主单号后八位必须是数字', 'The last eight of the master waybill number must be digits'],
    ['check digit off by one', '020-81140744', '主单号不符合模七规则', 'The master waybill number does not meet the mod-7 rule'],
    ['check digit 0 instead of 3', '020-81140740', '主单号不符合模七规则', 'The master waybill number does not meet the mod-7 rule'],
  ])('refuses %s', (_, v, zh, en) => {
    expect(validateMawb(v, 'zh-CN')).toBe(zh);
    expect(validateMawb(v, 'en-US')).toBe(en);
  });

  it('answers in Chinese by default', () => {
    expect(validateMawb('')).toBe('请输入主单号');
  });
});
