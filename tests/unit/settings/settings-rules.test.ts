import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/resources';
import { SETTINGS, digitsOf, resetSettings, settingColumn } from '../../../src/schemas/settings';
import { validateCheckEmail, validateSettings } from '../../../src/schemas/settings-validate';
import { defaultDateOptions, defaultDateValue, loadingTimeValue } from '../../../src/schemas/settings-options';
import {
  followLockFilter,
  followOrderChange,
  housePrefill,
  newOrderValues,
  withPersonalDigits,
} from '../../../src/schemas/settings-effects';

const AE = findRoute('/af_order')!.fields!;
const AI = findRoute('/ai_order')!.fields!;
const SE = findRoute('/se_order')!.fields!;
const CTX = { admin: false, emailLoaded: true, phoneLoaded: true, passwordStored: false };
const base = () => Object.fromEntries(SETTINGS.map((d) => [d.name, d.initial])) as Record<string, unknown>;

describe('the settings declaration', () => {
  it('names every per-type field as the spec does, with snake_case columns', () => {
    const names = SETTINGS.map((d) => d.name);
    for (const t of ['Ae', 'Ai', 'Se', 'Si', 'Te', 'Ti', 'Lc', 'Io']) {
      for (const f of ['DigitsWeight', 'DigitsVolume', 'DigitsChargeWeight', 'DefaultDate']) expect(names).toContain(`order${t}${f}`);
      expect(names).toContain(`fee${t}DefaultService`);
      expect(names).toContain(`personal${t}LockPageLockStatus`);
    }
    expect(names.filter((n) => n.endsWith('DefaultStation'))).toHaveLength(7);
    expect(settingColumn('feeServiceNameType')).toBe('fee_service_name_type');
    expect(new Set(names).size).toBe(names.length);
  });

  it('accepts its own initial values, and the digits of each type up to its limit only', () => {
    expect(validateSettings({ ...base(), userEname: 'A' }, CTX)).toEqual({});
    const errs = validateSettings(
      {
        ...base(),
        userEname: 'A',
        orderAeDigitsWeight: 3,
        orderAiDigitsWeight: 3,
        orderAiDigitsVolume: 3,
        orderIoDigitsChargeWeight: 3,
        orderSeDigitsVolume: 4,
      },
      CTX,
    );
    expect(Object.keys(errs).sort()).toEqual(['orderAiDigitsWeight', 'orderIoDigitsChargeWeight', 'orderSeDigitsVolume']);
    expect(errs.orderSeDigitsVolume).toBe('体积小数位只能是 0-3 的一位数字');
  });

  it('speaks English when asked, with the same fields', () => {
    const errs = validateSettings({ ...base(), userEname: '', mailValid: '1' }, CTX, 'en-US');
    expect(errs).toMatchObject({
      userEname: 'Enter the English name',
      mailName: 'The sender cannot be empty',
      mailVerifyCode: 'The password cannot be empty',
    });
  });

  it('lets a stored password stand in for a typed one, and checks the email only when none was loaded', () => {
    const mail = { ...base(), userEname: 'A', mailValid: '1', mailName: 'n', mailSmtp: 'smtp.163.com', mailPort: 465, mailUser: 'u' };
    expect(validateSettings(mail, { ...CTX, passwordStored: true })).toEqual({});
    expect(validateSettings({ ...mail, mailVerifyCode: 'p', userEmail: 'bad' }, { ...CTX, emailLoaded: false })).toEqual({
      userEmail: '请输入正确的邮箱地址',
    });
    expect(validateSettings({ ...mail, mailVerifyCode: 'p', userEmail: `${'a'.repeat(76)}@b.cn` }, { ...CTX, emailLoaded: false })).toEqual(
      { userEmail: '长度不超过 80' },
    );
    expect(validateCheckEmail({ mailSmtp: 's', mailPort: 25 }, { ...CTX, loadedEmail: null })).toEqual({
      userEmail: '邮箱地址不能为空',
      mailVerifyCode: '密码不能为空',
    });
  });

  it('resets to the spec values and keeps what 清空 does not name', () => {
    const v = resetSettings(
      { ...base(), orderAeDigitsWeight: 0, mailName: 'keep', orderSaveClosePage: '0', userEmail: 'x@y.cn' },
      { userEmail: 'x@y.cn' },
    );
    expect(v).toMatchObject({
      orderAeDigitsWeight: 1,
      mailName: 'keep',
      orderSaveClosePage: '0',
      userEmail: 'x@y.cn',
      mailPort: 25,
      mailSsl: false,
    });
  });
});

