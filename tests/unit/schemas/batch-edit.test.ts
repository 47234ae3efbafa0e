import { describe, expect, it } from 'vitest';
import { findRoute, routes } from '../../../src/resources';
import { batchDeclarationProblems, batchFieldsOf, BATCH_MAX_IDS, checkBatchRequest, parseIds } from '../../../src/schemas/batch-edit';
import { validateRecord } from '../../../src/schemas/fields';
import { validateModuleDef } from '../../../src/resources/validate';

/** 批量修改's shared rules (src/schemas/batch-edit.ts) and the OS provider/channel field rules. */
describe('batch edit rules', () => {
  const declarations = findRoute('/os_customs_declaration')!;

  it('declares batch fields the registry can honour: writable plain fields of crud routes, never unique', () => {
    for (const r of routes) expect(batchDeclarationProblems(r), r.path).toEqual([]);
    expect(batchFieldsOf(findRoute('/os_shipper_order')!).map((f) => f.name)).toContain('orderStatus');
    expect(batchFieldsOf(declarations).map((f) => f.name)).toEqual([
      'declarationStatus',
      'tradeMode',
      'customsCode',
      'currency',
      'servicerId',
    ]);
    const text = (name: string, extra = {}) => ({ name, kind: 'text' as const, label: { 'zh-CN': name, 'en-US': name }, ...extra });
    expect(
      batchDeclarationProblems({
        path: '/x',
        kind: 'crud',
        fields: [text('code', { unique: true }), text('memo', { kind: 'list' }), text('made', { readOnly: true })],
        batchFields: ['code', 'memo', 'made', 'ghost'],
      }),
    ).toEqual([
      '/x: batch field code is unique',
      '/x: batch field memo is a list, not a plain value',
      '/x: batch field made is not writable',
      '/x: batch field ghost is not a field',
    ]);
    expect(batchDeclarationProblems({ path: '/r', kind: 'report', fields: [text('a')], batchFields: ['a'] })).toEqual([
      '/r: batchFields need a crud route',
    ]);
  });

  it("checks the batch fields of a route an administrator configures, as the registry's", () => {
    const label = { 'zh-CN': '码头', 'en-US': 'Dock' };
    const mod = (batchFields: unknown) => ({
      code: 'wh',
      label,
      routes: [
        {
          path: '/dock_x',
          kind: 'crud',
          label,
          batchFields,
          fields: [
            { name: 'dockCode', kind: 'text', label, unique: true },
            { name: 'dockStatus', kind: 'enum', label, options: [{ value: 'OPEN', label }] },
          ],
        },
      ],
    });
    const known = { paths: new Set<string>(), dataResources: new Set<string>() };
    expect(validateModuleDef(mod(['dockStatus']), known)).toEqual([]);
    expect(validateModuleDef(mod(['dockCode', 'nope']), known)).toEqual([
      'routes[0].batchFields: /dock_x: batch field dockCode is unique',
      'routes[0].batchFields: /dock_x: batch field nope is not a field',
    ]);
    expect(validateModuleDef(mod('dockStatus'), known)).toEqual(['routes[0].batchFields: must be an array of field names']);
  });

  it('reads the selected ids from an array or a link\'s "1,2,3", refusing anything else', () => {
    expect(parseIds([3, '4', 3])).toEqual([3, 4]);
    expect(parseIds('7, 8')).toEqual([7, 8]);
    expect(parseIds('')).toEqual([]);
    for (const bad of ['1,x', [0], [-1], [1.5], ['1e3'], '99999999999999999', { 0: 1 }, null])
      expect(parseIds(bad), JSON.stringify(bad)).toBeNull();
  });

  it("checks the request's shape: a selection, some values, only batch fields", () => {
    expect(checkBatchRequest(declarations, { ids: [1, 2], values: { declarationStatus: 'DECLARED' } })).toEqual({
      ok: true,
      ids: [1, 2],
      values: { declarationStatus: 'DECLARED' },
    });
    expect(checkBatchRequest(declarations, { ids: [], values: { declarationStatus: 'DECLARED' } })).toMatchObject({
      ok: false,
      message: '请先在列表中选择记录',
    });
    expect(checkBatchRequest(declarations, { ids: [1], values: {} })).toMatchObject({ ok: false, message: '请至少设置一个要修改的字段' });
    expect(checkBatchRequest(declarations, { ids: [1], values: { declarationNumber: 'X' } }, 'en-US')).toMatchObject({
      ok: false,
      errors: { declarationNumber: 'This field cannot be batch edited' },
    });
    expect(
      checkBatchRequest(declarations, { ids: Array.from({ length: BATCH_MAX_IDS + 1 }, (_, i) => i + 1), values: { tradeMode: '9610' } }),
    ).toMatchObject({ ok: false, message: `一次最多修改 ${BATCH_MAX_IDS} 条记录` });
    expect(checkBatchRequest(declarations, [1, 2])).toMatchObject({ ok: false, message: '请求体必须是 {ids, values}' });
  });
});

