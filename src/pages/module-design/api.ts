import { endpoints, http } from '../../providers';
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

const data = <T>(p: Promise<{ data: { data: T } }>) => p.then((r) => r.data.data);

export const designApi = {
  overview: () => data<Overview>(http.get(endpoints.moduleDesign)),
  saveDraft: (code: string, definition: ModuleDef, baseVersion: number) => data<boolean>(http.put(endpoints.moduleDesignDraft(code), { definition, baseVersion })),
  dropDraft: (code: string) => data<boolean>(http.delete(endpoints.moduleDesignDraft(code))),
  /** Silent: the dialog shows the definition's problems and the conflicts itself. */
  plan: (input: PublishInput) => data<PlanView>(http.post(endpoints.moduleDesignPlan, input, { silent: true })),
  publish: (input: PublishInput) => data<PublishAnswer>(http.post(endpoints.moduleDesignPublish, input, { silent: true })),
  versions: (code: string) => data<VersionRow[]>(http.get(endpoints.moduleDesignVersions(code))),
  restorePlan: (code: string, version: number, baseVersion: number) => data<PlanView>(http.post(endpoints.moduleDesignRestorePlan(code, version), { baseVersion }, { silent: true })),
  restore: (code: string, version: number, input: Omit<PublishInput, 'definition'>) => data<PublishAnswer>(http.post(endpoints.moduleDesignRestore(code, version), input, { silent: true })),
  purgeExport: (code: string, path: string, field?: string) => data<{ fileId: number; rows: number }>(http.post(endpoints.moduleDesignPurgeExport(code), { path, field })),
  purge: (code: string, path: string, field: string | undefined, baseVersion: number, confirm: string) =>
    data<{ version: number }>(http.post(endpoints.moduleDesignPurge(code), { path, field, baseVersion, confirm })),
};

export type { FieldDef };
