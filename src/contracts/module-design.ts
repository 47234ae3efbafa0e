import { byHandler, defineCalls, FileOf } from './define';
import { moduleDesignCalls } from './module-design.calls';
import type { FieldKind, ModuleDef } from '../resources';
import type { FieldCheck, ModuleChange, RetiredParts } from '../resources/module-diff';
import { Enum, IdText, Json, Nullable, T, Time, type Static } from './schema';

/**
 * The designer's calls. Definitions, changes, dry runs and retired parts are the schema engine's
 * documents (src/resources/module-diff.ts, server/schema): the contract names them, the engine checks
 * them and answers a 400 naming every problem (the designer's own messages, not a schema's).
 */
const access = (button?: 'publish' | 'restore' | 'purge') =>
  byHandler(
    `the hrs_module_design menu${button ? ` and its ${button} button (hrs_module_design:${button})` : ''}, and a platform administrator: the schema is the whole installation's`,
  );
/** A definition as a request sends it: unchecked until the engine's own checks (src/resources/validate.ts). */
const DefinitionIn = Json("a module definition in the registry's format (the JSON file config/resources/ takes)");
/** A definition as the engine stored it. */
const Definition = T.Unsafe<ModuleDef>({
  description: "a module definition in the registry's format (the JSON file config/resources/ takes)",
});
const open = (description: string) => T.Object({}, { additionalProperties: true, description });
const Bilingual = T.Object({ 'zh-CN': T.String(), 'en-US': T.String() }, { description: 'zh-CN and en-US' });
const Draft = T.Object({ definition: Definition, baseVersion: T.Integer(), authorName: Nullable(T.String()), updateTime: Time });
const ModuleState = T.Object({
  code: T.String(),
  version: T.Integer(),
  definition: Definition,
  retired: T.Unsafe<RetiredParts>(open('routes and fields hidden but kept until purged')),
  origin: T.String({ description: 'designer | file | restore | purge | release' }),
  fileName: Nullable(T.String()),
  updateTime: Time,
});
/** A module change (src/resources/module-diff.ts): its type (addRoute, renameField...) and what it names. */
const Change = T.Unsafe<ModuleChange>(open('a change: its type (addRoute, renameField...) and what it names'));

/** One row a dry-run check found: what it holds and what the change would make of it. */
export const Sample = T.Object({
  id: T.Integer(),
  org: Nullable(T.String({ description: "the row's organisation code" })),
  value: Nullable(T.String()),
  converted: Nullable(T.String({ description: 'the value after the change' })),
});
/** What one check of a dry run found in a field's rows (server/schema/dry-run.ts). */
export const CheckFigure = T.Object({
  path: T.String(),
  field: T.String(),
  label: Bilingual,
  check: T.Unsafe<FieldCheck | 'lossy'>(T.String({ description: 'convert | required | unique | maxLength | enum | ref | range | lossy' })),
  fix: Enum(['empty', 'default', 'convert'] as const, { description: 'what publishing with accept does to the rows' }),
  count: T.Integer({ minimum: 0 }),
  why: Bilingual,
  samples: T.Array(Sample, { description: 'the first rows, in id order' }),
});
/** A plan's dry run: rows of each existing table it touches, and its checks' figures. */
export const DryRun = T.Object({
  tables: T.Array(T.Object({ path: T.String(), table: T.String(), rows: T.Integer({ minimum: 0 }) })),
  checks: T.Array(CheckFigure),
});
/** What the administrator sees before choosing: the changes, the SQL, the dry run and what it asks. */
export const PlanView = T.Object({
  code: T.String(),
  baseVersion: T.Integer(),
  changes: T.Array(Change),
  statements: T.Array(T.String({ description: 'SQL' })),
  dryRun: DryRun,
  problems: T.Integer({ description: 'rows that would be converted, emptied or altered: publishing needs accept' }),
  needsDefault: T.Array(T.Object({ path: T.String(), field: T.String(), label: Bilingual, count: T.Integer() }), {
    description: 'required fields with empty rows: publishing needs a default for each',
  }),
});
export const PublishAnswer = T.Object({
  ...PlanView.properties,
  version: T.Integer(),
  changed: T.Boolean({ description: 'false: the definition was the current one' }),
  exportFileId: Nullable(T.Integer({ description: 'the workbook of values the change emptied (files/{id})' })),
});
/** One published version of a module, as the store keeps it (server/schema/store.ts). */
export const VersionRow = T.Object({
  id: T.Integer(),
  moduleCode: T.String(),
  version: T.Integer(),
  origin: T.String(),
  restoredFrom: Nullable(T.Integer()),
  definition: Nullable(Definition),
  retired: Json('retired parts at that version'),
  changes: T.Array(Change),
  statements: T.Array(T.String()),
  dryRun: T.Unsafe<Static<typeof DryRun> | Record<string, never>>(open("the dry run's figures (empty for a version that needed none)")),
  exportFileId: Nullable(T.Integer()),
  authorName: T.String(),
  createTime: Time,
});
const RefTarget = T.Object({
  name: T.String(),
  label: Bilingual,
  module: T.Optional(Nullable(T.String())),
  configured: T.Boolean(),
  fields: T.Array(
    T.Object({ name: T.String(), kind: T.Unsafe<FieldKind>(T.String({ description: "the field's kind" })), label: Bilingual }),
  ),
});
/** A configured module with its published state and its draft. */
export const ConfiguredModule = T.Object({ ...ModuleState.properties, draft: Nullable(Draft) });
export const Overview = T.Object({
  registryVersion: T.Integer(),
  configured: T.Array(ConfiguredModule),
  drafts: T.Array(T.Object({ code: T.String(), ...Draft.properties })),
  builtin: T.Array(T.Object({ code: T.String(), label: Bilingual })),
  refTargets: T.Array(RefTarget),
  containers: T.Array(T.Object({ path: T.String(), label: Bilingual, module: T.Optional(Nullable(T.String())) })),
});

