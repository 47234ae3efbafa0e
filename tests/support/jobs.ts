import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/** Polls GET /api/jobs/{id} until the job has finished (at most ~60 s), answering its last status. */
export async function waitForJob(app: FastifyInstance, token: string, id: number) {
  for (let i = 0; i < 600; i++) {
    const r = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { authorization: `Bearer ${token}` } });
    const job = r.json().data;
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

/** Fetches a job's file and reads it back with exceljs: the first sheet's rows as arrays of cell values. */
export async function jobWorkbook(app: FastifyInstance, token: string, id: number) {
  const r = await app.inject({ method: 'GET', url: `/api/jobs/${id}/file`, headers: { authorization: `Bearer ${token}` } });
  if (r.statusCode !== 200) throw new Error(`file of job ${id}: ${r.statusCode} ${r.body}`);
  return { response: r, ...(await readWorkbook(r.rawPayload)) };
}

export async function readWorkbook(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as any);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { workbook: wb, sheet: ws, rows };
}
