import { Result } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { allowedActions } from '../../components/crud/allowed';
import { ResourceForm } from '../../components/crud/ResourceForm';
import { findDataRoute } from '../../components/crud/routeDefs';
import { routeRoot, t } from '../../providers';
import { findRoute } from '../../resources';

/**
 * The make / edit page of a data route's records (RouteDef.editorOf, e.g. /os_ve_register_make for
 * /os_ve_register): the list's 新增 opens it empty, 编辑 with `?id=`. It is the route's own form
 * (the shared rules, the generic API with its token, permission and tenant checks), laid out in the
 * page's sections. Without the list's create or edit button it shows no form.
 */
export default function RecordEditorPage() {
  const { pathname, search } = useLocation();
  const page = findRoute(routeRoot(pathname))!;
  const source = page.editorOf ? findDataRoute(page.editorOf) : undefined;
  const id = useMemo(() => new URLSearchParams(search).get('id'), [search]);
  if (!source) return null;
  const allowed = allowedActions(source);
  if (!(id ? allowed.edit : allowed.create))
    return <Result status="403" title={t('office.editor.forbidden')} data-testid="editor-forbidden" />;
  return (
    <div data-testid="record-editor">
      <ResourceForm key={id ?? 'new'} route={source} screen={id ? 'edit' : 'create'} id={id ?? undefined} sections={page.sections} />
    </div>
  );
}