/** What a publication sends: the definition, the version it was made from, the administrator's answers. */
const publishFields = {
  baseVersion: T.Optional(
    T.Unknown({ description: 'the version the change was made from (0: a new module); another publication meanwhile is a 409' }),
  ),
  accept: T.Optional(T.Unknown({ description: 'true: the administrator accepts the rows the dry run says are converted or emptied' })),
  defaults: T.Optional(T.Unknown({ description: '{"/route": {"field": value}}: values for required fields\' empty rows' })),
};
const codeParam = T.Object({ code: T.String({ description: "the module's code" }) });
const versionParams = T.Object({ code: T.String(), version: T.String({ description: 'a version number of the module' }) });
const purgeBody = T.Object({
  path: T.Optional(T.Unknown({ description: "the retired route's path" })),
  field: T.Optional(T.Unknown({ description: 'a retired field of it (without: the whole route)' })),
});

export const moduleDesign = defineCalls('moduleDesign', moduleDesignCalls, {
  modules: {
    summary:
      "The configured modules with their state and draft, unpublished drafts, the product's modules, and what a route may sit under or a field reference",
    access: access(),
    answer: Overview,
  },
  module: {
    summary: 'One module: its published state and its draft',
    access: access(),
    params: codeParam,
    answer: T.Object({ state: Nullable(ModuleState), draft: Nullable(Draft) }),
    errors: { 404: 'neither published nor drafted' },
  },
  saveDraft: {
    summary: "Keep the designer's work on a module (one draft per module, the last saved)",
    access: access('publish'),
    params: codeParam,
    body: T.Object({
      definition: T.Optional(T.Unknown({ description: 'the definition in the making (at most 500000 characters)' })),
      baseVersion: publishFields.baseVersion,
    }),
    answer: T.Boolean(),
  },
  removeDraft: { summary: "Drop a module's draft", access: access('publish'), params: codeParam, answer: T.Boolean() },
  plan: {
    summary: 'The plan of a definition: its changes, the SQL and a dry run on the data (nothing changes)',
    access: access(),
    body: T.Object({ definition: T.Optional(DefinitionIn), ...publishFields }),
    answer: PlanView,
    errors: { 409: 'the module changed since baseVersion' },
  },
  publish: {
    summary: 'Publish a definition: the tables change in one transaction, every instance loads the new registry',
    access: access('publish'),
    body: T.Object({ definition: T.Optional(DefinitionIn), ...publishFields }),
    answer: PublishAnswer,
    errors: { 409: 'the module changed since baseVersion, or the dry run found rows that need accept or defaults' },
  },
  versions: {
    summary: "A module's versions, newest first: each one's definition, changes, SQL, dry run and author",
    access: access(),
    params: codeParam,
    answer: T.Array(VersionRow),
  },
  restorePlan: {
    summary: 'The plan of restoring a version (renames since then undone by renaming back)',
    access: access(),
    params: versionParams,
    body: T.Object(publishFields),
    answer: PlanView,
    errors: { 404: 'no such version' },
  },
  restore: {
    summary: 'Restore a version: published over the current one as a new version',
    access: access('restore'),
    params: versionParams,
    body: T.Object(publishFields),
    answer: PublishAnswer,
    errors: { 404: 'no such version', 409: 'the module changed since baseVersion, or rows need accept or defaults' },
  },
  exportModule: {
    summary: 'The module as the JSON file config/resources/ takes (for version control)',
    access: access(),
    params: codeParam,
    answer: FileOf('application/json', '{code}.json'),
  },
  file: {
    summary: 'A workbook the engine kept: values a change emptied, data exported before a purge',
    access: access(),
    params: T.Object({ id: IdText }),
    answer: FileOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  },
  purgeExport: {
    summary: "Export a retired route's or field's data to a workbook before purging it",
    access: access('purge'),
    params: codeParam,
    body: purgeBody,
    answer: T.Object({ fileId: T.Integer(), rows: T.Integer(), downloadUrl: T.String() }),
  },
  purge: {
    summary: 'Destroy a retired route\'s table or a retired field\'s column; `confirm` repeats "/route" or "/route.field"',
    access: access('purge'),
    params: codeParam,
    body: T.Object({
      ...purgeBody.properties,
      confirm: T.Optional(T.Unknown({ description: 'the target typed again' })),
      baseVersion: publishFields.baseVersion,
    }),
    answer: T.Object({ version: T.Integer(), statements: T.Array(T.String()) }),
  },
});
