import Decimal from 'decimal.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/schemas';
import { makePlatformAdmin } from '../../server/org/platform-admin';
import { multipart, startApp, targets } from './harness';

/**
 * The organisation screen, the content pages (tutorials, contact details, questionnaires) and the
 * customer information calls (docs/organisations.md, docs/content-pages.md, docs/customer-info.md).
 */

const VIDEO = fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/assets/tutorial-demo.webm'));

describe.each(targets)('organisations, content and customer information on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let platform: string;
  let admin: string;
  let staff: string;
  let admin2: string;
  let orgId: Record<string, number>;
  const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, body: unknown) =>
    h.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body as object });

  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 1000 });
    [platform, admin, staff, admin2] = await Promise.all([
      h.tokenFor('2|platform|SERVICE'),
      h.tokenFor('2|admin|DEMO'),
      h.tokenFor('0|13800138000|DEMO'),
      h.tokenFor('2|admin|DEMO2'),
    ]);
    const orgs = await h.ctx.db.selectFrom('hrs_org').select(['id', 'org_code']).execute();
    orgId = Object.fromEntries(orgs.map((o) => [o.org_code, Number(o.id)]));
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('/hrs_org', () => {
    it('lists every organisation for the platform administrator, with group membership', async () => {
      const d = (await h.get('/hrs/org/manage?size=50', platform)).json().data;
      expect(d.platform).toBe(true);
      expect(d.records.map((o: any) => o.orgCode).sort()).toEqual(['DEMO', 'DEMO2', 'DEMOSUP', 'SERVICE']);
      expect(d.records.find((o: any) => o.orgCode === 'DEMO2')).toMatchObject({
        groupOrgId: orgId.DEMO,
        groupOrgName: '演示国际货运代理有限公司',
        orgVersion: '网上订舱',
      });
      expect(d.records.find((o: any) => o.orgCode === 'DEMO')).toMatchObject({ memberCount: 1, stopDate: '2099-12-31', chatEnabled: true });
      const filtered = (await h.get(`/hrs/org/manage?keyword=${encodeURIComponent('第二')}`, platform)).json().data;
      expect(filtered.records.map((o: any) => o.orgCode)).toEqual(['DEMO2']);
    });

    it('shows any other administrator their own organisation only; another id is a 404', async () => {
      const d = (await h.get('/hrs/org/manage?size=50', admin)).json().data;
      expect(d.platform).toBe(false);
      expect(d.records.map((o: any) => o.orgCode)).toEqual(['DEMO']);
      expect((await h.get(`/hrs/org/manage/${orgId.DEMO2}`, admin)).statusCode).toBe(404);
      expect((await h.get(`/hrs/org/manage/${orgId.DEMO}`, admin)).json().data.orgCode).toBe('DEMO');
      expect((await h.get('/hrs/org/manage/groups', admin)).statusCode).toBe(403);
      // Without the HRS menu (staff): nothing.
      expect((await h.get('/hrs/org/manage', staff)).statusCode).toBe(403);
    });

    it("lets an organisation's administrator edit its company card and nothing of its account", async () => {
      const ok = await send('PUT', `/hrs/org/manage/${orgId.DEMO}`, admin, { companyContactInfo: '电话：021-11111111' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.companyContactInfo).toBe('电话：021-11111111');
      for (const body of [{ orgVersion: '集团版' }, { stopDate: '2100-01-01' }, { chatEnabled: false }, { groupOrgId: orgId.DEMOSUP }]) {
        const r = await send('PUT', `/hrs/org/manage/${orgId.DEMO}`, admin, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await send('PUT', `/hrs/org/manage/${orgId.DEMO2}`, admin, { companyProfile: 'x' })).statusCode).toBe(404);
      const row = await h.ctx.db
        .selectFrom('hrs_org')
        .select(['org_version', 'stop_date'])
        .where('id', '=', orgId.DEMO)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ org_version: '专业版', stop_date: '2099-12-31' });
    });

    it('lets the platform administrator set version, stop date, chat, private SaaS and group, with the group rules', async () => {
      const r = await send('PUT', `/hrs/org/manage/${orgId.DEMOSUP}`, platform, {
        orgVersion: '集团版',
        stopDate: '2027-06-30',
        chatEnabled: false,
        privateSaas: true,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ orgVersion: '集团版', stopDate: '2027-06-30', chatEnabled: false, privateSaas: true });
      // The user's own view follows (the top bar reads it).
      const sup = await h.tokenFor('2|chenjing|DEMOSUP');
      expect((await h.get('/hrs/user/current', sup)).json().data).toMatchObject({
        orgVersion: '集团版',
        stopDate: '2027-06-30',
        privateSaas: true,
      });

      const bad = async (id: number, groupOrgId: unknown) => (await send('PUT', `/hrs/org/manage/${id}`, platform, { groupOrgId })).json();
      expect((await bad(orgId.DEMOSUP, orgId.DEMOSUP)).data.errors.groupOrgId).toBe('不能把公司设为自己的集团');
      expect((await bad(orgId.DEMOSUP, orgId.DEMO2)).data.errors.groupOrgId).toBe('所属集团本身是另一集团的成员');
      expect((await bad(orgId.DEMO, orgId.DEMOSUP)).data.errors.groupOrgId).toMatch(/集团公司/);
      expect((await bad(orgId.DEMOSUP, 999999)).data.errors.groupOrgId).toBe('所属集团不存在');
      expect((await send('PUT', `/hrs/org/manage/${orgId.DEMOSUP}`, platform, { groupOrgId: orgId.DEMO })).statusCode).toBe(200);
      expect(
        (
          await send('PUT', `/hrs/org/manage/${orgId.DEMOSUP}`, platform, { groupOrgId: null, chatEnabled: true, privateSaas: false })
        ).json().data.groupOrgId,
      ).toBeNull();
      expect((await send('PUT', `/hrs/org/manage/${orgId.SERVICE}`, platform, { status: '0' })).json().data.errors.status).toBe(
        '不能停用自己所在的公司',
      );
    });

    it('creates an organisation with its first administrator, who can log in; a taken code is a 409', async () => {
      const body = {
        orgCode: 'NEWCO',
        orgName: '新开通货代有限公司',
        orgVersion: '标准版',
        stopDate: '2030-12-31',
        status: '1',
        adminLoginName: 'boss',
        adminUserName: '王总',
        adminPassword: 'Start@2026',
      };
      expect((await send('POST', '/hrs/org/manage', admin, body)).statusCode).toBe(403);
      const weak = await send('POST', '/hrs/org/manage', platform, { ...body, adminPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(Object.keys(weak.json().data.errors)).toEqual(['adminPassword']);
      const r = await send('POST', '/hrs/org/manage', platform, body);
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ orgCode: 'NEWCO', userCount: 1 });
      const login = await h.login('2|boss|NEWCO', 'Start@2026');
      expect(login.statusCode).toBe(200);
      const tree = (await h.get('/hrs/permission', login.json().access_token)).json().data;
      expect(tree.length).toBeGreaterThan(3);
      expect((await send('POST', '/hrs/org/manage', platform, body)).statusCode).toBe(409);
    });

    it('ends the sessions of an organisation the platform administrator disables', async () => {
      const boss = (await h.login('2|boss|NEWCO', 'Start@2026')).json().access_token;
      expect((await h.get('/hrs/user/current', boss)).statusCode).toBe(200);
      expect(
        (
          await send(
            'PUT',
            `/hrs/org/manage/${(await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'NEWCO').executeTakeFirstOrThrow()).id}`,
            platform,
            { status: '0' },
          )
        ).statusCode,
      ).toBe(200);
      expect((await h.get('/hrs/user/current', boss)).statusCode).toBe(401);
    });

    it("bootstraps a platform administrator from the command line's function, creating what is missing", async () => {
      const r = await makePlatformAdmin(h.ctx.db, { orgCode: 'OPS', orgName: '平台运营', login: 'root' });
      expect(r).toMatchObject({ orgCreated: true, userCreated: true });
      expect(r.password).toMatch(/^.{8,}$/);
      const root = (await h.login('2|root|OPS', r.password!)).json().access_token;
      expect((await h.get('/hrs/org/manage?size=50', root)).json().data.platform).toBe(true);
      // An existing user becomes one, and may get a new password.
      expect(await makePlatformAdmin(h.ctx.db, { orgCode: 'OPS', login: 'root', password: 'Changed@2026' })).toEqual({
        orgCreated: false,
        userCreated: false,
      });
      expect((await h.login('2|root|OPS', 'Changed@2026')).statusCode).toBe(200);
      await expect(makePlatformAdmin(h.ctx.db, { orgCode: 'OPS', login: 'root', password: 'weak' })).rejects.toThrow(/too weak/);
      await expect(makePlatformAdmin(h.ctx.db, { orgCode: 'bad code', login: 'root' })).rejects.toThrow(/--org/);
    });

    it('keeps the platform role when the user list edits that user', async () => {
      const kefu = await h.tokenFor('2|kefu|SERVICE');
      const user = await h.ctx.db.selectFrom('hrs_user').select('id').where('login_name', '=', 'platform').executeTakeFirstOrThrow();
      const r = await send('PUT', `/api/hrs_user/${user.id}`, kefu, { loginRole: 'staff', userEname: 'Platform admin' });
      expect(r.statusCode).toBe(200);
      const row = await h.ctx.db
        .selectFrom('hrs_user')
        .select(['login_role', 'user_ename'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ login_role: 'superAdmin', user_ename: 'Platform admin' });
      // And nobody can give it: the field offers admin and staff only.
      expect((await send('PUT', `/api/hrs_user/${user.id}`, kefu, { loginRole: 'superAdmin' })).statusCode).toBe(400);
    });
  });

  describe('/contactUs', () => {
    it("shows everyone the installation's contact details and their organisation", async () => {
      const d = (await h.get('/hrs/contactUs/details', admin2)).json().data;
      expect(d.installation).toMatchObject({ companyName: '货代管理平台运营中心', phone: '400-000-0000' });
      expect(d.organisation).toMatchObject({ orgCode: 'DEMO2', orgVersion: '网上订舱' });
      expect(d.canEdit).toBe(false);
      expect((await h.get('/hrs/contactUs/details', platform)).json().data.canEdit).toBe(true);
    });

    it('lets only the platform administrator change them, with the field rules', async () => {
      const body = {
        companyName: '平台运营中心',
        phone: '400-111-2222',
        email: 'help@platform.example',
        website: 'https://help.platform.example',
      };
      expect((await send('PUT', '/hrs/contactUs/installation', admin, body)).statusCode).toBe(403);
      const bad = await send('PUT', '/hrs/contactUs/installation', platform, { ...body, email: 'not-an-email' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().data.errors)).toEqual(['email']);
      const js = await send('PUT', '/hrs/contactUs/installation', platform, { ...body, website: 'javascript:alert(1)' });
      expect(js.json().data.errors.website).toMatch(/http/);
      expect((await send('PUT', '/hrs/contactUs/installation', platform, body)).statusCode).toBe(200);
      expect((await h.get('/hrs/contactUs/details', staff)).json().data.installation).toMatchObject({
        companyName: '平台运营中心',
        email: 'help@platform.example',
      });
    });
  });

  describe('video tutorials', () => {
    it("lists the platform's videos to everyone and an organisation's own to its people", async () => {
      const mine = (await h.get('/hrs/doc/videos', admin)).json().data;
      expect(mine.map((v: any) => [v.docName, v.own])).toEqual([
        ['平台入门：三分钟了解货代管理平台', false],
        ['空运出口订单录入', true],
      ]);
      const other = (await h.get('/hrs/doc/videos', admin2)).json().data;
      expect(other.map((v: any) => v.docName)).toEqual(['平台入门：三分钟了解货代管理平台']);
      // The file plays: video/webm, inline, and a byte range for seeking.
      const file = await h.get(mine[0].videoUrl);
      expect(file.headers['content-type']).toBe('video/webm');
      expect(file.headers['content-disposition']).toMatch(/^inline/);
      const part = await h.app.inject({ method: 'GET', url: mine[0].videoUrl, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
      expect(part.rawPayload.length).toBe(100);
      const tail = await h.app.inject({ method: 'GET', url: mine[0].videoUrl, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
      expect((await h.app.inject({ method: 'GET', url: mine[0].videoUrl, headers: { range: `bytes=${VIDEO.length}-` } })).statusCode).toBe(
        416,
      );
    });

    it('takes video uploads by content and a help document needs a file or a video', async () => {
      const up = (name: string, bytes: Buffer, kind: string) => {
        const m = multipart(name, bytes);
        return h.app.inject({
          method: 'POST',
          url: `/api/upload?kind=${kind}`,
          headers: { authorization: `Bearer ${admin}`, ...m.headers },
          payload: m.payload,
        });
      };
      const ok = await up('入门.webm', VIDEO, 'video');
      expect(ok.statusCode).toBe(200);
      expect((await up('fake.mp4', VIDEO, 'video')).statusCode).toBe(400); // webm content under an mp4 name
      expect((await up('clip.webm', Buffer.from('not a video at all'), 'video')).statusCode).toBe(400);
      expect((await up('clip.webm', VIDEO, 'document')).statusCode).toBe(400);
      // Larger than a document may be, within the video limit.
      const big = Buffer.concat([VIDEO, Buffer.alloc(UPLOAD_MAX_BYTES + 1024)]);
      expect((await up('big.webm', big, 'video')).statusCode).toBe(200);
      expect(
        (await up('big.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_MAX_BYTES + 1024)]), 'document')).statusCode,
      ).toBe(413);

      const none = await send('POST', '/api/hrs_doc', admin, { docName: '空文档', docCategory: 'VIDEO' });
      expect(none.statusCode).toBe(400);
      expect(none.json().data.errors).toMatchObject({ videoUrl: '请上传文档文件或视频文件' });
      const doc = await send('POST', '/api/hrs_doc', admin, {
        docName: '新视频',
        docCategory: 'VIDEO',
        videoUrl: ok.json().data.fileUrl,
        sortOrder: 9,
      });
      expect(doc.statusCode).toBe(200);
      expect((await h.get('/hrs/doc/videos', staff)).json().data.map((v: any) => v.docName)).toContain('新视频');
      // Clearing the video of a document without a file is refused too.
      expect((await send('PUT', `/api/hrs_doc/${doc.json().data.id}`, admin, { videoUrl: null })).statusCode).toBe(400);
    });
  });

  describe('/investigate', () => {
    it('serves the published questionnaire and stores one answer sheet per user, replaced on resend', async () => {
      const cur = (await h.get('/hrs/investigate/current', admin)).json().data;
      expect(cur.questionnaire.title).toBe('平台使用体验调查');
      expect(cur.answers).toBeNull();
      expect(cur.canManage).toBe(false);
      const id = cur.questionnaire.id;
      const bad = await send('POST', `/hrs/investigate/${id}/answer`, admin, { answers: { q1: '航天', q3: 9, q9: 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual({ q1: '请选择给出的选项', q3: '请打1到5分', q9: '没有这道题' });
      const missing = await send('POST', `/hrs/investigate/${id}/answer`, admin, { answers: { q2: ['货物追踪'] } });
      expect(missing.json().data.errors).toEqual({ q1: '此题必须回答', q3: '此题必须回答' });
      const ok = await send('POST', `/hrs/investigate/${id}/answer`, admin, {
        answers: { q1: '海运', q2: ['运价查询', '运价查询'], q3: 5, q4: '  很好用  ' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.answers).toEqual({ q1: '海运', q2: ['运价查询'], q3: 5, q4: '很好用' });
      await send('POST', `/hrs/investigate/${id}/answer`, admin, { answers: { q1: '空运', q3: 3 } });
      expect((await h.get('/hrs/investigate/current', admin)).json().data.answers).toEqual({ q1: '空运', q3: 3 });
      const rows = await h.ctx.db.selectFrom('inv_answer').select('user_id').where('questionnaire_id', '=', id).execute();
      expect(rows).toHaveLength(2); // the staff user's (demo data) and the admin's
    });

    it("lets the platform administrator read every organisation's answers with a summary", async () => {
      const id = (await h.get('/hrs/investigate/current', admin)).json().data.questionnaire.id;
      expect((await h.get(`/hrs/investigate/manage/${id}/answers`, admin)).statusCode).toBe(403);
      const d = (await h.get(`/hrs/investigate/manage/${id}/answers`, platform)).json().data;
      expect(d.total).toBe(2);
      expect(d.records.map((r: any) => r.orgName)).toEqual(['演示国际货运代理有限公司', '演示国际货运代理有限公司']);
      const q1 = d.summary.find((s: any) => s.id === 'q1');
      expect(q1).toEqual({ id: 'q1', answered: 2, counts: { 空运: 2, 海运: 0, 铁路: 0, 陆运: 0 } });
      expect(d.summary.find((s: any) => s.id === 'q2')).toEqual({
        id: 'q2',
        answered: 1,
        counts: { 订单管理: 1, 运价查询: 0, 货物追踪: 1, 结算报表: 0 },
      });
      expect(d.summary.find((s: any) => s.id === 'q3')).toEqual({ id: 'q3', answered: 2, average: 3.5 });
    });

    it('checks definitions, locks answered questions and closes questionnaires', async () => {
      expect((await send('POST', '/hrs/investigate/manage', admin, { title: 'x', questions: [] })).statusCode).toBe(403);
      const bad = await send('POST', '/hrs/investigate/manage', platform, {
        title: '',
        questions: [{ id: 'a', type: 'single', title: '选哪个', options: ['一'] }],
      });
      expect(bad.json().data.errors).toEqual({ title: '请输入问卷标题', 'questions[0].options': '选择题需要2到20个选项' });
      const q = { title: '新问卷', intro: '', status: 'DRAFT', questions: [{ id: 'a', type: 'text', title: '意见', required: true }] };
      const made = (await send('POST', '/hrs/investigate/manage', platform, q)).json().data;
      // A draft is nobody's current questionnaire.
      expect((await h.get('/hrs/investigate/current', staff)).json().data.questionnaire.title).toBe('平台使用体验调查');
      expect((await send('POST', `/hrs/investigate/${made.id}/answer`, staff, { answers: { a: 'x' } })).statusCode).toBe(404);
      await send('PUT', `/hrs/investigate/manage/${made.id}`, platform, { ...q, status: 'PUBLISHED' });
      expect((await h.get('/hrs/investigate/current', staff)).json().data.questionnaire.id).toBe(made.id);
      expect((await send('POST', `/hrs/investigate/${made.id}/answer`, staff, { answers: { a: '多一些运价' } })).statusCode).toBe(200);
      const changed = await send('PUT', `/hrs/investigate/manage/${made.id}`, platform, {
        ...q,
        status: 'PUBLISHED',
        questions: [{ ...q.questions[0], title: '改了' }],
      });
      expect(changed.statusCode).toBe(409);
      expect(
        (await send('PUT', `/hrs/investigate/manage/${made.id}`, platform, { ...q, title: '新问卷（已结束）', status: 'CLOSED' }))
          .statusCode,
      ).toBe(200);
      expect((await send('POST', `/hrs/investigate/${made.id}/answer`, staff, { answers: { a: 'late' } })).statusCode).toBe(409);
      const list = (await h.get('/hrs/investigate/manage', platform)).json().data;
      expect(list.find((x: any) => x.id === made.id)).toMatchObject({ status: 'CLOSED', answerCount: 1 });
    });

    it("shows the open questionnaire's activity image to those who have not answered it, never when closed", async () => {
      const activity = async (token: string) => {
        const r = await h.get('/hrs/investigate/activity', token);
        expect(r.statusCode, r.body).toBe(200);
        return r.json().data;
      };
      const seeded = (await h.get('/hrs/investigate/manage', platform)).json().data.find((x: any) => x.title === '平台使用体验调查');
      expect(seeded.activityImage).toMatch(/^\/files\/[0-9a-f-]{36}\//);
      // DEMO2's administrator has not answered: the image, which opens /investigate.
      expect(await activity(admin2)).toEqual({ id: seeded.id, title: '平台使用体验调查', activityImage: seeded.activityImage });
      const picture = await h.app.inject({ method: 'GET', url: seeded.activityImage });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\/png/);
      // Answered (DEMO's staff member in the demo data, DEMO's administrator above): not shown.
      expect(await activity(staff)).toBeNull();
      expect(await activity(admin)).toBeNull();
      expect((await h.app.inject({ method: 'GET', url: '/hrs/investigate/activity' })).statusCode).toBe(401);

      // Only a picture stored in the product may be the activity image.
      const { id, status, answerCount, createTime, updateTime, ...definition } = seeded;
      const pdf = multipart('规则.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
      const upload = await h.app.inject({
        method: 'POST',
        url: '/api/upload?kind=document',
        headers: { authorization: `Bearer ${platform}`, ...pdf.headers },
        payload: pdf.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      for (const activityImage of [
        upload.json().data.fileUrl,
        'https://img.example.com/a.png',
        '/files/00000000-0000-4000-8000-000000000000/x.png',
      ]) {
        const bad = await send('PUT', `/hrs/investigate/manage/${id}`, platform, { ...definition, status, activityImage });
        expect(bad.statusCode, activityImage).toBe(400);
        expect(Object.keys(bad.json().data.errors)).toEqual(['activityImage']);
      }
      expect((await h.get('/hrs/investigate/manage', platform)).json().data.find((x: any) => x.id === id).activityImage).toBe(
        seeded.activityImage,
      );

      // Closed: nobody sees it; published again: it is back.
      expect((await send('PUT', `/hrs/investigate/manage/${id}`, platform, { ...definition, status: 'CLOSED' })).statusCode).toBe(200);
      expect(await activity(admin2)).toBeNull();
      expect((await send('PUT', `/hrs/investigate/manage/${id}`, platform, { ...definition, status: 'PUBLISHED' })).statusCode).toBe(200);
      expect(await activity(admin2)).toMatchObject({ id, activityImage: seeded.activityImage });
      // Without a picture there is nothing to show.
      expect(
        (await send('PUT', `/hrs/investigate/manage/${id}`, platform, { ...definition, status: 'PUBLISHED', activityImage: null }))
          .statusCode,
      ).toBe(200);
      expect(await activity(admin2)).toBeNull();
      expect((await send('PUT', `/hrs/investigate/manage/${id}`, platform, { ...definition, status: 'PUBLISHED' })).statusCode).toBe(200);
      // Once DEMO2's administrator answers, it is gone for them.
      expect((await send('POST', `/hrs/investigate/${id}/answer`, admin2, { answers: { q1: '陆运', q3: 5 } })).statusCode).toBe(200);
      expect(await activity(admin2)).toBeNull();
    });
  });

  describe('customer information', () => {
    let brightStar: number;
    it("lists the organisation's customers with their order figures and pending information", async () => {
      const d = (await h.get('/prm/customerInfo/customers', admin)).json().data;
      const codes = d.records.map((c: any) => c.coopCode);
      expect(codes).toEqual(expect.arrayContaining(['BRIGHTSTAR', 'ELBEIMPORT']));
      const c = d.records.find((x: any) => x.coopCode === 'BRIGHTSTAR');
      brightStar = c.id;
      expect(c).toMatchObject({ orderCount: 4, recentOrderCount: 4, pendingInfo: 1 });
      expect(d.records.find((x: any) => x.coopCode === 'ELBEIMPORT')).toMatchObject({ orderCount: 1 });
      expect((await h.get('/prm/customerInfo/customers?keyword=elbe', admin)).json().data.records.map((x: any) => x.coopCode)).toEqual([
        'ELBEIMPORT',
      ]);
      const own2 = (await h.get('/prm/customerInfo/customers', admin2)).json().data.records.map((x: any) => x.coopCode);
      expect(own2).toContain('SUZHOUTECH');
      expect(own2).not.toContain('BRIGHTSTAR');
    });

    it("shows a customer's profile: agreements, orders by scope and open receivables summed exactly", async () => {
      const p = (await h.get(`/prm/customerInfo/customers/${brightStar}`, admin)).json().data;
      expect(p.customer).toMatchObject({ coopCode: 'BRIGHTSTAR', creditAmount: '200000.00' });
      expect(p.agreements.map((a: any) => a.agreementCode)).toEqual(['AG2026001']);
      expect(p.orders.byScope).toEqual([
        { scope: 'AE', total: 3, recent: 3 },
        { scope: 'SE', total: 1, recent: 1 },
      ]);
      expect(p.orders.recent).toHaveLength(4);
      expect(p.receivables).toEqual([]);
      // Debit notes (bills of side AR): the outstanding balance of confirmed and sent ones is owed; a
      // draft, a settled note and a payment application (AP) are not.
      const demo = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
      const bill = (n: string, type: string, status: string, currency: string, amount: string, balance: string) => ({
        org_id: demo,
        bill_type: type,
        bill_number: n,
        coop_id: brightStar,
        currency,
        bill_date: '2026-04-01',
        bill_status: status,
        amount,
        tax_amount: '0',
        settled_amount: new Decimal(amount).minus(balance).toFixed(2),
        balance,
      });
      await h.ctx.db
        .insertInto('css_bill' as any)
        .values([
          bill('T-DN-1', 'AR', 'SENT', 'CNY', '12850.50', '12850.50'),
          bill('T-DN-2', 'AR', 'CONFIRMED', 'CNY', '8600.00', '3600.10'),
          bill('T-DN-3', 'AR', 'SETTLED', 'USD', '980.25', '0.00'),
          bill('T-DN-4', 'AR', 'DRAFT', 'CNY', '500.00', '500.00'),
          bill('T-PA-1', 'AP', 'APPROVED', 'CNY', '700.00', '700.00'),
        ] as any)
        .execute();
      const again = (await h.get(`/prm/customerInfo/customers/${brightStar}`, admin)).json().data;
      expect(again.receivables).toEqual([{ currency: 'CNY', amount: '16450.60', count: 2 }]);
      expect((await h.get(`/prm/customerInfo/customers/${brightStar}`, admin2)).statusCode).toBe(404);
    });

    it("shows the group's own organisation its members' customers, and a member only its own", async () => {
      const d = (await h.get('/prm/customerInfo/group/customers', admin)).json().data;
      const both = d.records.map((c: any) => `${c.orgName}:${c.coopCode}`);
      expect(both).toEqual(
        expect.arrayContaining([
          '演示国际货运代理有限公司:BRIGHTSTAR',
          '演示国际货运代理有限公司:ELBEIMPORT',
          '第二演示物流有限公司:SUZHOUTECH',
        ]),
      );
      expect(new Set(d.records.map((c: any) => c.orgName))).toEqual(new Set(['演示国际货运代理有限公司', '第二演示物流有限公司']));
      const suzhou = d.records.find((c: any) => c.coopCode === 'SUZHOUTECH');
      expect((await h.get(`/prm/customerInfo/group/customers/${suzhou.id}`, admin)).json().data.customer.orgName).toBe(
        '第二演示物流有限公司',
      );
      const member = (await h.get('/prm/customerInfo/group/customers', admin2)).json().data;
      expect(new Set(member.records.map((c: any) => c.orgName))).toEqual(new Set(['第二演示物流有限公司']));
      expect((await h.get(`/prm/customerInfo/group/customers/${brightStar}`, admin2)).statusCode).toBe(404);
    });

    it("collects a customer's own information by link, and accepting writes it into the partner", async () => {
      const link = (await send('POST', '/prm/customerInfo/links', admin, { coopId: brightStar })).json().data;
      expect(link.token).toMatch(/^[0-9a-f-]{36}$/);
      const page = (await h.get(`/prm/external/customerInfo?o=${link.token}`)).json().data;
      expect(page).toMatchObject({ forwarderName: '演示国际货运代理有限公司', lastStatus: null });
      expect(page.values).toMatchObject({ coopName: '上海明星贸易有限公司', contactPhone: '021-5888 0000' });
      expect(Object.keys(page.values).sort()).toEqual([
        'address',
        'contactEmail',
        'contactName',
        'contactPhone',
        'coopName',
        'coopNameEn',
        'countryCode',
        'taxCode',
      ]);

      const bad = await send('POST', `/prm/external/customerInfo?o=${link.token}`, undefined, {
        ...page.values,
        contactEmail: 'nope',
        creditAmount: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().data.errors).sort()).toEqual(['contactEmail', 'creditAmount']);
      const sent = await send('POST', `/prm/external/customerInfo?o=${link.token}`, undefined, {
        ...page.values,
        contactPhone: '021-5999 1234',
        address: '',
      });
      expect(sent.statusCode).toBe(200);
      const pending = (await h.get('/prm/customerInfo/submissions', admin)).json().data.records;
      const mine = pending.find((s: any) => s.data.contactPhone === '021-5999 1234');
      expect(mine).toBeTruthy();

      // Another organisation cannot decide on it.
      expect((await send('POST', `/prm/customerInfo/submissions/${mine.id}/accept`, admin2, {})).statusCode).toBe(404);
      expect((await send('POST', `/prm/customerInfo/submissions/${mine.id}/accept`, admin, {})).statusCode).toBe(200);
      const coop = (await h.get(`/api/prm_coop/${brightStar}`, admin)).json().data;
      // The phone is the customer's; the address it left empty keeps the forwarder's.
      expect(coop).toMatchObject({ contactPhone: '021-5999 1234', address: '上海市浦东新区世纪大道 88 号' });
      expect((await send('POST', `/prm/customerInfo/submissions/${mine.id}/reject`, admin, {})).statusCode).toBe(409);
    });

    it('makes a new customer from a link without a partner, once the forwarder gives it a code', async () => {
      const link = (await send('POST', '/prm/customerInfo/links', admin, {})).json().data;
      await send('POST', `/prm/external/customerInfo?o=${link.token}`, undefined, {
        coopName: '宁波海天进出口有限公司',
        contactName: '陈晨',
        countryCode: 'CN',
      });
      const sub = (await h.get('/prm/customerInfo/submissions', admin))
        .json()
        .data.records.find((s: any) => s.data.coopName === '宁波海天进出口有限公司');
      const noCode = await send('POST', `/prm/customerInfo/submissions/${sub.id}/accept`, admin, {});
      expect(noCode.json().data.errors).toEqual({ coopCode: '请为新客户填写伙伴代码' });
      const ok = await send('POST', `/prm/customerInfo/submissions/${sub.id}/accept`, admin, { coopCode: 'NBHAITIAN' });
      expect(ok.statusCode).toBe(200);
      const coop = (await h.get(`/api/prm_coop/${ok.json().data.coopId}`, admin)).json().data;
      expect(coop).toMatchObject({ coopCode: 'NBHAITIAN', coopType: 'customer', coopName: '宁波海天进出口有限公司' });
    });

    it('refuses unknown, malformed and expired links alike', async () => {
      const link = (await send('POST', '/prm/customerInfo/links', admin, {})).json().data;
      await h.ctx.db
        .updateTable('prm_customer_info_link')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token', '=', link.token)
        .execute();
      for (const o of [link.token, '00000000-0000-4000-8000-000000000000', 'x']) {
        const r = await h.get(`/prm/external/customerInfo?o=${o}`);
        expect(r.statusCode, o).toBe(404);
        expect(r.json().messageInfo).toBe('链接无效或已过期');
      }
      expect((await send('POST', '/prm/customerInfo/links', admin2, { coopId: brightStar })).statusCode).toBe(400);
    });
  });
});
