/** The browser providers: one shared http client and the Refine providers built on it. */
export * from './access';
export * from './auth';
export * from './data';
export * from './errors';
export * from './http';
export * from './i18n';
export * from './redirect';
export * from './session';
export * from './sign-in';
export * from './version';
export * from './theme';
