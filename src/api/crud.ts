import type { crud } from '../contracts/crud';
import { crudCalls } from '../contracts/crud.calls';
import { refsOf } from './refs';

/** The generic CRUD calls (Refine's data provider and the screens' own lists). */
export const crudApi = refsOf<typeof crud>('crud', crudCalls);
