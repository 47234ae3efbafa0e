import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../src/schemas';
import type { AppContext } from '../context';
import { NO_STORE } from '../http/security-headers';
import { ApiError, badRequest, ok } from '../http/envelope';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { findLoginUser, loginIdentity, normaliseCountryCode, parseUsername } from '../auth/users';
import { issueForUser } from '../auth/login';
import { contractRoutes } from '../http/contract-routes';
import { auth } from '../../src/contracts/auth';

/** /auth: the OAuth-style password grant and logout (docs/behaviour.md §1.7). */
export default async function authPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);

  handle(auth.token, async (req, reply) => {
    const body = req.body;
    checkClient(ctx, req, body);
    if (body.grant_type !== 'password') throw badRequest('不支持的授权类型 (unsupported grant_type)', { grant_type: 'must be password' });
    const parsed = parseUsername(String(body.username ?? ''));
    if (!parsed || !body.password) {
      throw badRequest('请输入正确的用户名和密码', {
        username: '{type}|{login}|{orgCode}',
        ...(body.password ? {} : { password: 'required' }),
      });
    }
    const countryCode = normaliseCountryCode(body.internationalCountryCode);
    const user = await findLoginUser(ctx.db, parsed.type, parsed.login, parsed.orgCode, countryCode);
    // The limiter counts the identity the login resolves to, never the text sent (docs/security.md).
    const account = loginIdentity(parsed, countryCode, user?.id);
    const verdict = await ctx.limiter.check(account, req.ip);
    if (verdict.refused) {
      throw new ApiError(429, `${msg('login.tooMany')} (${verdict.retryAfterSeconds}s)`, null, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    if (verdict.delayMs) await new Promise((r) => setTimeout(r, verdict.delayMs));

    // An unknown name costs the same hashing as a wrong password, so timing does not tell which names exist.
    const good = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyPassword(await dummyHash(), body.password).then(() => false);
    if (!user || !good) {
      await ctx.limiter.fail(account, req.ip);
      throw badRequest(msg('login.wrongPassword'));
    }
    await ctx.limiter.succeed(account, req.ip);
    const answer = await issueForUser(ctx, user);
    return reply.headers(NO_STORE).send({ ...ok(answer), ...answer });
  });

  // What the login page needs to know before it asks (docs/security.md "Organisation lookup").
  handle(auth.loginOptions, async () => ok({ orgLookup: ctx.config.loginLookup }));

  handle(auth.logout, async (req) => {
    await ctx.sessions.revoke(req.user!.jti);
    return ok(true as const);
  });
}

/** The web app is a public OAuth client: its id/secret identify it, they do not protect anything. */
function checkClient(ctx: AppContext, req: FastifyRequest, body: Record<string, string | undefined>) {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (basic) [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
  if (!id || ctx.config.oauthClients[id] === undefined || ctx.config.oauthClients[id] !== secret) {
    throw new ApiError(401, '客户端认证失败 (invalid client credentials)');
  }
}
