import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realValues, recordFiller } from '../support/sample-record';
import { startApp, targets } from './harness';

describe.each(targets)('generic CRUD on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const call = (method: string, url: string, token: string, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Valid records (references created once per token). */
  let filler: ReturnType<typeof recordFiller> | undefined;
  const fill = (fields: any[], n: number, token = admin, self?: string) =>
    (filler ??= recordFiller(call, h.ctx.resources)).fill(fields, n, token, self);

  it('creates, lists, reads, updates and deletes a record of every crud resource, with an audit trail', async () => {
    const crud = [...h.ctx.resources.values()].filter((r) => !r.readOnly);
    expect(crud.length).toBeGreaterThan(0);
    for (const res of crud) {
      const values = await fill(res.fields, 1, admin, res.name);
      const created = await call('POST', `/api/${res.name}`, admin, values);
      expect(created.statusCode, `${res.name}: ${created.body}`).toBe(200);
      const rec = created.json().data;
      for (const [k, v] of Object.entries(values)) {
        if (res.byName.get(k)?.writeOnly) expect(rec[k], `${res.name}.${k} is never returned`).toBeUndefined();
        else expect(rec[k], `${res.name}.${k}`).toEqual(v);
      }

      const list = (await call('GET', `/api/${res.name}?current=1&size=50`, admin)).json().data;
      expect(list.total, res.name).toBeGreaterThanOrEqual(1);
      expect(
        list.records.some((r: any) => r.id === rec.id),
        res.name,
      ).toBe(true);
      expect((await call('GET', `/api/${res.name}/${rec.id}`, admin)).json().data.id).toBe(rec.id);

      const editable = res.fields.find(
        (f) =>
          ['text', 'textarea'].includes(f.kind) &&
          !f.rule &&
          !f.unique &&
          !f.readOnly &&
          (f.maxLength ?? 200) >= 7 &&
          !(f.name in realValues(res.name, 0)),
      );
      if (editable) {
        const upd = await call('PUT', `/api/${res.name}/${rec.id}`, admin, { [editable.name]: 'changed' });
        expect(upd.statusCode, `${res.name}: ${upd.body}`).toBe(200);
        expect(upd.json().data[editable.name]).toBe('changed');
      }
      const del = await call('DELETE', `/api/${res.name}/${rec.id}`, admin);
      expect(del.statusCode, `${res.name}: ${del.body}`).toBe(200);
      expect((await call('GET', `/api/${res.name}/${rec.id}`, admin)).statusCode).toBe(404);
      const audit = await h.ctx.db
        .selectFrom('sys_audit_log')
        .select(['action'])
        .where('resource', '=', res.name)
        .where('record_id', '=', String(rec.id))
        .orderBy('id')
        .execute();
      expect(
        audit.map((a) => a.action),
        res.name,
      ).toEqual(editable ? ['create', 'update', 'delete'] : ['create', 'delete']);
    }
    // One resource after another, ~120 of them: a limit for a loaded 2-core machine, not a measurement.
  }, 120_000);

  it('refuses an invalid record with field errors and writes nothing', async () => {
    for (const res of [...h.ctx.resources.values()].filter((r) => !r.readOnly)) {
      const required = res.fields.find((f) => f.required && !f.readOnly);
      if (!required) continue;
      const values = await fill(res.fields, 2, admin, res.name);
      delete values[required.name];
      const before = (await call('GET', `/api/${res.name}`, admin)).json().data.total;
      const r = await call('POST', `/api/${res.name}`, admin, { ...values, notAField: 1 });
      expect(r.statusCode, res.name).toBe(400);
      expect(r.json().data.errors[required.name], res.name).toBeTruthy();
      expect(r.json().data.errors.notAField, res.name).toBeTruthy();
      expect((await call('GET', `/api/${res.name}`, admin)).json().data.total, res.name).toBe(before);
    }
  });

  it('keeps organisations apart', async () => {
    const res = [...h.ctx.resources.values()].find((r) => !r.readOnly && !r.fields.some((f) => f.kind === 'ref'))!;
    const rec = (await call('POST', `/api/${res.name}`, admin, await fill(res.fields, 3))).json().data;
    const theirs = (await call('GET', `/api/${res.name}?size=500`, admin2)).json().data;
    expect(theirs.records.some((r: any) => r.id === rec.id)).toBe(false);
    expect((await call('GET', `/api/${res.name}/${rec.id}`, admin2)).statusCode).toBe(404);
    expect((await call('PUT', `/api/${res.name}/${rec.id}`, admin2, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/api/${res.name}/${rec.id}`, admin2)).statusCode).toBe(404);
    expect((await call('GET', `/api/${res.name}/${rec.id}`, admin)).statusCode).toBe(200);
  });

  it('needs the menu to read and the button code to write', async () => {
    const hrs = [...h.ctx.resources.values()].find((r) => r.route.module === 'hrs' && !r.readOnly)!;
    expect(hrs).toBeDefined();
    expect((await call('GET', `/api/${hrs.name}`, staff)).statusCode).toBe(403);
    const other = [...h.ctx.resources.values()].find(
      (r) => r.route.module !== 'hrs' && !r.readOnly && !r.fields.some((f) => f.kind === 'ref'),
    )!;
    const rec = (await call('POST', `/api/${other.name}`, staff, await fill(other.fields, 4))).json().data;
    expect(rec.id).toBeTruthy();
    // The demo staff role has create and edit but not delete.
    expect((await call('DELETE', `/api/${other.name}/${rec.id}`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/${other.name}/${rec.id}`, staff)).statusCode).toBe(200);
    expect((await h.get(`/api/${other.name}`)).statusCode).toBe(401);
  });

  it('keeps only safe HTML in every rich-text field', async () => {
    const r = await call('POST', '/api/hrs_version', admin, {
      versionNumber: 'v9.9.9',
      releaseDate: '2026-11-21',
      releaseNotes:
        '<p onclick="steal()"><strong>新功能</strong><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)"></p>',
    });
    expect(r.statusCode, r.body).toBe(200);
    const notes: string = r.json().data.releaseNotes;
    expect(notes).toContain('<strong>新功能</strong>');
    expect(notes).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('keeps only pictures stored in the product; inline data: pictures are dropped (the editor uploads them)', async () => {
    const own = '/files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/chart.png';
    const r = await call('POST', '/api/hrs_version', admin, {
      versionNumber: 'v9.9.8',
      releaseDate: '2026-11-21',
      releaseNotes: `<p><img src="${own}"><img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml;base64,PHN2Zz4="></p>`,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.releaseNotes).toBe(`<p><img src="${own}" /></p>`);
  });

  it('refuses unknown sort and filter parameters instead of ignoring them', async () => {
    const res = [...h.ctx.resources.values()].find((r) => !r.readOnly)!;
    expect((await call('GET', `/api/${res.name}?sort=nope,desc`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/${res.name}?nope=1`, admin)).json().data.errors.nope).toBeTruthy();
    expect((await call('GET', `/api/${res.name}?size=100000`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/${res.name}?sort=createTime,desc&current=1&size=10`, admin)).statusCode).toBe(200);
  });

  it('shows each module its own audit trail, read-only', async () => {
    const log = (await call('GET', '/api/hrs_log?size=100', admin)).json().data;
    expect(log.records.every((r: any) => r.module === 'hrs')).toBe(true);
    expect((await call('POST', '/api/hrs_log', admin, {})).statusCode).toBe(405);
    const prm = (await call('GET', '/api/prm_log?size=100', admin)).json().data;
    expect(prm.records.every((r: any) => r.module === 'prm')).toBe(true);
    expect((await call('GET', '/api/prm_log', admin2)).json().data.records).toEqual([]);
  });
});
