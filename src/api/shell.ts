import type { auth } from '../contracts/auth';
import { authCalls } from '../contracts/auth.calls';
import type { files } from '../contracts/files';
import { fileCalls } from '../contracts/files.calls';
import type { shell } from '../contracts/shell';
import { shellCalls } from '../contracts/shell.calls';
import type { transfer } from '../contracts/transfer';
import { transferCalls } from '../contracts/transfer.calls';
import { refsOf } from './refs';

/**
 * The calls of the login page and the providers (the shell): a module of its own so the login page's
 * JavaScript carries these few call tables only, not the app's (docs/architecture.md "The browser
 * app's two parts"). src/api/index.ts includes them.
 */
export const authApi = refsOf<typeof auth>('auth', authCalls);
export const shellApi = refsOf<typeof shell>('shell', shellCalls);
export const fileApi = refsOf<typeof files>('files', fileCalls);
export const transferApi = refsOf<typeof transfer>('transfer', transferCalls);
