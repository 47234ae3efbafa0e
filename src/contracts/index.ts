import type { Contract } from './define';
import { auth } from './auth';
import { reference } from './reference';

/**
 * Every contract of the API by feature, for the server (registration, the OpenAPI document) and the
 * route-coverage test. The browser never imports this file: it imports call tables and types (src/api).
 */
export const contractGroups: readonly { name: string; description: string; contracts: Record<string, Contract> }[] = [
  { name: 'auth', description: 'Login (OAuth password grant), the login page\'s options and logout', contracts: auth },
  { name: 'reference', description: 'This reference: the OpenAPI document and its page', contracts: reference },
];

export const allContracts: readonly Contract[] = contractGroups.flatMap((g) => Object.values(g.contracts));
