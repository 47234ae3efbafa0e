import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestDownload } from '../../src/api/request';
import { fileApi } from '../../src/api/shell';
import { HttpError, createHttpClient, getToken, setToken, type Notifier } from '../../src/providers';
import { STORAGE_KEYS, msg, type Language } from '../../src/schemas';
import { failure, fakeServer, ok, type Reply } from './fake-server';

type Warning = { msg: string; durationS: number; close: () => void };

function setup(reply: Reply | (() => Reply), lang: Language = 'zh-CN') {
  const server = fakeServer(typeof reply === 'function' ? reply : () => reply);
  const warnings: Warning[] = [];
  const notify: Notifier = { warn: (m, o) => warnings.push({ msg: m, durationS: o.durationS, close: o.onClose }) };
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ adapter: server.adapter, notify, onSessionEnd, lang: () => lang });
  return { http, calls: server.calls, warnings, onSessionEnd };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as HttpError,
  );

beforeEach(() => sessionStorage.clear());

describe('requests', () => {
  it('sends the stored token as a bearer and the 150 s timeout', async () => {
    setToken('tok-1');
    const { http, calls } = setup(ok(1));
    const res = await http.get('/hrs/user/current');
    expect(res.data).toEqual({ code: 0, data: 1, messageInfo: 'success' });
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
    expect(calls[0].config.timeout).toBe(150000);
  });

  it('sends no Authorization without a token, or for anonymous calls', async () => {
    const { http, calls } = setup(ok(1));
    await http.get('/a');
    setToken('tok-1');
    await http.get('/b', { anonymous: true });
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
  });

  it('leaves an explicit Authorization header alone', async () => {
    setToken('tok-1');
    const { http, calls } = setup(ok(1));
    await http.post('/x', null, { headers: { Authorization: 'Basic abc' } });
    expect(calls[0].headers.Authorization).toBe('Basic abc');
  });

  it('sends the interface language as Accept-Language, so server messages come back in it', async () => {
    const zh = setup(ok(1), 'zh-CN');
    await zh.http.get('/a');
    expect(zh.calls[0].headers['Accept-Language']).toBe('zh-CN');
    const en = setup(ok(1), 'en-US');
    await en.http.post('/afbase/awbPrint/order/1', {});
    expect(en.calls[0].headers['Accept-Language']).toBe('en-US');
  });
});

