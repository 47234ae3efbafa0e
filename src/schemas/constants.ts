/** Client-side limits from docs/behaviour.md §1.9 and docs/behaviour.md §2.9. */
export const HTTP_TIMEOUT_MS = 150_000;
export const ALT_HTTP_TIMEOUT_MS = 10_000;
export const JSON_TIMEOUT_MS = 10_000;
export const WARNING_DURATION_S = 5;
export const FORBIDDEN_DURATION_S = 3;

/** Session storage keys (docs/behaviour.md §1.3). */
export const STORAGE_KEYS = {
  token: 'access_token',
  buttons: 'buttonInfo',
  version: 'pack_vue_version',
  pageLanguage: 'pageLanguage',
  languagePageMap: 'languagePageMap',
  privateSaas: 'privateSaas',
} as const;

/** Query parameter carrying the path to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** The export-method dialog's width (docs/behaviour.md §1.9). */
export const EXPORT_DIALOG_WIDTH = 375;
/** How often an open export or import dialog asks for its job's progress. */
export const JOB_POLL_MS = 1000;
