import { EditOutlined } from '@ant-design/icons';
import { useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { Suspense } from 'react';
import { panels } from '../panels';
import { useNavigate } from 'react-router';
import { currentLanguage, t } from '../../providers';
import type { FieldDef, PanelComponent, ResolvedRoute } from '../../resources';
import { FieldValue } from './FieldValue';
import { ListValue } from './ListValue';
import { formatValue } from './format';
import { allowedActions } from './allowed';
import { fieldLabel, screenPath, screenTitle } from './routeDefs';
import { ScreenCard } from './ScreenCard';
import { usePersonalDefaults } from '../settings/usePersonalDefaults';
import { openEditWindow } from '../settings/editWindow';

const WIDE = new Set(['textarea', 'richtext', 'party']);

const SYSTEM_TIME = (name: 'createTime' | 'updateTime'): FieldDef => ({
  name,
  kind: 'datetime',
  label: { 'zh-CN': '', 'en-US': '' },
});

/** A record's details: every field rendered by kind, then when it was created and last changed. */
export function ResourceShow({ route, id }: { route: ResolvedRoute; id: BaseKey }) {
  const navigate = useNavigate();
  const lang = currentLanguage();
  const personal = usePersonalDefaults(route);
  const fields = personal.fields;
  const allowed = allowedActions(route);
  const { result: record, query } = useOne<BaseRecord>({ resource: route.name, id, errorNotification: false });
  const back = () => navigate(screenPath.list(route));

  const extra = (
    <Space>
      {allowed.edit ? (
        <Button type="primary" icon={<EditOutlined />} data-testid="show-edit-button" onClick={() => (personal.editInNewWindow && openEditWindow(route, id)) || navigate(screenPath.edit(route, id))}>
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
    // Row lists are tables of their own under the details: inside a description cell a wide table
    // would stretch the whole page sideways.
    const lists = fields.filter((f) => f.kind === 'list');
    const items = [
      ...fields.filter((f) => f.kind !== 'list').map((f) => ({
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
    if (lists.length) {
      body = (
        <>
          {body}
          {lists.map((f) => (
            <section key={f.name} data-testid={`show-list-${f.name}`} style={{ marginTop: 16, minWidth: 0 }}>
              <Typography.Title level={5} style={{ marginBottom: 8 }}>{fieldLabel(f)}</Typography.Title>
              <ListValue field={f} value={record[f.name]} />
            </section>
          ))}
        </>
      );
    }
    const extras = (route.panels ?? []).map((name) => ({ name, Panel: panels[name as PanelComponent] })).filter((p) => p.Panel);
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