describe('service provider and express channel rules', () => {
  const providers = findRoute('/os_servicer_page')!;
  const channels = findRoute('/qspserver')!;

  it('are data routes of the registry, the channel naming its provider', () => {
    expect(providers.kind).toBe('crud');
    expect(channels.kind).toBe('crud');
    expect(channels.fields!.find((f) => f.name === 'servicerId')).toMatchObject({ kind: 'ref', ref: 'os_servicer_page', required: true });
    expect(providers.fields!.find((f) => f.name === 'servicerCode')).toMatchObject({ unique: true, required: true });
  });

  it("checks a provider's code, type, customs registration code, phone and email", async () => {
    const good = {
      servicerName: '上海报关行',
      servicerCode: 'SH-BRK_1',
      servicerType: 'BONDED_WAREHOUSE',
      customsRegCode: '3105980abc',
      contactPhone: '021-5888 1234',
      contactEmail: 'a@b.cn',
    };
    expect((await validateRecord(providers.fields!, good)).errors).toBeNull();
    const r = await validateRecord(providers.fields!, {
      ...good,
      servicerCode: 'SH BRK',
      servicerType: 'AIRLINE',
      customsRegCode: '31059',
      contactPhone: '+86',
      contactEmail: 'a@b',
    });
    expect(r.errors).toMatchObject({
      customsRegCode: '海关注册编码为10位字母或数字',
      contactEmail: '请输入正确的邮箱地址',
      contactPhone: '电话只能包含数字、空格和-',
    });
    expect(Object.keys(r.errors!).sort()).toEqual(['contactEmail', 'contactPhone', 'customsRegCode', 'servicerCode', 'servicerType']);
  });

  it("checks a channel's countries, weight limit and exact price", async () => {
    const good = {
      channelName: '欧洲专线',
      channelCode: 'EU1',
      servicerId: 5,
      destinationCountries: 'DE,fr, NL',
      maxWeight: 30.5,
      pricePerKg: '38.80',
      currency: 'CNY',
    };
    const ok = await validateRecord(channels.fields!, good);
    expect(ok.errors).toBeNull();
    expect(ok.values!.pricePerKg).toBe('38.80');
    const r = await validateRecord(channels.fields!, { ...good, destinationCountries: 'DEU', maxWeight: 0, pricePerKg: '-1' }, 'en-US');
    expect(r.errors).toMatchObject({ destinationCountries: 'Enter 2-letter country codes separated by commas' });
    expect(Object.keys(r.errors!).sort()).toEqual(['destinationCountries', 'maxWeight', 'pricePerKg']);
    expect(Object.keys((await validateRecord(channels.fields!, { channelName: 'x', channelCode: 'x' })).errors!).sort()).toEqual([
      'currency',
      'destinationCountries',
      'maxWeight',
      'pricePerKg',
      'servicerId',
    ]);
  });
});
