import { App, Alert, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ResourceList } from '../../components/crud/ResourceList';
import { ResourceShow } from '../../components/crud/ResourceShow';
import { FieldsForm } from '../../components/crud/FieldsForm';
import { addLocalRecord, dropLocalResource, setLocalResource } from '../../providers/local-resources';
import type { ResolvedRoute } from '../../resources';
import { previewShown, sampleRows } from './draft';
import { t } from './texts';

/**
 * The live preview of a draft route: the generic list (with its filter form and, for reports, the
 * chart), form and detail screens the route will have, built from the draft as it is now. Rows are
 * examples in memory (providers/local-resources.ts): nothing is sent to the server; a record saved
 * in the preview form is added to the preview list.
 */
export function RoutePreview({ route }: { route: ResolvedRoute }) {
  const { message } = App.useApp();
  const fields = useMemo(() => route.fields ?? [], [route.fields]);
  const [shown, setShown] = useState<number>(-1);
  const [tab, setTab] = useState('list');
  const [generation, setGeneration] = useState(0);
  // A row's 查看 in the preview list opens its detail here.
  const { search } = useLocation();
  useEffect(() => {
    const id = previewShown(search);
    if (id === null) return;
    setShown(id);
    setTab('show');
  }, [search]);
  // The sample rows follow the fields, and are there before the screens first ask for them.
  useMemo(() => setLocalResource(route.name, sampleRows(fields)), [route.name, fields]);
  useEffect(() => () => dropLocalResource(route.name), [route.name]);
  const shape = useMemo(() => hash(JSON.stringify(route)), [route]);
  if (!fields.length) return <Alert type="info" message={t('design.previewNoData')} />;
  // A new key per change of the draft: the screens start again from the new definition (the list
  // does not come back to the columns of an earlier draft, as a real list does to where it was left).
  const key = `${route.name}:${generation}:${shape}`;
  return (
    <div data-testid="md-preview">
      <Alert type="info" showIcon message={t('design.previewHint')} style={{ marginBottom: 12 }} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'list', label: t('design.previewList'), children: <ResourceList key={key} route={route} keep={false} /> },
          {
            key: 'form',
            label: t('design.previewForm'),
            children: (
              <FieldsForm
                key={key}
                fields={fields}
                sections={route.sections}
                testId="md-preview-form"
                idPrefix="preview"
                onSubmit={async (values) => {
                  const record = addLocalRecord(route.name, values);
                  setShown(Number(record.id));
                  setGeneration((g) => g + 1);
                  setTab('show');
                  void message.success(t('design.previewSaved'));
                }}
              />
            ),
          },
          {
            key: 'show',
            label: t('design.previewShow'),
            children: <ResourceShow key={`${key}:${shown}`} route={route} id={shown} />,
          },
        ]}
      />
    </div>
  );
}

/** A short fingerprint of a text (keys of the preview's screens). */
function hash(s: string): string {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
