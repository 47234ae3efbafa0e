import { api, call } from '../../api';
import type { Static } from '@sinclair/typebox';
import type * as contract from '../../contracts/module-design';
import type { FieldDef, ModuleDef } from '../../resources';

/**
 * The designer's calls (docs/api-schema.md) and what they answer: the answers' types are those of the
 * contract (src/contracts/module-design.ts), which the server's engine answers with too.
 */

export type ConfiguredModule = Static<typeof contract.ConfiguredModule>;
export type Overview = Static<typeof contract.Overview>;
export type Sample = Static<typeof contract.Sample>;
export type CheckFigure = Static<typeof contract.CheckFigure>;
export type PlanView = Static<typeof contract.PlanView>;
export type PublishAnswer = Static<typeof contract.PublishAnswer>;
export type VersionRow = Static<typeof contract.VersionRow>;

export interface PublishInput {
  definition: ModuleDef;
  baseVersion: number;
  accept?: boolean;
  defaults?: Record<string, Record<string, unknown>>;
}

const md = api.moduleDesign;

export const designApi = {
  overview: () => call(md.modules),
  saveDraft: (code: string, definition: ModuleDef, baseVersion: number) =>
    call(md.saveDraft, { params: { code }, body: { definition, baseVersion } }),
  dropDraft: (code: string) => call(md.removeDraft, { params: { code } }),
  /** Silent: the dialog shows the definition's problems and the conflicts itself. */
  plan: (input: PublishInput) => call(md.plan, { body: input }, { silent: true }),
  publish: (input: PublishInput) => call(md.publish, { body: input }, { silent: true }),
  versions: (code: string) => call(md.versions, { params: { code } }),
  restorePlan: (code: string, version: number, baseVersion: number) =>
    call(md.restorePlan, { params: { code, version }, body: { baseVersion } }, { silent: true }),
  restore: (code: string, version: number, input: Omit<PublishInput, 'definition'>) =>
    call(md.restore, { params: { code, version }, body: input }, { silent: true }),
  purgeExport: (code: string, path: string, field?: string) => call(md.purgeExport, { params: { code }, body: { path, field } }),
  purge: (code: string, path: string, field: string | undefined, baseVersion: number, confirm: string) =>
    call(md.purge, { params: { code }, body: { path, field, baseVersion, confirm } }),
};

export type { FieldDef };
