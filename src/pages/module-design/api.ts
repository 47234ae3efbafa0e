import { api, call } from '../../api';
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

/**
 * The contracts (src/contracts/module-design.ts) carry the engine's documents (definitions, changes,
 * dry runs, retired parts) as plain JSON, which the engine checks itself; the types above say what
 * src/resources/module-diff.ts puts in them, so the designer reads them as those.
 */
const as = <T>(p: Promise<unknown>) => p as Promise<T>;
const md = api.moduleDesign;

export const designApi = {
  overview: () => as<Overview>(call(md.modules)),
  saveDraft: (code: string, definition: ModuleDef, baseVersion: number) => call(md.saveDraft, { params: { code }, body: { definition, baseVersion } }),
  dropDraft: (code: string) => call(md.removeDraft, { params: { code } }),
  /** Silent: the dialog shows the definition's problems and the conflicts itself. */
  plan: (input: PublishInput) => as<PlanView>(call(md.plan, { body: input }, { silent: true })),
  publish: (input: PublishInput) => as<PublishAnswer>(call(md.publish, { body: input }, { silent: true })),
  versions: (code: string) => as<VersionRow[]>(call(md.versions, { params: { code } })),
  restorePlan: (code: string, version: number, baseVersion: number) => as<PlanView>(call(md.restorePlan, { params: { code, version }, body: { baseVersion } }, { silent: true })),
  restore: (code: string, version: number, input: Omit<PublishInput, 'definition'>) => as<PublishAnswer>(call(md.restore, { params: { code, version }, body: input }, { silent: true })),
  purgeExport: (code: string, path: string, field?: string) => call(md.purgeExport, { params: { code }, body: { path, field } }),
  purge: (code: string, path: string, field: string | undefined, baseVersion: number, confirm: string) =>
    call(md.purge, { params: { code }, body: { path, field, baseVersion, confirm } }),
};

export type { FieldDef };
