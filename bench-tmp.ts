import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
async function go(label: string, opts: any, N = 100000) {
let bytes = 0;
const sink = new Writable({ write(c, e, cb) { bytes += c.length; setImmediate(cb); } });
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, ...opts });
const ws = wb.addWorksheet('s');
ws.columns = [
  { header: '订单号', key: 'a', width: 14 }, { header: '状态', key: 'b', width: 10 }, { header: '日期', key: 'c', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
  { header: '重量', key: 'd', width: 12, style: { numFmt: '#,##0.000' } }, { header: '件数', key: 'e', width: 8 }, { header: '始发', key: 'f' }, { header: '目的', key: 'g' },
  { header: '品名', key: 'h' }, { header: '时间', key: 'i', style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } }, { header: '金额', key: 'j', style: { numFmt: '#,##0.00' } },
];
const shared = ws.columns.map((c: any) => (c.style && c.style.numFmt ? { numFmt: c.style.numFmt } : {}));
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const row = ws.addRow([`AE${String(i).padStart(8, '0')}`, '已订舱', new Date(Date.UTC(2026, 2, 1 + (i % 28))), 123.456 + i % 100, i % 50, 'PVG', 'LAX', 'ELECTRONICS 电子产品', new Date(), 1234.5]);
  if (opts.shared) row.eachCell((c: any, n: number) => { c.style = shared[n - 1]; });
  row.commit();
  if (i % 5000 === 0) { await new Promise((r) => setImmediate(r)); }
}
ws.commit(); await wb.commit();
const s = (performance.now() - t0) / 1000;
console.log(label, { rowsPerS: Math.round(N / s), mb: bytes / 1e6 });
}
await go('styles', { useStyles: true });
await go('shared', { useStyles: true, shared: true });
await go('nostyles', { useStyles: false });
