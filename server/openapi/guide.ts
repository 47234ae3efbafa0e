/**
 * The reference page's introduction (the OpenAPI document's info.description, Markdown): what every
 * call shares and prose explains better than a schema. The per-call shapes come from the contracts.
 */
export const API_GUIDE = `
The server of the freight back office. Every call below is generated from its contract
(\`src/contracts\`), the same declaration the server validates requests with and the browser app is
typed by, so this page and the server cannot disagree.

## The envelope
Every JSON answer is \`{ "code": 0, "data": …, "messageInfo": "操作成功" }\`. \`code\` 0 is success; each
call's 200 answer below shows its \`data\`. A failure carries its HTTP status and the same number as
\`code\`:

| Status | When | \`data\` |
|---|---|---|
| 400 | a parameter or body field is missing or malformed, or a business rule refuses it | \`{ "errors": { "field": "message" } }\` naming each field (nested fields as \`shipper.scName\`, rows as \`items[2].name\`) |
| 401 | no token, a token that ended (logout, password change, expiry), or a role that grants nothing | null |
| 403 | the role lacks the call's menu or button permission (see each call's **Permission**) | null |
| 404 | unknown path, resource or record (also a malformed id: ids are canonical digits, \`01\` or \`1.0\` address nothing) | null |
| 405 | a write to a read-only route (a report) | null |
| 409 | a conflict: a duplicate unique value, a state change the lifecycle does not allow, or a question (\`data.confirm\`, e.g. \`internalNumber\`: repeat the call with \`?confirm=internalNumber\` once the user agreed) | null or \`{ "confirm": … }\` |
| 413 / 415 | a body over 10 MB / an unsupported content type | null |
| 429 | too many attempts (logins, public lookups, chat messages); \`Retry-After\` says when to try again | null |
| 500 | a server fault: quote \`data.correlationId\` to the administrator (no stack trace is ever sent) | \`{ "correlationId": "…" }\` |

Messages are in Chinese unless the request sends \`Accept-Language: en…\`, then in English.

## Authentication
1. \`POST /auth/oauth/token\` with the client's HTTP Basic credentials (the web app's are \`web:web\`,
   more in \`OAUTH_CLIENTS\`) and \`grant_type=password\`, \`username={type}|{login}|{orgCode}\` (type 0
   phone, 1 email, 2 login name; e.g. \`2|admin|DEMO\`) and \`password\`.
2. Send the answer's \`access_token\` as \`Authorization: Bearer <token>\` on every other call. It lasts
   \`expires_in\` seconds (\`TOKEN_TTL_SECONDS\`) unless the user logs out (\`DELETE /auth/token/logout\`),
   changes the password or is disabled.

Calls marked public need no token. The arrival-weighing calls also accept a warehouse device key in
\`X-Device-Key\`; calls behind a signed link take the link's token as \`?t=\`.

## Request bodies
Bodies may be JSON or \`application/x-www-form-urlencoded\`. Form values arrive as text and are read
as the contract's types (\`"3"\` as the number 3, \`"true"\` as true); nested objects need JSON.
Uploads are \`multipart/form-data\` with one \`file\` part. Money, weights and rates travel as exact
decimal text (\`"1250.00"\`), never as binary floating point.

## Lists and pagination
The generic lists (\`GET /api/{route}\`, one per data route of the registry, below by module) take:

- \`current\` (page, from 1) and \`size\` (rows per page, at most 500); the answer is
  \`{ records, total, totalCapped, current, size }\`. \`total\` stops counting at 10000, and
  \`totalCapped\` then says there are more.
- \`sort=field,asc|desc\`, repeatable, on the fields marked sortable (and \`id\`, \`createTime\`, \`updateTime\`).
- filters: \`field=value\` (exact), \`field_like=text\` (contains), \`field_gte\` / \`field_lte\` (ranges),
  \`field_in=a,b\` (any of), \`id_in=1,2\`, on the fields each list declares. An unknown sort or filter is
  a 400, never silently ignored.
- \`fields=a,b\`: fields beyond the list columns (\`GET /api/{route}/{id}\` answers the whole record).

Every record belongs to the caller's organisation: no call ever reads or writes another one's.
`;
