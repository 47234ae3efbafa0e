import { endpoints, http } from '../../providers';
import type { FieldDef, FieldKind, Labels, ModuleDef } from '../../resources';
import type { FieldCheck, ModuleChange, RetiredParts } from '../../resources/module-diff';

/** The designer's calls (docs/api-schema.md) and what they answer. */

export interface ConfiguredModule {
  code: string;
  version: number;
  origin: string;
  fileName: string | null;
  updateTime: string;
  definition: ModuleDef;
  retired: RetiredParts;
  /** The designer's saved draft of the module, if any (the editor starts from it). */
  draft: { definition: ModuleDef; baseVersion: number; authorName: string; updateTime: string } | null;
}

export interface Overview {
  registryVersion: number;
  configured: ConfiguredModule[];
  drafts: { code: string; definition: ModuleDef; baseVersion: number; authorName: string; updateTime: string }[];
  builtin: { code: string; label: Labels }[];
  refTargets: { name: string; label: Labels; module: string; configured: boolean; fields: { name: string; kind: FieldKind; label: Labels }[] }[];
  containers: { path: string; label: Labels; module: string }[];
}

export interface Sample {
  id: number;
  org: string | null;
  value: string | null;
  converted: string | null;
}

export interface CheckFigure {
  path: string;
  field: string;
  label: Labels;
  check: FieldCheck | 'lossy';
  fix: 'empty' | 'default' | 'convert';
  count: number;
  why: Labels;
  samples: Sample[];
}

export interface PlanView {
  code: string;
  baseVersion: number;
  changes: ModuleChange[];
  statements: string[];
  dryRun: { tables: { path: string; table: string; rows: number }[]; checks: CheckFigure[] };
  problems: number;
  needsDefault: { path: string; field: string; label: Labels; count: number }[];
}

export interface PublishAnswer extends PlanView {
  version: number;
  changed: boolean;
  exportFileId: number | null;
}

export interface VersionRow {
  id: number;
  moduleCode: string;
  version: number;
  origin: string;
  restoredFrom: number | null;
  definition: ModuleDef | null;
  changes: ModuleChange[];
  statements: string[];
  dryRun: PlanView['dryRun'] | Record<string, never>;
  exportFileId: number | null;
  authorName: string;
  createTime: string;
}

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
