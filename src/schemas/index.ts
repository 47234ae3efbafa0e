/** Shared rules and constants: imported by both the browser app and the server. */
export * from './constants';
export * from './messages';
export * from './scopes';
export * from './rules';
export * from './fields';
