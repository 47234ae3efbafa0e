import { afterAll, describe, expect, it } from 'vitest';
import { ChatCallError, fetchImUser, fetchSupplierService, fetchUnreadCount } from '../../../src/components/chat/api';
import { http } from '../../../src/providers';
import { failure, fakeServer, routes, type Recorded, type Reply } from '../../providers/fake-server';

/**
 * The chat's messaging calls (docs/chat.md "Endpoints"): code "200" is success (docs/behaviour.md §2.7), code 200
 * on the supplier list (docs/behaviour.md §1.7); anything else is the text the user sees (docs/behaviour.md §1.8, §2.8).
 */
const originalAdapter = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

function serve(table: Record<string, Reply>): Recorded[] {
  const server = fakeServer(routes(table));
  http.defaults.adapter = server.adapter;
  return server.calls;
}

const USER = { xyNumber: 'im7', xySign: 's', nickName: '张三', unreadMessageCount: 3, hasPrem: true, message: '' };

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ChatCallError);
  return (e as Error).message;
}

describe('chat messaging calls', () => {
  it('reads the messaging user data when the code is "200"', async () => {
    const calls = serve({ 'GET /api-uc/yxim/query/user': { data: { code: '200', data: USER, message: 'success' } } });
    expect(await fetchImUser()).toEqual(USER);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api-uc/yxim/query/user']);
  });

  it('shows IM用户接口报错 when the user data answers another code, and the catalogue text when the call fails', async () => {
    serve({ 'GET /api-uc/yxim/query/user': { data: { code: '500', data: null, message: 'down' } } });
    expect(await refusal(fetchImUser())).toBe('IM用户接口报错');
    serve({ 'GET /api-uc/yxim/query/user': { data: { code: '200', data: null } } });
    expect(await refusal(fetchImUser())).toBe('IM用户接口报错');
    serve({ 'GET /api-uc/yxim/query/user': failure(401, 'token expired') });
    expect(await refusal(fetchImUser())).toBe('获取IM用户信息失败，请重新登录');
  });

  it('asks the unread count with the xyNumber and shows 获取IM未读总数报错 when it fails', async () => {
    const calls = serve({ 'POST /api-uc/yxim/query/unread/message/count': { data: { code: '200', data: 120 } } });
    expect(await fetchUnreadCount('im7')).toBe(120);
    expect(calls[0].url).toBe('/api-uc/yxim/query/unread/message/count?xyNumber=im7');
    serve({ 'POST /api-uc/yxim/query/unread/message/count': { data: { code: '403', data: null } } });
    expect(await refusal(fetchUnreadCount('im7'))).toBe('获取IM未读总数报错');
    serve({ 'POST /api-uc/yxim/query/unread/message/count': failure(500, 'boom') });
    expect(await refusal(fetchUnreadCount('im7'))).toBe('获取IM未读总数报错');
  });

  it("takes code 200 as success on the supplier service list, and shows the server's message otherwise", async () => {
    const contact = { accid: 'im9', nickName: '陈静', icon: '', isOnline: true, orgName: '迅达' };
    serve({ 'GET /api-yc/api/supplier/yctop/api/query/supplier/service/5': { data: { code: 200, data: [contact], message: 'success' } } });
    expect(await fetchSupplierService(5)).toEqual([contact]);
    serve({
      'GET /api-yc/api/supplier/yctop/api/query/supplier/service/5': { data: { code: 500, data: null, message: '供应商客服不存在' } },
    });
    expect(await refusal(fetchSupplierService(5))).toBe('供应商客服不存在');
  });
});