describe('failures', () => {
  it('rejects an envelope with code 500 on HTTP 200, carrying messageInfo', async () => {
    const { http, warnings } = setup({ status: 200, data: { code: 500, data: null, messageInfo: '单号重复' } });
    const e = await rejection(http.get('/api/af_order'));
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ message: '单号重复', messageInfo: '单号重复', statusCode: 500 });
    // docs/behaviour.md §2.8: the notice reads 操作失败， followed by the server's messageInfo.
    expect(warnings.map((w) => [w.msg, w.durationS])).toEqual([['操作失败，单号重复', 5]]);
  });

  it('carries the field errors of a 400', async () => {
    const { http } = setup(failure(400, '校验失败', { errors: { orderCode: '必填' } }));
    const e = await rejection(http.post('/api/af_order', {}));
    expect(e).toMatchObject({ statusCode: 400, message: '校验失败', errors: { orderCode: '必填' } });
  });

  it('does not read /version.json as an envelope', async () => {
    const { http } = setup({ data: { code: 7, pack_vue_version: '2' } });
    await expect(http.get(`${fileApi.version.path}?t=1`)).resolves.toMatchObject({ data: { pack_vue_version: '2' } });
  });

  /** [case, answer, error message, notice text, notice seconds] */
  const catalogue: [string, Reply, string, string, number][] = [
    ['401 role', failure(401, 'user has no role permission'), msg('error.401.role'), msg('error.401.role'), 5],
    ['401 session', failure(401, 'token expired'), msg('error.401'), msg('error.401'), 5],
    ['401 other', failure(401, '验证码错误'), '验证码错误', '操作失败，验证码错误', 5],
    ['403', failure(403, 'forbidden'), msg('error.403'), msg('error.403'), 3],
    ['404', failure(404, 'not found'), msg('error.404'), msg('error.404'), 5],
    ['501', failure(501), msg('error.501'), msg('error.501'), 5],
    ['503', { status: 503, data: '<html>' }, msg('error.503'), msg('error.503'), 5],
    ['504', { status: 504, data: '' }, msg('error.504'), msg('error.504'), 5],
    ['timeout', 'timeout', msg('error.timeout'), msg('error.timeout'), 5],
    ['network', 'network', msg('error.503'), msg('error.503'), 5],
    ['other with messageInfo', failure(409, '记录已被修改'), '记录已被修改', '操作失败，记录已被修改', 5],
    ['other without messageInfo', { status: 502, data: '' }, msg('error.other'), msg('error.other'), 5],
  ];
  it.each(catalogue)(
    "%s: fails with the catalogue text or the server's, and says so for its time",
    async (_, reply, text, notice, durationS) => {
      const { http, warnings } = setup(reply);
      const e = await rejection(http.get('/x'));
      expect(e).toBeInstanceOf(HttpError);
      expect(e.message).toBe(text);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ msg: notice, durationS });
    },
  );

  it('speaks the interface language', async () => {
    const { http } = setup(failure(403), 'en-US');
    expect((await rejection(http.get('/x'))).message).toBe(msg('error.403', 'en-US'));
  });

  it('translates a server message given as a catalogue key', async () => {
    const { http } = setup(failure(400, 'login.wrongPassword'));
    expect((await rejection(http.get('/x'))).message).toBe(msg('login.wrongPassword'));
  });

  it('shows a warning once until it is dismissed', async () => {
    const { http, warnings } = setup(failure(403));
    await rejection(http.get('/x'));
    await rejection(http.get('/y'));
    expect(warnings).toHaveLength(1);
    warnings[0].close();
    await rejection(http.get('/z'));
    expect(warnings).toHaveLength(2);
  });

  it('shows distinct warnings side by side', async () => {
    let n = 0;
    const { http, warnings } = setup(() => failure(400, `问题 ${++n}`));
    await rejection(http.get('/x'));
    await rejection(http.get('/x'));
    expect(warnings.map((w) => w.msg)).toEqual(['操作失败，问题 1', '操作失败，问题 2']);
  });

  it("shows a refused download's JSON answer (asked for as a file) in the server's words", async () => {
    // A PDF refused with 409 and what is missing: the browser hands the JSON over as a Blob.
    const body = { code: 409, data: { errors: { shipper: '必填' } }, messageInfo: '单证内容不完整，请先完善并保存：发货人必填' };
    const { http, warnings } = setup({ status: 409, data: new Blob([JSON.stringify(body)], { type: 'application/json; charset=utf-8' }) });
    const ref = { ref: true, id: 'office.documentPdf', method: 'GET', path: '/afbase/document/:kind/:sourceId/pdf', topics: [] } as const;
    const e = await rejection(requestDownload(http, ref, { params: { kind: 'seaBl', sourceId: 1 } } as never));
    expect(e).toMatchObject({ statusCode: 409, messageInfo: body.messageInfo, errors: { shipper: '必填' } });
    expect(warnings.map((w) => w.msg)).toEqual([`操作失败，${body.messageInfo}`]);
  });

  it('lets a caller opt out of the toast', async () => {
    const { http, warnings } = setup(failure(400, '用户名或密码错误'));
    const e = await rejection(http.post('/auth/oauth/token', null, { silent: true }));
    expect(e.message).toBe('用户名或密码错误');
    expect(warnings).toEqual([]);
  });
});

describe('end of session', () => {
  it('a session-ending 401 clears the token and calls onSessionEnd', async () => {
    setToken('tok-1');
    sessionStorage.setItem(STORAGE_KEYS.buttons, '["a:create"]');
    const { http, onSessionEnd } = setup(failure(401, 'invalid token'));
    await rejection(http.get('/hrs/user/current'));
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.buttons)).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(msg('error.401'));
  });

  it('the role-permission 401 ends the session too', async () => {
    setToken('tok-1');
    const { http, onSessionEnd } = setup(failure(401, '您的用户没有角色权限'));
    await rejection(http.get('/x'));
    expect(getToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledWith(msg('error.401.role'));
  });

  it('a 401 that is not about the session keeps it', async () => {
    setToken('tok-1');
    const { http, onSessionEnd } = setup(failure(401, '验证码错误'));
    await rejection(http.get('/x'));
    expect(getToken()).toBe('tok-1');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('a wrong-password answer on login (401 or 400) does not end a session', async () => {
    setToken('tok-old');
    const { http, onSessionEnd } = setup(failure(401, 'Bad credentials: invalid login'));
    await rejection(http.post('/auth/oauth/token', null, { anonymous: true, silent: true }));
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-old');
  });

  it('a late 401 for an older token does not log out the new session', async () => {
    setToken('tok-old');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, calls, onSessionEnd } = setup(() => failure(401, 'token expired'));
    const server = fakeServer(async () => {
      await gate;
      return failure(401, 'token expired');
    });
    const slow = rejection(http.get('/x', { adapter: server.adapter }));
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    setToken('tok-new');
    release();
    await slow;
    expect(server.calls[0].headers.Authorization).toBe('Bearer tok-old');
    expect(calls).toHaveLength(0);
    expect(getToken()).toBe('tok-new');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});
