import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;
/** An instant `daysAgo` Shanghai days before today (inside that day, never in the future). */
function shanghaiDay(daysAgo: number) {
  const now = Date.now();
  const midnight = Math.floor((now + SHANGHAI) / DAY) * DAY - SHANGHAI;
  return new Date(midnight - daysAgo * DAY + Math.min(3_600_000, Math.floor((now - midnight) / 2)));
}
const nums = (row: any) => Array.from({ length: 7 }, (_, i) => row[`num_${i}`]);

describe.each(targets)('dashboard calls on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  let demo2: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, payload: payload as any });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    demo2 = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO2').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('order statistics', () => {
    beforeAll(async () => {
      // DEMO2 has no seeded orders: known ones with controlled create times.
      const put = (resource: string, rows: Record<string, unknown>[]) =>
        h.ctx.db
          .insertInto(h.ctx.resources.get(resource)!.table)
          .values(rows.map((r, i) => ({ org_id: demo2, order_code: `${resource}-${i}`, ...r })))
          .execute();
      await put('af_order', [
        { create_time: shanghaiDay(0), plan_weight: 1000, confirm_weight: 1500 },
        { create_time: shanghaiDay(0), plan_weight: 2000 },
        { create_time: shanghaiDay(0), plan_weight: 100, confirm_weight: 250 },
        { create_time: shanghaiDay(1), plan_weight: 500 },
        { create_time: shanghaiDay(1), plan_weight: 700 },
        { create_time: shanghaiDay(6), confirm_weight: 1234.5 },
        { create_time: shanghaiDay(7), plan_weight: 9999 }, // older than the 7 days
      ]);
      await put('se_order', [
        { create_time: shanghaiDay(0), container_number: 2 },
        { create_time: shanghaiDay(0), container_number: 3 },
        { create_time: shanghaiDay(3) },
      ]);
      await put('lc_order', [
        { create_time: shanghaiDay(2), plan_charge_weight: 2, confirm_charge_weight: 1.5 },
        { create_time: shanghaiDay(2), plan_charge_weight: 2.25 },
      ]);
      await put('io_order', [{ create_time: shanghaiDay(5) }]);
    });

    it('counts one scope by Shanghai day, num_0 being today', async () => {
      const r = await call('GET', '/afbase/aforder/statistics?businessScope=AE', admin2);
      expect(r.statusCode).toBe(200);
      const rows = r.json().data;
      expect(rows.map((x: any) => [x.business_scope, x.type, x.org_id])).toEqual([
        ['AE', '票数', demo2],
        ['AE', '货量(吨)', demo2],
      ]);
      expect(nums(rows[0])).toEqual([3, 2, 0, 0, 0, 0, 1]);
      expect(nums(rows[1])).toEqual([3.75, 1.2, 0, 0, 0, 0, 1.235]);
    });

    it('answers every scope with its own rows, zeros where there are no orders', async () => {
      const rows = (await call('GET', '/afbase/aforder/statistics', admin2)).json().data;
      const by = (scope: string, type: string) => rows.find((x: any) => x.business_scope === scope && x.type === type);
      expect(rows.map((x: any) => `${x.business_scope}:${x.type}`)).toEqual([
        'AE:票数',
        'AE:货量(吨)',
        'AI:票数',
        'AI:货量(吨)',
        'SE:票数',
        'SE:标箱量',
        'SI:票数',
        'SI:标箱量',
        'TE:票数',
        'TE:标箱量',
        'TI:票数',
        'TI:标箱量',
        'LC:票数',
        'LC:计费(吨)',
        'IO:票数',
      ]);
      expect(nums(by('SE', '票数'))).toEqual([2, 0, 0, 1, 0, 0, 0]);
      expect(nums(by('SE', '标箱量'))).toEqual([5, 0, 0, 0, 0, 0, 0]);
      expect(nums(by('LC', '计费(吨)'))).toEqual([0, 0, 3.75, 0, 0, 0, 0]);
      expect(nums(by('IO', '票数'))).toEqual([0, 0, 0, 0, 0, 1, 0]);
      for (const t of ['票数', '标箱量']) expect(nums(by('TI', t))).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(nums(by('AI', '货量(吨)'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    });

    it("counts only the caller's organisation, matching a direct count", async () => {
      const rows = (await call('GET', '/afbase/aforder/statistics?businessScope=AE', admin)).json().data;
      const demo = rows[0].org_id;
      // Provisional orders (临时订单) are not shipments yet and are not counted; the demo also has older
      // orders (the money reports' quarter): the 7 days are counted.
      const direct = await h.ctx.db
        .selectFrom(h.ctx.resources.get('af_order')!.table)
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .where('org_id', '=', demo)
        .where('order_stage', '<>', 'PROVISIONAL')
        .where('create_time', '>=', new Date(Math.floor((Date.now() + SHANGHAI) / DAY) * DAY - SHANGHAI - 6 * DAY))
        .executeTakeFirstOrThrow();
      expect(nums(rows[0]).reduce((a: number, b: number) => a + b, 0)).toBe(Number(direct.c));
      expect(Number(direct.c)).toBeGreaterThan(0);
      expect(demo).not.toBe(demo2);
      const ti = (await call('GET', '/afbase/aforder/statistics?businessScope=TI', admin)).json().data;
      expect(ti.every((x: any) => nums(x).every((n: number) => n === 0))).toBe(true);
    });

    it('refuses an unknown scope and an anonymous caller', async () => {
      expect((await call('GET', '/afbase/aforder/statistics?businessScope=XX', admin)).statusCode).toBe(400);
      expect((await h.get('/afbase/aforder/statistics')).statusCode).toBe(401);
    });
  });

  describe('frequently used menus', () => {
    const save = (token: string, items: unknown) => call('POST', '/hrs/userAccessRecord/saveUserAccessRecordList', token, items);
    const list = async (token: string) => (await call('GET', '/hrs/userAccessRecord/getUserAccessRecordList', token)).json().data;
    let codes: string[];
    beforeAll(() => {
      codes = h.ctx.catalogue.menus
        .filter((r) => r.kind !== 'container' && r.access === 'menu')
        .slice(0, 11)
        .map((r) => r.name);
    });

    it('refuses an 11th selected menu and writes nothing', async () => {
      expect(await list(admin2)).toEqual([]);
      const r = await save(
        admin2,
        codes.map((c, i) => ({ permissionId: c, permissionName: c, status: 1, sort: i })),
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().messageInfo).toContain('10');
      expect(await list(admin2)).toEqual([]);
      // Ten is fine.
      expect(
        (
          await save(
            admin2,
            codes.slice(0, 10).map((c, i) => ({ permissionId: c, status: 1, sort: i })),
          )
        ).json(),
      ).toMatchObject({ code: 0, data: true });
      expect((await list(admin2)).filter((x: any) => x.status === 1)).toHaveLength(10);
    });

    it('keeps positions, removes duplicates and unselects what was saved before', async () => {
      const [a, b, c, d] = codes;
      expect(
        (
          await save(admin2, [
            { permissionId: b, permissionName: 'B', status: 1, sort: 1 },
            { permissionId: a, permissionName: 'A', status: 1, sort: 0 },
            { permissionId: a, permissionName: 'A again', status: 1, sort: 5 },
            { permissionId: c, permissionName: 'C', status: 0, sort: -1 },
          ])
        ).statusCode,
      ).toBe(200);
      let rows = await list(admin2);
      expect(rows.filter((x: any) => x.status === 1).map((x: any) => [x.permissionId, x.sort])).toEqual([
        [a, 0],
        [b, 1],
      ]);
      expect(rows.filter((x: any) => x.permissionId === a)).toHaveLength(1);
      expect(rows.filter((x: any) => x.status === 0).every((x: any) => x.sort === -1)).toBe(true);
      expect(rows.find((x: any) => x.permissionId === codes[9])).toMatchObject({ status: 0, sort: -1 });

      await save(admin2, [
        { permissionId: d, status: 1, sort: 1 },
        { permissionId: b, status: 1, sort: 0 },
      ]);
      rows = await list(admin2);
      expect(rows.slice(0, 2).map((x: any) => [x.permissionId, x.status, x.sort])).toEqual([
        [b, 1, 0],
        [d, 1, 1],
      ]);
      expect(rows.find((x: any) => x.permissionId === a)).toMatchObject({ status: 0, sort: -1 });
      expect(rows[0]).toEqual(
        expect.objectContaining({ recordId: expect.any(Number), path: expect.stringMatching(/^\//), permissionName: expect.any(String) }),
      );
      // Unselected ones follow the selected, newest access first.
      const rest = rows.slice(2).map((x: any) => new Date(x.accessTime).getTime());
      expect(rest).toEqual([...rest].sort((x, y) => y - x));
    });

    it('saves after visits of module areas and open pages, which come back unselected', async () => {
      // The browser records visits of every page it opens (a module area, cargo tracking) and sends
      // all of them back on save: a selection must not be refused for the visits beside it.
      for (const path of ['/prmManager', '/cargoTracking', `/${codes[3]}`]) {
        expect((await call('POST', '/hrs/userAccessRecord/recordMenu', admin2, { path })).statusCode).toBe(200);
      }
      const visited = await list(admin2);
      expect(visited.map((x: any) => x.path)).toEqual(expect.arrayContaining(['/prmManager', '/cargoTracking']));
      const payload = [
        { permissionId: codes[5], status: 1, sort: 0 },
        ...visited.map((x: any) => ({
          permissionId: x.permissionId,
          permissionName: x.permissionName,
          recordId: x.recordId,
          status: 0,
          sort: -1,
        })),
      ];
      const r = await save(admin2, payload);
      expect(r.statusCode, r.body).toBe(200);
      const rows = await list(admin2);
      expect(rows.filter((x: any) => x.status === 1).map((x: any) => x.permissionId)).toEqual([codes[5]]);
      expect(rows.find((x: any) => x.path === '/prmManager')).toMatchObject({ status: 0, sort: -1 });
    });

    it('refuses unknown and ungranted menus, and never shows another user the list', async () => {
      expect((await save(admin2, [{ permissionId: 'no_such_menu', status: 1, sort: 0 }])).statusCode).toBe(400);
      expect((await save(admin2, { permissionId: codes[0] })).statusCode).toBe(400);
      expect((await save(staff, [{ permissionId: 'hrs_user', status: 1, sort: 0 }])).statusCode).toBe(403);
      const mine = await list(admin2);
      const theirs = await list(admin);
      expect(theirs.some((x: any) => mine.some((m: any) => m.recordId === x.recordId))).toBe(false);
      expect(theirs.filter((x: any) => x.status === 1).map((x: any) => x.sort)).toEqual([0, 1, 2]);
    });
  });

  describe('notices and help documents', () => {
    it('serves the newest published notices, six by default, only to their organisation', async () => {
      const r = (await call('GET', '/hrs/notice', admin)).json().data;
      expect(r).toMatchObject({ total: 8, current: 1, size: 6 });
      expect(r.records).toHaveLength(6);
      expect(Object.keys(r.records[0]).sort()).toEqual(['noticeId', 'noticeTitle', 'noticeType', 'publishDate']);
      const dates = r.records.map((n: any) => n.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(r.records[0].noticeTitle).toContain('<b>');
      expect((await call('GET', '/hrs/notice?current=2', admin)).json().data.records).toHaveLength(2);
      expect((await call('GET', '/hrs/notice', admin2)).json().data).toMatchObject({ total: 0, records: [] });
    });

    it('sanitises titles and bodies when written, and titles again when served', async () => {
      const today = new Date(Date.now() + SHANGHAI).toISOString().slice(0, 10);
      const created = await call('POST', '/api/hrs_notice', admin2, {
        noticeTitle:
          '<b>重要</b><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">点此</a><span style="color:red">红</span>',
        noticeType: 'XTGX',
        noticeStatus: 'PUBLISHED',
        publishDate: today,
        noticeContent:
          '<p onclick="x()">正文</p><script>alert(2)</script><img src="https://x.example/a.png" onerror="alert(3)"><a href="javascript:alert(4)">l</a><ul><li>一</li></ul>',
      });
      expect(created.statusCode, created.body).toBe(200);
      const rec = created.json().data;
      for (const bad of ['<script', 'onerror', 'javascript:', 'onclick']) {
        expect(rec.noticeTitle).not.toContain(bad);
        expect(rec.noticeContent).not.toContain(bad);
      }
      expect(rec.noticeTitle).toContain('<b>重要</b>');
      expect(rec.noticeTitle).toContain('<span style="color:red">红</span>');
      // A remote picture is a tracking pixel: rich text keeps only pictures stored in the product.
      expect(rec.noticeContent).not.toContain('x.example');
      expect(rec.noticeContent).toContain('<ul><li>一</li></ul>');
      const edited = await call('PUT', `/api/hrs_notice/${rec.id}`, admin2, {
        noticeTitle: '<strong>改</strong><svg onload="x()"></svg><a href="https://ok.example/">链</a>',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.noticeTitle).toBe('<strong>改</strong><a href="https://ok.example/" rel="noopener noreferrer">链</a>');
      rec.noticeTitle = edited.json().data.noticeTitle;
      // A draft is not shown; a row written around the API is sanitised when served.
      await call('POST', '/api/hrs_notice', admin2, { noticeTitle: '草稿', noticeType: 'XTWH', noticeStatus: 'DRAFT', publishDate: today });
      await h.ctx.db
        .insertInto(h.ctx.resources.get('hrs_notice')!.table)
        .values({
          org_id: demo2,
          notice_title: '<i>旧</i><script>x()</script><img src=x onerror=y>',
          notice_type: 'HDTG',
          notice_status: 'PUBLISHED',
          publish_date: '2020-01-01',
        })
        .execute();
      const served = (await call('GET', '/hrs/notice', admin2)).json().data;
      expect(served.total).toBe(2);
      expect(served.records.map((n: any) => n.noticeTitle)).toEqual([rec.noticeTitle, '<i>旧</i>']);
    });

    it('answers help document links of the organisation', async () => {
      const guide = await call('GET', `/hrs/permission/helpDoc/${encodeURIComponent('新手指引')}`, admin);
      expect(guide.json()).toMatchObject({ code: 0, data: { helpDocUrl: expect.stringMatching(/^https:\/\//) } });
      const manual = await call('GET', '/hrs/permission/374', admin);
      expect(manual.json()).toMatchObject({ code: 0, data: { helpDocumentUrl: expect.stringMatching(/^https:\/\/.*manual/) } });
      expect((await call('GET', `/hrs/permission/helpDoc/${encodeURIComponent('没有')}`, admin)).statusCode).toBe(404);
      expect((await call('GET', '/hrs/permission/374', admin2)).statusCode).toBe(404);
      // The other /hrs/permission calls are untouched.
      expect((await call('GET', '/hrs/permission/getButtonInfo', admin)).statusCode).toBe(200);
    });

    it("lists the help documents the user may open: own and the platform's, with a file, of granted modules only", async () => {
      const docs = h.ctx.resources.get('hrs_doc')!.table;
      const orgOf = async (code: string) =>
        Number((await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', code).executeTakeFirstOrThrow()).id);
      const [demo, service] = [await orgOf('DEMO'), await orgOf('SERVICE')];
      await h.ctx.db
        .insertInto(docs as any)
        .values([
          // Only for those who may open an HRS menu (DEMO's staff member may not).
          {
            org_id: demo,
            doc_name: '人事操作说明',
            module_code: 'hrs',
            doc_url: 'https://docs.example.com/freight/hrs.pdf',
            sort_order: 3,
          },
          // A video without a document file is a tutorial, not a document to open.
          { org_id: demo, doc_name: '只有视频', video_url: '/files/00000000-0000-4000-8000-000000000000/v.webm' },
          // Written around the API before the address rule: never handed out.
          { org_id: demo, doc_name: '坏地址', doc_url: 'javascript:alert(1)' },
          { org_id: service, doc_name: '平台操作手册', doc_url: 'https://platform.example/manual.pdf', sort_order: 1 },
        ] as any)
        .execute();
      const list = async (token: string) => {
        const r = await call('GET', '/hrs/permission/helpDoc', token);
        expect(r.statusCode, r.body).toBe(200);
        return r.json().data as { docName: string; helpDocUrl: string; own: boolean }[];
      };
      const mine = await list(admin);
      expect(mine.map((d) => d.docName)).toEqual(['人事操作说明', '用户手册', '新手指引', '平台操作手册']);
      expect(mine[3]).toMatchObject({ helpDocUrl: 'https://platform.example/manual.pdf', own: false });
      expect(mine[1]).toMatchObject({ helpDocUrl: 'https://docs.example.com/freight/user-manual.pdf', own: true });
      expect((await list(staff)).map((d) => d.docName)).toEqual(['用户手册', '新手指引', '平台操作手册']);
      // Another organisation sees none of DEMO's documents, the platform's only.
      expect((await list(admin2)).map((d) => d.docName)).toEqual(['平台操作手册']);
      // A module's document by name follows the same rule.
      expect((await call('GET', `/hrs/permission/helpDoc/${encodeURIComponent('人事操作说明')}`, staff)).statusCode).toBe(404);
      expect((await call('GET', `/hrs/permission/helpDoc/${encodeURIComponent('人事操作说明')}`, admin)).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/hrs/permission/helpDoc' })).statusCode).toBe(401);
    });
  });

  describe('member ranking', () => {
    it('ranks organisations by menu accesses of the last 30 days on own hosts only', async () => {
      const demo = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
      const counted = async (org: number) =>
        Number(
          (
            await h.ctx.db
              .selectFrom('hrs_user_access_record')
              .select((eb) => eb.fn.countAll<number>().as('c'))
              .where('org_id', '=', org)
              .where('access_time', '>=', new Date(Date.now() - 30 * DAY))
              .executeTakeFirstOrThrow()
          ).c,
        );
      // An access older than 30 days does not count.
      const staffId = (
        await h.ctx.db.selectFrom('hrs_user').select('id').where('phone_number', '=', '13800138000').executeTakeFirstOrThrow()
      ).id;
      await h.ctx.db
        .insertInto('hrs_user_access_record')
        .values({
          org_id: demo,
          user_id: staffId,
          permission_id: 'ai_order',
          permission_name: '空运进口订单',
          path: '/ai_order',
          access_time: new Date(Date.now() - 40 * DAY),
        })
        .execute();
      const r = await call('GET', '/hrs/userAccessRecord/topActiveIndex', staff);
      expect(r.statusCode).toBe(200);
      const rows = r.json().data;
      expect(rows.map((x: any) => x.rankNumber)).toEqual(rows.map((_: any, i: number) => i + 1));
      const mine = rows.find((x: any) => x.orgId === demo);
      expect(mine).toMatchObject({
        orgName: '演示国际货运代理有限公司',
        activeIndex: await counted(demo),
        companyProfile: expect.any(String),
      });
      const idx = rows.map((x: any) => x.activeIndex);
      expect(idx).toEqual([...idx].sort((a: number, b: number) => b - a));

      const paged = (await call('GET', '/hrs/userAccessRecord/topActiveIndexList?current=1&size=1', staff)).json().data;
      expect(paged).toMatchObject({ current: 1, size: 1, total: rows.length });
      expect(paged.records).toEqual([rows[0]]);

      const foreign = { host: 'partner.example.com:8443' };
      expect((await call('GET', '/hrs/userAccessRecord/topActiveIndex', staff, undefined, foreign)).statusCode).toBe(404);
      expect((await call('GET', '/hrs/userAccessRecord/topActiveIndexList', staff, undefined, foreign)).statusCode).toBe(404);
      expect((await call('GET', '/hrs/user/current', staff, undefined, foreign)).json().data.showRanking).toBe(false);
      expect((await call('GET', '/hrs/user/current', staff, undefined, { host: '127.0.0.1:8080' })).json().data.showRanking).toBe(true);
    });
  });

  describe('approvals and messages', () => {
    it('pages the approvals waiting for the user, whatever orgId/userId the query names', async () => {
      const staffId = (
        await h.ctx.db.selectFrom('hrs_user').select('id').where('phone_number', '=', '13800138000').executeTakeFirstOrThrow()
      ).id;
      const p1 = (await call('GET', '/prm/api/toDo?current=1&size=2', admin)).json().data;
      expect(p1).toMatchObject({ total: 3, current: 1, size: 2 });
      expect(p1.records).toHaveLength(2);
      expect(Object.keys(p1.records[0]).sort()).toEqual(['applicant', 'businessScope', 'createTime', 'eventId', 'id', 'status', 'title']);
      expect(p1.records[0].status).toBe('PENDING');
      const p2 = (await call('GET', '/prm/api/toDo?current=2&size=2', admin)).json().data;
      expect(p2.records).toHaveLength(1);
      expect(p2.records[0].id).not.toBe(p1.records[0].id);
      const adminId = (
        await h.ctx.db
          .selectFrom('hrs_user')
          .select('id')
          .where('login_name', '=', 'admin')
          .where('org_id', '<>', demo2)
          .executeTakeFirstOrThrow()
      ).id;
      expect((await call('GET', `/prm/api/toDo?orgId=${demo2}&userId=${adminId}`, staff)).json().data.total).toBe(0);
      expect((await call('GET', `/prm/api/toDo?userId=${staffId}`, admin)).json().data.total).toBe(3);
      expect((await call('GET', '/prm/api/toDo', admin2)).json().data.total).toBe(0);
    });

    it('counts unread messages, lists them and marks own messages read only', async () => {
      expect((await call('GET', '/prm/api/haveMessage', admin)).json()).toMatchObject({ code: 0, data: 3 });
      // The demo's messages come from its events (server/seed/approvals.ts): the administrator has
      // four unlock applications to approve, one already approved; 张三 has the 8 notices the
      // administrator published and the approval's result.
      expect((await call('GET', '/prm/api/haveMessage', staff)).json().data).toBe(9);
      const all = (await call('GET', '/prm/api/messageList', admin)).json().data;
      expect(all).toMatchObject({ total: 4, current: 1, size: 10 });
      expect(all.records.filter((m: any) => m.read)).toHaveLength(1);
      expect(all.records.every((m: any) => m.kind === 'approval' && m.link.startsWith('/notification?id=0&approvalId='))).toBe(true);
      const unread = all.records.find((m: any) => !m.read);
      expect((await call('POST', `/prm/api/messageRead/${unread.id}`, staff)).statusCode).toBe(404);
      expect((await call('POST', `/prm/api/messageRead/${unread.id}`, admin2)).statusCode).toBe(404);
      expect((await call('GET', '/prm/api/haveMessage', admin)).json().data).toBe(3);
      expect((await call('POST', `/prm/api/messageRead/${unread.id}`, admin)).json()).toMatchObject({ code: 0, data: true });
      expect((await call('POST', `/prm/api/messageRead/${unread.id}`, admin)).json().data).toBe(true);
      expect((await call('GET', '/prm/api/haveMessage', admin)).json().data).toBe(2);
      expect((await call('POST', '/prm/api/messageRead/999999', admin)).statusCode).toBe(404);
      const page = (await call('GET', '/prm/api/messageList?current=2&size=2', admin)).json().data;
      expect(page.records).toHaveLength(2);
      expect(page.records.find((m: any) => m.id === unread.id)?.read ?? true).toBe(true);
    });
  });
});
