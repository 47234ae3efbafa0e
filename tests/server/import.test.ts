import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook, waitForJob, jobWorkbook } from '../support/jobs';
import { makeZip, multipartFile, withUnlistedEntry } from '../support/zip';
import { startApp, targets } from './harness';

const R = 'af_customs_declaration';

/** Import into a crud list (docs/api-transfer.md): template, dry run, error report, the two write modes, update existing, refusals. */
describe.each(targets)('spreadsheet import on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  const upload = (bytes: Buffer, name: string, query: string, token = admin) => {
    const { payload, headers } = multipartFile(bytes, name);
    return h.app.inject({ method: 'POST', url: `/api/${R}/import?${query}`, headers: { ...auth(token), ...headers }, payload });
  };
  const runImport = async (bytes: Buffer, query: string, name = 'data.xlsx') => {
    const r = await upload(bytes, name, query);
    expect(r.statusCode, r.body).toBe(200);
    return waitForJob(h.app, admin, r.json().data.jobId);
  };
  // The test's own declarations (DEC...): the demo data has declarations of its own. Whole records:
  // a list answers its list columns and the fields asked for.
  const allFields = () => [...h.ctx.resources.get(R)!.readers.keys()].join(',');
  const list = async () =>
    (
      await h.app.inject({
        method: 'GET',
        url: `/api/${R}?size=100&sort=declarationNumber,asc&declarationNumber_like=DEC&fields=${allFields()}`,
        headers: auth(admin),
      })
    ).json().data;
  const stored = async () => ({
    jobs: (await h.ctx.db.selectFrom('sys_job').select('id').execute()).length,
    parts: (await h.ctx.db.selectFrom('sys_job_file').select('id').execute()).length,
  });

  /** The template, filled with rows (by header label) and saved again, as a user would in Excel. */
  async function filledTemplate(rows: Record<string, unknown>[]) {
    const t = await h.app.inject({ method: 'GET', url: `/api/${R}/import/template`, headers: auth(admin) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(t.rawPayload as any);
    const ws = wb.worksheets[0];
    const headers = (ws.getRow(1).values as string[]).slice(1);
    rows.forEach((row, i) => {
      for (const [label, v] of Object.entries(row)) {
        const col = headers.findIndex((x) => x.replace('*', '') === label);
        if (col < 0) throw new Error(`no column ${label}`);
        ws.getRow(i + 2).getCell(col + 1).value = v as any;
      }
    });
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  const row = (n: number, extra: Record<string, unknown> = {}) => ({
    报关单号: `DEC${String(n).padStart(6, '0')}`,
    贸易方式: '一般贸易',
    品名: `货物${n}`,
    '毛重(KG)': 12.5 + n,
    申报价值: 1234.56,
    申报日期: new Date(Date.UTC(2026, 2, n)),
    报关状态: '已申报',
    ...extra,
  });

  it("offers a template with the create form's columns, required marks and drop-down choices", async () => {
    const t = await h.app.inject({ method: 'GET', url: `/api/${R}/import/template`, headers: auth(admin) });
    expect(t.statusCode).toBe(200);
    expect(t.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(t.headers['content-disposition'])).toContain(encodeURIComponent('出口报关_导入模板.xlsx'));
    const { workbook, rows } = await readWorkbook(t.rawPayload);
    expect(rows[0]).toContain('报关单号*');
    expect(rows[0]).toContain('贸易方式');
    expect(rows[0]).not.toContain('报关单号');
    const ws = workbook.worksheets[0] as any;
    const col = rows[0].indexOf('贸易方式') + 1;
    const letter = String.fromCharCode(64 + col);
    expect(ws.dataValidations.model[`${letter}2`].type).toBe('list');
    expect(ws.dataValidations.model[`${letter}5000`].formulae[0]).toBe(`'选项'!$A$1:$A$6`);
    const options = workbook.worksheets[1];
    expect(options.state).toBe('hidden');
    expect(options.getColumn(1).values.slice(1)).toContain('一般贸易');
  });

  it('checks a file in a dry run: good and bad counts, an error report naming each problem, nothing written', async () => {
    const bytes = await filledTemplate([row(1), row(2), row(3), row(4, { 报关单号: null, 贸易方式: '走私' })]);
    const job = await runImport(bytes, 'dryRun=1&mode=all');
    expect(job.status, job.message).toBe('done');
    expect(job.result).toMatchObject({ total: 4, good: 3, bad: 1, inserted: 0, written: false, dryRun: true });
    expect(job.fileName).toBe('出口报关_导入错误报告.xlsx');
    const { rows } = await jobWorkbook(h.app, admin, job.id);
    expect(rows[0][0]).toBe('行号');
    expect(rows[0][rows[0].length - 1]).toBe('错误信息');
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(5);
    expect(rows[1][rows[0].indexOf('品名')]).toBe('货物4');
    const problems = String(rows[1][rows[0].length - 1]);
    expect(problems).toContain('报关单号：请输入报关单号');
    expect(problems).toContain('贸易方式：贸易方式的值无效');
    expect((await list()).total).toBe(0);
  });

  it('writes nothing in all-or-nothing mode while a row is bad, and the good rows only when asked', async () => {
    const bytes = await filledTemplate([row(1), row(2), row(3), row(4, { 报关单号: null })]);
    const all = await runImport(bytes, 'mode=all');
    expect(all.result).toMatchObject({ good: 3, bad: 1, written: false, inserted: 0 });
    expect((await list()).total).toBe(0);

    const good = await runImport(bytes, 'mode=good');
    expect(good.result).toMatchObject({ good: 3, bad: 1, written: true, inserted: 3 });
    const l = await list();
    expect(l.total).toBe(3);
    expect(l.records[0]).toMatchObject({
      declarationNumber: 'DEC000001',
      tradeMode: '0110',
      declaredValue: '1234.56',
      declarationDate: '2026-03-01',
      declarationStatus: 'DECLARED',
      grossWeight: 13.5,
    });
    const audit = await h.ctx.db
      .selectFrom('sys_audit_log')
      .select(['record_id', 'after_data', 'user_name'])
      .where('resource', '=', R)
      .where('action', '=', 'create')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    // Each new record's audit holds what it was given and what the database filled in, no empty fields.
    const first = l.records[0];
    expect(audit.map((a) => a.record_id)).toContain(String(first.id));
    const after = JSON.parse(audit.find((a) => a.record_id === String(first.id))!.after_data as string);
    expect(after).toMatchObject({
      id: first.id,
      declarationNumber: 'DEC000001',
      tradeMode: '0110',
      declaredValue: '1234.56',
      declarationDate: '2026-03-01',
      grossWeight: 13.5,
    });
    expect(new Date(after.createTime).toISOString()).toBe(new Date(first.createTime).toISOString());
    expect(Object.values(after)).not.toContain(null);
    expect(audit[0].user_name).toBe('系统管理员');
  });

  it('refuses existing keys and repeats within the file, or updates existing records when asked', async () => {
    const bytes = await filledTemplate([row(1, { 品名: '新品名' }), row(7), row(7)]);
    const refused = await runImport(bytes, 'dryRun=1&mode=all');
    expect(refused.result).toMatchObject({ good: 1, bad: 2 });
    const { rows } = await jobWorkbook(h.app, admin, refused.id);
    expect(String(rows[1].at(-1))).toBe('报关单号：报关单号已存在');
    expect(String(rows[2].at(-1))).toBe('报关单号：报关单号与第3行重复');

    const fixed = await filledTemplate([row(1, { 品名: '新品名' }), row(7)]);
    const job = await runImport(fixed, 'mode=all&updateExisting=1');
    expect(job.result).toMatchObject({ good: 2, bad: 0, inserted: 1, updated: 1, written: true });
    const l = await list();
    expect(l.total).toBe(4);
    expect(l.records.find((r: any) => r.declarationNumber === 'DEC000001').goodsName).toBe('新品名');
  });

  it('reads Chinese text whole however the compressed sheet is cut into chunks, and writes a file of many batches all or nothing', async () => {
    // Thousands of rows of Chinese labels: the inflated sheet arrives in many chunks, some cutting a character.
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row(100 + i, { 品名: `电子产品配件${i}`, 报关状态: ['暂存', '已申报', '已放行'][i % 3] }),
    );
    const count = async (table: string) =>
      Number(
        (
          await h.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where(table === R ? 'goods_name' : 'resource', 'like', table === R ? '电子产品配件%' : R)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const audits = await count('sys_audit_log');

    // A bad row in the last batch: the batches written before it are rolled back with it.
    const spoiled = await runImport(await filledTemplate([...rows.slice(0, 2999), { ...rows[2999], 报关单号: null }]), 'mode=all');
    expect(spoiled.result).toMatchObject({ total: 3000, good: 2999, bad: 1, inserted: 0, written: false });
    expect(await count(R)).toBe(0);
    expect(await count('sys_audit_log')).toBe(audits);

    // Beyond the row ceiling the job stops with the message, while a batch may be being written.
    const saved = h.ctx.config.importMaxRows;
    h.ctx.config.importMaxRows = 2500;
    try {
      const over = await runImport(await filledTemplate(rows), 'mode=all');
      expect(over).toMatchObject({ status: 'failed', message: '一次最多导入 2,500 行，请拆分文件后分批导入' });
    } finally {
      h.ctx.config.importMaxRows = saved;
    }
    expect(await count(R)).toBe(0);

    const job = await runImport(await filledTemplate(rows), 'mode=all');
    expect(job.result, job.fileName ? JSON.stringify((await jobWorkbook(h.app, admin, job.id)).rows.slice(1, 3)) : '').toMatchObject({
      total: 3000,
      good: 3000,
      bad: 0,
      inserted: 3000,
      written: true,
    });
    expect(job.progressDone).toBe(3000);
    expect(await count(R)).toBe(3000);
    expect(await count('sys_audit_log')).toBe(audits + 3000);
    const last = (await h.app.inject({ method: 'GET', url: `/api/${R}?declarationNumber=DEC003099`, headers: auth(admin) })).json().data
      .records[0];
    expect(last).toMatchObject({
      goodsName: '电子产品配件2999',
      declarationStatus: h.ctx.resources
        .get(R)!
        .byName.get('declarationStatus')!
        .options!.find((o) => o.label['zh-CN'] === '已放行')!.value,
    });
  });

  it('imports a CSV (UTF-8 with BOM, labels or field names as headers)', async () => {
    const csv = '\ufeff报关单号,tradeMode,goodsName,declarationDate\nCSV000001,General trade,"Goods, boxed",2026/3/9\n';
    const job = await runImport(Buffer.from(csv, 'utf8'), 'mode=all', 'data.csv');
    expect(job.result, job.message).toMatchObject({ inserted: 1, bad: 0 });
    const rec = (
      await h.app.inject({ method: 'GET', url: `/api/${R}?declarationNumber=CSV000001&fields=tradeMode`, headers: auth(admin) })
    ).json().data.records[0];
    expect(rec).toMatchObject({ tradeMode: '0110', goodsName: 'Goods, boxed', declarationDate: '2026-03-09' });
  });

  it('finds references by name and cuts party values to the import limits (docs/behaviour.md §1.5.2)', async () => {
    const coop = await h.app.inject({
      method: 'POST',
      url: '/api/prm_coop',
      headers: auth(admin),
      payload: {
        coopCode: 'IMP1',
        coopName: '上海导入客户',
        coopType: h.ctx.resources.get('prm_coop')!.byName.get('coopType')!.options![0].value,
      },
    });
    expect(coop.statusCode, coop.body).toBe(200);
    const longName = 'A'.repeat(120);
    const csv = `订单号,客户,发货人-名称,发货人-国家代码,发货人-邮编\nAE900001,上海导入客户,${longName},CNX,200000\nAE900002,不存在公司,X,CN,200000\n`;
    // One body: its boundary is made from the clock, so two calls may disagree.
    const body = multipartFile(Buffer.from(csv), 'o.csv');
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/af_order/import?mode=good',
      headers: { ...auth(admin), ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    const job = await waitForJob(h.app, admin, r.json().data.jobId);
    const report = job.fileName ? (await jobWorkbook(h.app, admin, job.id)).rows : [];
    expect(job.result, JSON.stringify(report)).toMatchObject({ inserted: 1, bad: 1 });
    const { rows } = await jobWorkbook(h.app, admin, job.id);
    expect(rows[1].at(-1)).toBe('客户：客户“不存在公司”不存在');
    const list = (
      await h.app.inject({ method: 'GET', url: '/api/af_order?orderCode=AE900001&fields=shipper', headers: auth(admin) })
    ).json().data;
    expect(list.records[0].customerId).toBe(coop.json().data.id);
    expect(list.records[0].shipper).toMatchObject({ scName: 'A'.repeat(100), nationCode: 'CN' });
  });

  it('refuses malformed files before storing anything: zip bomb, wrong type, old xls, empty, no rows, over 10 MB', async () => {
    const before = await stored();
    const xml = Buffer.from('<?xml version="1.0"?><x/>');
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: xml },
      { name: 'xl/workbook.xml', data: xml },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const lying = makeZip([
      { name: '[Content_Types].xml', data: xml },
      { name: 'xl/workbook.xml', data: Buffer.alloc(4 * 1024 * 1024), declaredSize: 100 },
    ]);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    const cases: [Buffer, string, number, string][] = [
      [bomb, 'bomb.xlsx', 400, '文件结构异常或解压后过大，已拒绝导入'],
      [lying, 'lying.xlsx', 400, '文件结构异常或解压后过大，已拒绝导入'],
      [png, 'picture.xlsx', 400, '只能导入 .xlsx 或 .csv 格式的表格文件'],
      [makeZip([{ name: 'a.txt', data: xml }]), 'archive.xlsx', 400, '只能导入 .xlsx 或 .csv 格式的表格文件'],
      [ole, 'old.xls', 400, '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再导入'],
      [Buffer.alloc(0), 'empty.csv', 400, '文件为空'],
      [Buffer.from('报关单号,品名\n', 'utf8'), 'header.csv', 400, '文件中没有数据行'],
      [Buffer.from('品名\nx\n', 'utf8'), 'nokey.csv', 400, '表头与导入模板不符，缺少必填列：报关单号'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'big.csv', 413, '文件大小不能超过10MB'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const r = await upload(bytes, name, 'mode=all');
      expect(r.statusCode, name).toBe(status);
      expect(r.json().messageInfo, name).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses a workbook hiding an unlisted local entry (issue 22's crafted file), stores nothing and keeps answering", async () => {
    const before = await stored();
    const sound = await filledTemplate([row(9500)]);
    // An exported workbook with an extra xl/sharedStrings.xml at its start that the directory does not
    // list: 4,000 strings of 1 KB here (the attack used 4,090 of 1 MiB: 4.29 GB inflated from 4.2 MB).
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${`<si><t>${'A'.repeat(1024)}</t></si>`.repeat(4000)}</sst>`;
    const crafted = withUnlistedEntry(sound, 'xl/sharedStrings.xml', Buffer.from(strings));
    expect(crafted.length).toBeLessThan(sound.length + 64 * 1024);
    const r = await upload(crafted, 'crafted.xlsx', 'dryRun=1&mode=all');
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({
      messageInfo: '文件中有压缩目录未列出的内容，已拒绝导入',
      data: { errors: { file: '文件中有压缩目录未列出的内容，已拒绝导入' } },
    });
    expect(await stored()).toEqual(before);
    expect((await h.app.inject({ method: 'GET', url: '/version.json' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: `/api/${R}?size=1`, headers: auth(admin) })).statusCode).toBe(200);
    // The same workbook without the hidden entry is read as usual.
    const job = await runImport(sound, 'dryRun=1&mode=all');
    const report = job.fileName ? (await jobWorkbook(h.app, admin, job.id)).rows : [];
    expect(job.result, JSON.stringify(report)).toMatchObject({ total: 1, good: 1, bad: 0, written: false });
  });

  it('answers 403 without the import code and 405 on a read-only report', async () => {
    const staffRole = await h.ctx.db.selectFrom('hrs_role').select('id').where('role_code', '=', 'staff').executeTakeFirstOrThrow();
    await h.ctx.db
      .deleteFrom('hrs_role_permission')
      .where('role_id', '=', staffRole.id)
      .where('permission_code', '=', `${R}:import`)
      .execute();
    const staff = await h.tokenFor('0|13800138000|DEMO');
    expect((await h.app.inject({ method: 'GET', url: `/api/${R}/import/template`, headers: auth(staff) })).statusCode).toBe(403);
    expect((await upload(Buffer.from('报关单号\nX1\n'), 'a.csv', 'mode=all', staff)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/af_price_search/import/template', headers: auth(admin) })).statusCode).toBe(405);
  });
});
