import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStoredUrlsOnce } from '../../server/resources/unsafe-urls';
import { startApp, targets } from './harness';

/**
 * Addresses stored before the URL rule (issue 22, defect 9): every output of a stored address
 * applies the rule (the generic API, sub-row lists, the AI assistant's links), and a start-up step
 * reports and clears the values that break it, once per database.
 */
describe.each(targets)('stored unsafe addresses on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let orgId: number;
  let docId: number;
  let orderId: number;
  let carrierId: number;
  const GOOD = 'https://docs.example.com/guide.pdf';

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    orgId = Number((await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id);
    // Rows as a version before the rule could have stored them (straight into the tables).
    docId = Number(
      (
        await h.ctx.db
          .insertInto('hrs_doc')
          .values({ org_id: orgId, doc_name: '危险地址手册', doc_category: 'GUIDE', doc_url: 'javascript:alert(document.domain)' } as any)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const order = await h.ok('POST', '/api/af_order', admin, { orderCode: 'URL-RULE-1' });
    orderId = order.id;
    await h.ctx.db
      .updateTable('af_order')
      .set({
        attachments: JSON.stringify([
          { fileType: '文件', fileName: 'evil.html', fileUrl: 'data:text/html,<script>alert(1)</script>' },
          { fileType: '文件', fileName: 'guide.pdf', fileUrl: GOOD },
        ]),
      } as any)
      .where('id', '=', orderId)
      .execute();
    carrierId = Number(
      (
        await h.ctx.db
          .insertInto('af_carrier')
          .values({ org_id: orgId, carrier_code: 'UR', carrier_name_en: 'URL RULE AIR', website: ' javascript:alert(1)' } as any)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives out no stored address that breaks the rule: lists, records, sub-row lists, the AI assistant', async () => {
    const docs = await h.ok('GET', '/api/hrs_doc?size=100&fields=docUrl', admin);
    expect(docs.records.find((r: any) => r.id === docId).docUrl).toBeNull();
    expect((await h.ok('GET', `/api/hrs_doc/${docId}`, admin)).docUrl).toBeNull();
    expect((await h.ok('GET', `/api/af_carrier/${carrierId}`, admin)).website).toBeNull();
    const order = await h.ok('GET', `/api/af_order/${orderId}`, admin);
    expect(order.attachments.map((a: any) => a.fileUrl)).toEqual([null, GOOD]);
    const answer = await h.ok('POST', '/hrs/aiLog/question', admin, { question: '危险地址手册' });
    const link = answer.links.find((l: any) => l.title === '危险地址手册');
    expect(link).toBeDefined();
    expect(link.url ?? null).toBeNull();
    expect(JSON.stringify(answer)).not.toMatch(/javascript:|data:text/);
  });

  it('reports and clears the stored values that break the rule, once per database, with an audit row', async () => {
    // The app's own start ran the step before these rows existed; it runs again on a database not yet checked.
    await h.ctx.db.deleteFrom('sys_setting').where('setting_key', '=', 'url-rule-check.v1').execute();
    const lines: string[] = [];
    const cleared = await checkStoredUrlsOnce(h.ctx, (l) => lines.push(l));
    expect(cleared.map((c) => [c.table, c.id, c.field, c.value]).sort()).toEqual(
      [
        ['af_carrier', carrierId, 'website', ' javascript:alert(1)'],
        ['af_order', orderId, 'attachments[0].fileUrl', 'data:text/html,<script>alert(1)</script>'],
        ['hrs_doc', docId, 'docUrl', 'javascript:alert(document.domain)'],
      ].sort(),
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('hrs_doc'))).toBe(
      `stored address cleared (breaks the URL rule): hrs_doc #${docId} docUrl = "javascript:alert(document.domain)"`,
    );
    const doc = await h.ctx.db.selectFrom('hrs_doc').select('doc_url').where('id', '=', docId).executeTakeFirstOrThrow();
    expect(doc.doc_url).toBeNull();
    const row = await h.ctx.db.selectFrom('af_order').select('attachments').where('id', '=', orderId).executeTakeFirstOrThrow();
    const list = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
    expect(list).toEqual([
      { fileType: '文件', fileName: 'evil.html', fileUrl: null },
      { fileType: '文件', fileName: 'guide.pdf', fileUrl: GOOD },
    ]);
    const audit = await h.ctx.db
      .selectFrom('sys_audit_log')
      .select(['user_name', 'before_data'])
      .where('resource', '=', 'hrs_doc')
      .where('record_id', '=', String(docId))
      .execute();
    expect(audit.map((a) => a.user_name)).toContain('系统：地址规则检查');
    // Done once: the next start finds the marker and checks nothing.
    expect(await checkStoredUrlsOnce(h.ctx, (l) => lines.push(l))).toEqual([]);
  });
});
