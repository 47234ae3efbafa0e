import { callTable } from './calls';

/**
 * 模块设计, the module designer (docs/schema.md, docs/api-schema.md): the installation's configured
 * modules, their drafts, plans, publications, versions and purges. A publication changes the registry:
 * the menu, the permissions and every screen follow (topic `registry`).
 */
export const moduleDesignCalls = callTable({
  modules: ['GET /hrs/moduleDesign/modules', 'moduleDesign'],
  module: ['GET /hrs/moduleDesign/modules/:code', 'moduleDesign'],
  saveDraft: ['PUT /hrs/moduleDesign/drafts/:code', 'moduleDesign'],
  removeDraft: ['DELETE /hrs/moduleDesign/drafts/:code', 'moduleDesign'],
  plan: 'POST /hrs/moduleDesign/plan',
  publish: ['POST /hrs/moduleDesign/publish', 'moduleDesign', 'registry'],
  versions: ['GET /hrs/moduleDesign/modules/:code/versions', 'moduleDesign'],
  restorePlan: 'POST /hrs/moduleDesign/modules/:code/versions/:version/plan',
  restore: ['POST /hrs/moduleDesign/modules/:code/versions/:version/restore', 'moduleDesign', 'registry'],
  exportModule: 'GET /hrs/moduleDesign/modules/:code/export',
  file: 'GET /hrs/moduleDesign/files/:id',
  purgeExport: 'POST /hrs/moduleDesign/modules/:code/purge/export',
  purge: ['POST /hrs/moduleDesign/modules/:code/purge', 'moduleDesign', 'registry'],
});
