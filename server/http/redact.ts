/**
 * Query parameters that carry a credential: a single-sign-on token, a signed link's token, an OAuth
 * token. The request log (LOG_REQUESTS=1) writes addresses with these values replaced, so a log
 * never holds something that opens a session or a page.
 */
const SECRET_PARAMS = /([?&](?:token|t|access_token|refresh_token|key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
