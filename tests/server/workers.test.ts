import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../server/workers/pool';
import { waitForJob } from '../support/jobs';
import { makeZip, multipartFile } from '../support/zip';
import { startApp, targets } from './harness';

const R = 'af_customs_declaration';
const DIED =
  '处理线程意外停止（可能超出内存限制），本次任务已失败，请检查文件后重试 (the worker thread running this task stopped, perhaps over its memory limit; the task failed)';

/**
 * CPU-heavy work runs in worker threads with a memory ceiling (server/workers): a worker that dies,
 * killed or over its memory, fails its own task with a clear message; the server answers on and
 * the next task gets a fresh worker.
 */
describe.each(targets)('worker threads on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const auth = () => ({ authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' });
  const upload = (bytes: Buffer, name: string, query: string) => {
    const { payload, headers } = multipartFile(bytes, name);
    return h.app.inject({ method: 'POST', url: `/api/${R}/import?${query}`, headers: { ...auth(), ...headers }, payload });
  };
  const csv = (rows: number, from = 0) =>
    Buffer.from(`报关单号,品名\n${Array.from({ length: rows }, (_, i) => `WK${String(from + i).padStart(7, '0')},货物${i}`).join('\n')}\n`);
  const answers = async () => (await h.app.inject({ method: 'GET', url: `/api/${R}?size=1`, headers: auth() })).statusCode;

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('fails only the job whose worker thread dies, with a clear message; the next import gets a new worker', async () => {
    const r = await upload(csv(60_000), 'big.csv', 'dryRun=1&mode=all');
    expect(r.statusCode, r.body).toBe(200);
    const jobId = r.json().data.jobId;
    // The job's worker, once it is reading the file.
    let thread: number | undefined;
    for (let i = 0; i < 600 && thread === undefined; i++) {
      const job = (await h.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: auth() })).json().data;
      expect(job.status).not.toBe('done');
      if (job.status === 'running') thread = h.ctx.workers.busyThreads()[0];
      if (thread === undefined) await new Promise((res) => setTimeout(res, 20));
    }
    expect(thread).toBeDefined();
    await h.ctx.workers.kill(thread!);
    const job = await waitForJob(h.app, admin, jobId);
    expect(job).toMatchObject({ status: 'failed', message: DIED });
    expect(await answers()).toBe(200);
    const next = await upload(csv(3, 900_000), 'small.csv', 'dryRun=1&mode=all');
    expect(next.statusCode, next.body).toBe(200);
    expect((await waitForJob(h.app, admin, next.json().data.jobId)).result).toMatchObject({ total: 3, good: 3 });
  });

  it('stops a worker at its memory ceiling: the upload is refused with the message, nothing stored, the server answers', async () => {
    // A workbook whose 60,000 shared strings of 1 KB (60 MB once read, 1-2 MB packed) the reader keeps in memory.
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const strings = `<sst xmlns="${ns}">${Array.from({ length: 60_000 }, (_, i) => `<si><t>${i}-${'ABCDEFGHIJ'.repeat(100)}</t></si>`).join('')}</sst>`;
    const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const xlsx = makeZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${ns}" xmlns:r="${rels}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/sharedStrings.xml', data: Buffer.from(strings) },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from(`<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`),
      },
    ]);
    expect(xlsx.length).toBeLessThan(10 * 1024 * 1024);
    const jobs = async () => (await h.ctx.db.selectFrom('sys_job').select('id').execute()).length;
    const before = await jobs();
    const normal = h.ctx.workers;
    h.ctx.workers = new WorkerPool({ max: 1, memoryMb: 40 });
    try {
      const r = await upload(xlsx, 'strings.xlsx', 'dryRun=1&mode=all');
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json().messageInfo).toBe(DIED);
    } finally {
      await h.ctx.workers.close();
      h.ctx.workers = normal;
    }
    expect(await jobs()).toBe(before);
    expect(await answers()).toBe(200);
  });
});
