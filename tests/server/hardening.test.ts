import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, startApp, targets } from './harness';

/**
 * Issue 10's security defects, each with the request that showed it (docs/security.md): URL fields,
 * loose ids, the last administrator, upload names, party lengths, rich-text images, headers, the
 * version check's conditional request, the role-permission 401 and logged faults.
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(targets)('hardening on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-dist-'));
  const call = (method: string, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}`, ...headers }, payload: payload as any });

  beforeAll(async () => {
    // A built app of two files, so / and /assets/* are served as in production.
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'version.json'), '{"pack_vue_version":"v42"}');
    h = await startApp(target, { staticDir: dist });
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('URL fields (defect 1)', () => {
    const BAD = [
      'javascript:alert(document.domain)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.pdf',
      'http://',
      'https://exa mple.com/x',
      'https://x.example/\u0001',
      '/files/../../etc/passwd',
      '/api/hrs_user',
      'vbscript:x',
      'file:///etc/passwd',
    ];

    it('refuses every address that is neither http(s) nor a stored file, on help documents, website fields and file rows', async () => {
      for (const url of BAD) {
        const doc = await call('POST', '/api/hrs_doc', admin, { docName: '用户手册', docUrl: url });
        expect(doc.statusCode, url).toBe(400);
        expect(doc.json().data.errors.docUrl, url).toMatch(/http/);
        const carrier = await call('POST', '/api/af_carrier', admin, { carrierCode: 'ZZ', carrierNameEn: 'Z AIR', website: url });
        expect(carrier.statusCode, url).toBe(400);
        expect(carrier.json().data.errors.website, url).toBeTruthy();
        const order = await call('POST', '/api/af_order', admin, {
          orderCode: 'URL-1',
          attachments: [{ fileType: '文件', fileName: 'a.pdf', fileUrl: url }],
        });
        expect(order.statusCode, url).toBe(400);
        expect(order.json().data.errors['attachments[0].fileUrl'], url).toBeTruthy();
      }
      const docs = (await call('GET', '/api/hrs_doc?docName_like=用户手册&fields=docUrl', admin)).json().data.records;
      expect(docs.every((d: any) => /^https:\/\//.test(d.docUrl))).toBe(true);
    });

    it("accepts http(s) addresses and the product's own stored files", async () => {
      const up = await h.app.inject({ method: 'POST', url: '/api/upload?kind=document', ...withAuth(multipart('手册.png', PNG), admin) });
      const own = up.json().data.fileUrl;
      for (const url of ['https://docs.example.com/manual.pdf', 'http://intranet.example:8080/a?b=1#c', own]) {
        const r = await call('POST', '/api/hrs_doc', admin, { docName: `文档 ${url.length}`, docUrl: url });
        expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
        expect(r.json().data.docUrl).toBe(url);
      }
    });

    it('never hands out a stored address that is not safe, even one written before the rule', async () => {
      const org = await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO2').executeTakeFirstOrThrow();
      await h.ctx.db
        .insertInto('hrs_doc')
        .values({ org_id: org.id, doc_name: '新手指引', doc_url: 'javascript:alert(document.domain)' })
        .execute();
      const guide = await call('GET', `/hrs/permission/helpDoc/${encodeURIComponent('新手指引')}`, admin2);
      expect(guide.statusCode).toBe(404);
      expect(guide.body).not.toMatch(/javascript/);
    });
  });

  describe('ids (defect 6)', () => {
    /** Spellings Number() reads as the id n, and other non-canonical ids. */
    const looseIds = (n: number) => [
      `%20${n}`,
      `${n}.0`,
      `0x${n.toString(16)}`,
      `${n}e0`,
      `%2B${n}`,
      `0${n}`,
      `0b${n.toString(2)}`,
      `${n}%09`,
      '-1',
      '0',
      '9007199254740993',
      '%EF%BC%91',
    ];

    it('answers 404 for every loose form of an id, on every route that takes one', async () => {
      const dept = (await call('POST', '/api/hrs_dept', admin, { deptName: '编号测试部' })).json().data;
      expect(h.app.idRoutes.length).toBeGreaterThan(10);
      for (const route of h.app.idRoutes) {
        for (const loose of looseIds(dept.id)) {
          const url = route.url
            .replace(':resource', 'hrs_dept')
            .replace(':kind', 'export')
            .replace(':uuid', '4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f')
            .replace(/:[A-Za-z]*[a-z]Id\b|:id\b/g, loose);
          const r = await call(route.method, url, admin, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
          expect(r.statusCode, `${route.method} ${url}: ${r.body}`).toBe(404);
        }
      }
      // The canonical id still addresses the row, and a loose delete removed nothing.
      expect((await call('GET', `/api/hrs_dept/${dept.id}`, admin)).json().data.deptName).toBe('编号测试部');
    });

    it('refuses loose ids in id lists and reference filters', async () => {
      expect((await call('GET', '/api/hrs_dept?id_in=01', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/hrs_user?roleId=0x1', admin)).statusCode).toBe(400);
      expect((await call('GET', '/hrs/permission/getAllPermissionAndHave?roleId=1.0', admin)).statusCode).toBe(404);
    });
  });

  describe('the last administrator (defect 5)', () => {
    it("refuses removing, disabling or demoting an organisation's only administrator, with a clear 409", async () => {
      const users = (await call('GET', '/api/hrs_user', admin2)).json().data.records;
      expect(users).toHaveLength(1);
      const me = users[0];
      const roles = (await call('GET', '/api/hrs_role', admin2)).json().data.records;
      const adminRole = roles.find((r: any) => r.isAdmin);
      const clerk = (await call('POST', '/api/hrs_role', admin2, { roleCode: 'clerk', roleName: '文员', isAdmin: false })).json().data;

      for (const [method, url, body] of [
        ['DELETE', `/api/hrs_user/${me.id}`, undefined],
        ['PUT', `/api/hrs_user/${me.id}`, { status: '0' }],
        ['PUT', `/api/hrs_user/${me.id}`, { roleId: clerk.id }],
        ['PUT', `/api/hrs_role/${adminRole.id}`, { isAdmin: false }],
      ] as const) {
        const r = await call(method, url, admin2, body);
        expect(r.statusCode, `${method} ${url}`).toBe(409);
        expect(r.json().messageInfo).toMatch(/最后一位管理员/);
      }
      expect((await call('GET', `/api/hrs_user/${me.id}`, admin2)).json().data).toMatchObject({ status: '1', roleId: adminRole.id });
      expect((await call('GET', `/api/hrs_role/${adminRole.id}`, admin2)).json().data.isAdmin).toBe(true);

      // With a second administrator, the first may step down.
      const other = await call('POST', '/api/hrs_user', admin2, {
        userName: '王五',
        loginName: 'wangwu',
        roleId: adminRole.id,
        loginRole: 'admin',
        status: '1',
        password: 'Secret123',
      });
      expect(other.statusCode, other.body).toBe(200);
      expect((await call('PUT', `/api/hrs_user/${me.id}`, admin2, { roleId: clerk.id })).statusCode).toBe(200);
      // The one who stepped down lost the rights at once (defect 4); the remaining one acts.
      const wangwu = (await h.login('2|wangwu|DEMO2', 'Secret123')).json().access_token;
      const last = await call('DELETE', `/api/hrs_user/${other.json().data.id}`, wangwu);
      expect(last.statusCode).toBe(409);

      // Two administrators stepping down at the same moment: one of them stays.
      expect((await call('PUT', `/api/hrs_user/${me.id}`, wangwu, { roleId: adminRole.id })).statusCode).toBe(200);
      // Each steps down with their own session, so neither loses the rights before asking.
      const both = await Promise.all(
        (
          [
            [me.id, admin2],
            [other.json().data.id, wangwu],
          ] as const
        ).map(([id, token]) => call('PUT', `/api/hrs_user/${id}`, token, { roleId: clerk.id })),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });

  describe('uploads (defect 9) and party values (defect 10)', () => {
    it('serves a stored file whatever the length of its name', async () => {
      for (const n of [101, 150, 196]) {
        const name = `${'货'.repeat(n)}.png`;
        const up = await h.app.inject({ method: 'POST', url: '/api/upload?kind=image', ...withAuth(multipart(name, PNG), admin) });
        expect(up.statusCode, up.body).toBe(200);
        const got = await h.get(up.json().data.fileUrl);
        expect(got.statusCode, `${n} characters`).toBe(200);
        expect(got.rawPayload.equals(PNG)).toBe(true);
      }
    });

    it('answers a multipart body without a boundary with a 400', async () => {
      const r = await call('POST', '/api/upload?kind=image', admin, 'x', { 'content-type': 'multipart/form-data' });
      expect(r.statusCode).toBe(400);
      expect(r.json().data.errors.file).toBeTruthy();
    });

    it('limits party values to the lengths of docs/behaviour.md §1.5.2 on every write', async () => {
      const huge = await call('POST', '/api/af_order', admin, { orderCode: 'PARTY-1', shipper: { scName: 'A'.repeat(3 * 1024 * 1024) } });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().data.errors['shipper.scName']).toBe('最多100个字符');
      const over = await call('POST', '/api/af_order', admin, {
        orderCode: 'PARTY-2',
        consignee: { scAddress: 'B'.repeat(151), contactName: 'C'.repeat(51) },
      });
      expect(over.json().data.errors).toMatchObject({ 'consignee.scAddress': '最多150个字符', 'consignee.contactName': '最多50个字符' });
      const ok = await call('POST', '/api/af_order', admin, {
        orderCode: 'PARTY-3',
        shipper: { scName: 'A'.repeat(100), scAddress: 'B'.repeat(150) },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });

  describe('notices tell the organisation', () => {
    it('publishing a notice leaves one unread message for each enabled colleague, not for its author', async () => {
      const staff = await h.tokenFor('0|13800138000|DEMO');
      const count = async (token: string) => (await h.get('/prm/api/haveMessage', token)).json().data as number;
      const [staffBefore, adminBefore] = [await count(staff), await count(admin)];
      const draft = (
        await call('POST', '/api/hrs_notice', admin, { noticeTitle: '<b>系统升级</b>', noticeType: 'XTWH', noticeStatus: 'DRAFT' })
      ).json().data;
      expect(await count(staff)).toBe(staffBefore);
      expect((await call('PUT', `/api/hrs_notice/${draft.id}`, admin, { noticeStatus: 'PUBLISHED' })).statusCode).toBe(200);
      expect((await call('PUT', `/api/hrs_notice/${draft.id}`, admin, { noticeTitle: '<b>系统升级(改)</b>' })).statusCode).toBe(200);
      expect(await count(staff)).toBe(staffBefore + 1);
      expect(await count(admin)).toBe(adminBefore);
      const list = (await h.get('/prm/api/messageList?current=1&size=1', staff)).json().data.records;
      expect(list[0].title).toBe('新公告：系统升级');
    });
  });

  describe('rich text images (defect 11)', () => {
    it('keeps only images stored in the product', async () => {
      const up = await h.app.inject({ method: 'POST', url: '/api/upload?kind=image', ...withAuth(multipart('图.png', PNG), admin) });
      const own = up.json().data.fileUrl;
      const r = await call('POST', '/api/hrs_notice', admin, {
        noticeTitle: '图片',
        noticeType: 'XTGX',
        noticeContent: `<p><img src="${own}"><img src="https://tracker.example/pixel.gif?u=1"><img src="data:image/png;base64,iVBORw0KGgo="><img src="//tracker.example/p.gif"></p>`,
      });
      expect(r.statusCode, r.body).toBe(200);
      const html = r.json().data.noticeContent;
      expect(html).toContain(`<img src="${own}" />`);
      expect(html).not.toMatch(/tracker|data:/);
    });
  });

  describe('headers (defect 8) and the version check', () => {
    it('sends the security headers on the app, its assets, the API and unknown paths', async () => {
      for (const url of ['/', '/assets/app.js', '/version.json', '/hrs/user/current', '/nope']) {
        const r = url === '/hrs/user/current' ? await h.get(url, admin) : await h.get(url);
        const csp = String(r.headers['content-security-policy']);
        expect(csp, url).toMatch(/default-src 'self'/);
        expect(csp, url).toMatch(/script-src 'self'(;|$)/);
        expect(csp, url).toMatch(/frame-ancestors 'self'/);
        expect(csp, url).toMatch(/object-src 'none'/);
        expect(r.headers['x-content-type-options'], url).toBe('nosniff');
        expect(r.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(r.headers['referrer-policy'], url).toBe('no-referrer');
      }
      // Stored files keep their own, stricter policy.
      const up = await h.app.inject({ method: 'POST', url: '/api/upload?kind=image', ...withAuth(multipart('x.png', PNG), admin) });
      expect((await h.get(up.json().data.fileUrl)).headers['content-security-policy']).toBe('sandbox');
    });

    it('never lets the token answer be stored', async () => {
      const r = await h.login('2|admin|DEMO');
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('answers the version check with an ETag and a 304 when it has not changed', async () => {
      const first = await h.get('/version.json');
      expect(first.json()).toEqual({ pack_vue_version: 'v42' });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await h.app.inject({ method: 'GET', url: '/version.json', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      fs.writeFileSync(path.join(dist, 'version.json'), '{"pack_vue_version":"v43"}');
      const changed = await h.app.inject({ method: 'GET', url: '/version.json', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ pack_vue_version: 'v43' });
    });
  });

  describe('role permission and faults', () => {
    it('answers the role-permission 401 to a user whose role grants nothing at all (docs/behaviour.md §1.6, §1.8)', async () => {
      const role = (await call('POST', '/api/hrs_role', admin, { roleCode: 'nothing', roleName: '无权限', isAdmin: false })).json().data;
      const user = await call('POST', '/api/hrs_user', admin, {
        userName: '赵六',
        loginName: 'zhaoliu',
        roleId: role.id,
        loginRole: 'staff',
        status: '1',
        password: 'Secret123',
      });
      expect(user.statusCode, user.body).toBe(200);
      const r = await h.login('2|zhaoliu|DEMO', 'Secret123');
      expect(r.statusCode).toBe(401);
      expect(r.json().messageInfo).toBe('您的用户没有角色权限，请联系管理员');
      expect(r.json().access_token).toBeUndefined();

      // A session whose role comes to grant nothing at all gets the same answer on its next call.
      expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['prmManager', 'prm_coop'] })).statusCode).toBe(200);
      const token = (await h.login('2|zhaoliu|DEMO', 'Secret123')).json().access_token;
      expect((await h.get('/hrs/user/current', token)).statusCode).toBe(200);
      expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: [] })).statusCode).toBe(200);
      const next = await h.get('/hrs/user/current', token);
      expect(next.statusCode).toBe(401);
      expect(next.json().messageInfo).toBe('您的用户没有角色权限，请联系管理员');
    });

    it('logs every remaining 500 with the correlation id the answer carries', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const tree = h.ctx.catalogue.tree;
      h.ctx.catalogue.tree = () => {
        throw new Error('simulated fault');
      };
      try {
        const r = await h.get('/hrs/permission', admin);
        expect(r.statusCode).toBe(500);
        const id = r.json().data.correlationId;
        expect(id).toMatch(/^[0-9a-f]{12}$/);
        const lines = spy.mock.calls.map((c) => String(c[0]));
        expect(lines.some((l) => l.includes(`"reqId":"${id}"`) && l.includes('simulated fault'))).toBe(true);
      } finally {
        h.ctx.catalogue.tree = tree;
        spy.mockRestore();
      }
    });
  });
});

function withAuth(body: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } };
}
