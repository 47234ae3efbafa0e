import { authCalls } from './auth.calls';
import { PUBLIC, SESSION, defineCalls } from './define';
import { T, labelled } from './schema';

/** What a login answers, in `data` and again beside the envelope (OAuth clients read it there). */
export const TokenAnswer = T.Object({
  access_token: T.String({ description: 'the session token: send it as `Authorization: Bearer <token>`' }),
  token_type: T.Literal('bearer'),
  expires_in: T.Integer({ description: 'seconds the session lasts (TOKEN_TTL_SECONDS)' }),
  userName: T.String(),
  userCname: T.String(),
  orgCode: T.String(),
  orgName: T.String(),
});

export const auth = defineCalls('auth', authCalls, {
  token: {
    summary: 'Log in (OAuth password grant)',
    description:
      'The client identifies itself with HTTP Basic (`web:web` for the web app) or `client_id`/`client_secret` in the body. ' +
      '`username` is `{type}|{login}|{orgCode}`: type 0 phone, 1 email, 2 login name. Failed logins are counted per account and ' +
      'per address; after too many the call answers 429 with Retry-After (docs/security.md).',
    access: PUBLIC('the client credentials identify the application, not the user'),
    body: T.Object({
      grant_type: T.String({ ...labelled({ 'zh-CN': '授权类型', 'en-US': 'grant_type' }), description: 'always `password`' }),
      username: T.String({
        ...labelled({ 'zh-CN': '用户名', 'en-US': 'username' }),
        description: '{type}|{login}|{orgCode}, e.g. 2|admin|DEMO',
      }),
      password: T.Optional(T.String()),
      internationalCountryCode: T.Optional(T.String({ description: 'phone logins: the country calling code, default 86' })),
      client_id: T.Optional(T.String()),
      client_secret: T.Optional(T.String()),
    }),
    answer: TokenAnswer,
    beside: TokenAnswer,
    errors: {
      400: 'wrong user name or password, or a malformed username',
      401: 'unknown client, or a role that grants nothing',
      403: 'user disabled or organisation expired',
      429: 'too many failed logins (Retry-After)',
    },
    example: {
      body: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
    },
  },
  loginOptions: {
    summary: "The login page's options",
    access: PUBLIC(),
    answer: T.Object({ orgLookup: T.Boolean({ description: 'whether the organisations of a login are looked up (LOGIN_LOOKUP)' }) }),
  },
  logout: {
    summary: 'Log out: the token stops working at once',
    access: SESSION,
    answer: T.Literal(true),
  },
});