describe('what the settings change', () => {
  const settings = {
    ...base(),
    orderAeDigitsWeight: 2,
    orderAeDigitsVolume: 1,
    orderAeDigitsChargeWeight: 0,
    orderAeDefaultStation: 'PEK',
    orderAiDefaultStation: 'SHA',
    orderAeDefaultDate: 'D1',
    aeWarehouseId: 5,
    aiWarehouseId: 6,
    loadingDateType: 'LOCALTIME',
    personalSeLockPageLockStatus: '1',
    personalAeLockPageLockStatus: '0',
  };

  it('gives the scope its decimals, on weights, volumes and chargeable weights alike', () => {
    const f = withPersonalDigits(AE, 'AE', settings);
    const dec = (n: string) => f.find((x) => x.name === n)!.decimals;
    expect([dec('planWeight'), dec('confirmWeight'), dec('planVolume'), dec('planChargeWeight'), dec('confirmChargeWeight')]).toEqual([
      2, 2, 1, 0, 0,
    ]);
    // Without settings: the spec's defaults (AE 1/3/2; SE 3/3/3).
    expect(withPersonalDigits(AE, 'AE', null).find((x) => x.name === 'planWeight')!.decimals).toBe(1);
    expect(digitsOf(null, 'SE')).toEqual({ Weight: 3, Volume: 3, ChargeWeight: 3 });
  });

  it('starts a new order at the default station, date, loading time and warehouse of its type', () => {
    const now = new Date(2026, 3, 10, 9, 30);
    const ae = newOrderValues('AE', AE, settings, now);
    expect(ae).toMatchObject({ departureStation: 'PEK', expectDeparture: '2026-04-11', warehouseId: 5 });
    expect(new Date(ae.loadingTime as string).getTime()).toBe(now.getTime() + 4 * 3_600_000);
    expect(newOrderValues('AI', AI, settings, now)).toEqual({ arrivalStation: 'SHA', warehouseId: 6 });
    expect(newOrderValues('SE', SE, settings, now)).toEqual({});
    const flight = { ...settings, loadingDateType: 'FLIGHTDATE' };
    expect(newOrderValues('AE', AE, flight, now).loadingTime).toBe(new Date(2026, 3, 11, 23, 0).toISOString());
    expect(followOrderChange('expectDeparture', '2026-05-02', AE, flight)).toEqual({
      loadingTime: new Date(2026, 4, 2, 23, 0).toISOString(),
    });
    expect(followOrderChange('expectDeparture', '2026-05-02', AE, settings)).toBeNull();
  });

  it('offers the noon rule to air export only, and computes the default dates', () => {
    expect(defaultDateOptions('AE')[0].ediCode1).toBe('NOON');
    expect(defaultDateOptions('SE').map((o) => o.ediCode1)).toEqual(['D0', 'D1', 'D2', 'D3']);
    expect(defaultDateValue('NOON', new Date(2026, 0, 31, 11, 59))).toBe('2026-01-31');
    expect(defaultDateValue('NOON', new Date(2026, 0, 31, 12, 0))).toBe('2026-02-01');
    expect(defaultDateValue('D3', new Date(2026, 11, 30))).toBe('2027-01-02');
    expect(defaultDateValue(null)).toBeNull();
    expect(loadingTimeValue('FLIGHTDATE', null)).toBeNull();
  });

  it('sets the lock list status from the chosen scope', () => {
    expect(followLockFilter({ businessScope: 'SE' }, settings)).toEqual({ lockAction: 'LOCK' });
    expect(followLockFilter({ businessScope: 'AE' }, settings)).toEqual({ lockAction: 'UNLOCK' });
    expect(followLockFilter({ businessScope: 'AI' }, settings)).toEqual({ lockAction: undefined });
    expect(followLockFilter({ lockReason: 'x' }, settings)).toBeNull();
  });

  it('copies the master into a new house waybill unless the user turned it off', () => {
    const house = { hawbNumber: 'H1', shipperName: 'REAL SHIPPER', awbNumber: '020-81140743' };
    const master = {
      awbNumber: '020-81140743',
      flightNo: 'MU219',
      shipperName: 'FORWARDER',
      hawbNumber: '',
      handlingInformation: 'KEEP DRY',
    };
    expect(housePrefill(house, master, true)).toEqual({
      hawbNumber: 'H1',
      shipperName: 'REAL SHIPPER',
      awbNumber: '020-81140743',
      flightNo: 'MU219',
      handlingInformation: 'KEEP DRY',
    });
    expect(housePrefill(house, master, false)).toEqual(house);
    expect(housePrefill(house, null, true)).toEqual(house);
  });
});
