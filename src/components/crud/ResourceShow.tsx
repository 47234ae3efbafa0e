import { EditOutlined } from '@ant-design/icons';
import { useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { Suspense } from 'react';
import { panels } from '../panels';
import { useNavigate } from 'react-router';
import { currentLanguage, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { FieldValue } from './FieldValue';
import { formatValue } from './format';
import { allowedActions } from './allowed';
import { fieldLabel, screenPath, screenTitle } from './routeDefs';
import { ScreenCard } from './ScreenCard';

const WIDE = new Set(['textarea', 'richtext', 'list', 'party']);

const SYSTEM_TIME = (name: 'createTime' | 'updateTime'): FieldDef => ({
  name,
  kind: 'datetime',
  label: { 'zh-CN': '', 'en-US': '' },
});

/** A record's details: every field rendered by kind, then when it was created and last changed. */
export function ResourceShow({ route, id }: { route: ResolvedRoute; id: BaseKey }) {
  const navigate = useNavigate();
  const lang = currentLanguage();
  const fields = route.fields ?? [];
  const allowed = allowedActions(route);
  const { result: record, query } = useOne<BaseRecord>({ resource: route.name, id, errorNotification: false });
  const back = () => navigate(screenPath.list(route));

  const extra = (
    <Space>
      {allowed.edit ? (
        <Button type="primary" icon={<EditOutlined />} data-testid="show-edit-button" onClick={() => navigate(screenPath.edit(route, id))}>
          {t('buttons.edit')}
        </Button>
      ) : null}
      <Button onClick={back}>{t('crud.back')}</Button>
    </Space>
  );

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError || !record) body = <Result status="warning" title={t('crud.recordMissing')} />;
  else {
    const items = [
      ...fields.map((f) => ({
        key: f.name,
        label: fieldLabel(f),
        span: WIDE.has(f.kind) ? ('filled' as const) : 1,
        children: <FieldValue field={f} value={record[f.name]} html />,
      })),
      { key: 'createTime', label: t('crud.createTime'), span: 1, children: formatValue(SYSTEM_TIME('createTime'), record.createTime, lang) },
      { key: 'updateTime', label: t('crud.updateTime'), span: 1, children: formatValue(SYSTEM_TIME('updateTime'), record.updateTime, lang) },
    ];
    body = (
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={items}
        styles={{ label: { width: 140, whiteSpace: 'nowrap' } }}
        data-testid="resource-show"
      />
    );
    const extras = (route.panels ?? []).map((name) => ({ name, Panel: panels[name] })).filter((p) => p.Panel);
    if (extras.length) {
      body = (
        <>
          {body}
          <Suspense fallback={<Skeleton active />}>
            {extras.map(({ name, Panel }) => (
              <Panel key={name} route={route} record={record} />
            ))}
          </Suspense>
        </>
      );
    }
  }

  return (
    <ScreenCard title={screenTitle(route, 'show')} extra={extra} testId="resource-show-page">
      {body}
    </ScreenCard>
  );
}
