import { auditLogOf } from './fieldsets/audit';
import { orgUserFields, roleFields, userFields } from './fieldsets/hrs-identity';
import { route } from './define';
import type { ModuleDef } from './types';
import {
  deptFields,
  docFields,
  icsFields,
  noticeFields,
  orgConfigureFields,
  signTemplateFields,
  versionFields,
  workgroupFields,
} from './fieldsets/org-admin';
import { aiLogFields } from './fieldsets/personal';

/** HRS: people, organisation, roles and permissions (docs/behaviour.md §1.2.1). */
export const hrs: ModuleDef = {
  code: 'hrs',
  label: { 'zh-CN': '人事管理', 'en-US': 'Organisation' },
  icon: 'ApartmentOutlined',
  routes: [
    route('/hrsManager', 'container', '人事管理', 'Organisation', { icon: 'ApartmentOutlined' }),
    route('/hrs', 'page', '人事首页', 'Organisation home', { component: 'ModuleHomePage' }),
    // The organisations of the installation (the platform administrator's screen; others see their own).
    route('/hrs_org', 'page', '公司管理', 'Organisations', { component: 'OrganisationPage', buttons: ['hrs_org:create', 'hrs_org:edit'] }),
    route('/hrs_orgUser', 'crud', '公司用户', 'Organisation users', {
      fields: orgUserFields,
      table: 'hrs_user',
      scope: { loginRole: 'staff' },
    }),
    route('/hrs_org_configure', 'crud', '公司配置', 'Organisation settings', { fields: orgConfigureFields }),
    route('/hrs_permission', 'page', '权限管理', 'Permissions', { component: 'RolePermissionPage', buttons: ['hrs_permission:edit'] }),
    // The module designer (docs/schema.md): the installation's schema, platform administrators only.
    route('/hrs_module_design', 'page', '模块设计', 'Module designer', {
      component: 'ModuleDesignPage',
      platformOnly: true,
      buttons: ['hrs_module_design:publish', 'hrs_module_design:restore', 'hrs_module_design:purge'],
    }),
    // The API reference (OpenAPI of every call, server/openapi): for administrators and integrators.
    route('/apiReference', 'page', 'API 参考', 'API reference', { component: 'ApiReferencePage' }),
    route('/hrs_role', 'crud', '角色管理', 'Roles', { fields: roleFields, table: 'hrs_role' }),
    route('/hrs_dept', 'crud', '部门管理', 'Departments', { fields: deptFields }),
    route('/hrs_user', 'crud', '用户管理', 'Users', { fields: userFields, table: 'hrs_user' }),
    route('/hrs_user_workgroup', 'crud', '工作组', 'Work groups', { fields: workgroupFields }),
    route('/hrs_log', 'report', '操作日志', 'Audit log', auditLogOf('hrs')),
    // Questions to the AI assistant and their answers, per organisation (server/ai).
    route('/hrs_ai_log', 'report', 'AI助手记录', 'AI assistant log', { fields: aiLogFields, defaultSort: 'createTime,desc' }),
    route('/hrs_notice', 'crud', '系统公告', 'Notices', { fields: noticeFields, defaultSort: 'publishDate,desc' }),
    route('/hrs_version', 'crud', '版本管理', 'Versions', { fields: versionFields, defaultSort: 'releaseDate,desc' }),
    route('/hrs_doc', 'crud', '帮助文档', 'Help documents', { fields: docFields }),
    route('/hrs_ics_list', 'crud', '审批设置', 'Approval settings', { fields: icsFields }),
    route('/hrs_signtemplate', 'crud', '签名模板', 'Signature templates', { fields: signTemplateFields }),
    route('/unPermission', 'page', '未开通权限', 'Not granted', { access: 'open', hidden: true, component: 'UnPermissionPage' }),
    route('/unDevelop', 'page', '功能开发中', 'Under development', { access: 'open', hidden: true, component: 'UnDevelopPage' }),
  ],
};
