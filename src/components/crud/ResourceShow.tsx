import { EditOutlined } from '@ant-design/icons';
import { useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Result, Skeleton, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import { allowedActions } from './allowed';
import { RecordDetails } from './RecordDetails';
import { screenTitle } from './routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { ScreenCard } from './ScreenCard';
import { engine, panelsOf } from './extensions';

/** The tabbed workspace of routes that declare tabs (orders): a chunk of its own. */
const RecordWorkspace = lazy(() => import('../workspace/RecordWorkspace'));

/**
 * A record's details: its fields in the route's sections, then when it was created and last
 * changed, and the route's panels; a route with tabs gets the workspace instead.
 */
export function ResourceShow({ route, id }: { route: ResolvedRoute; id: BaseKey }) {
  const navigate = useNavigate();
  const personal = engine.useScreenDefaults(route);
  const fields = personal.fields;
  const allowed = allowedActions(route);
  const { result: record, query } = useOne<BaseRecord>({ resource: route.name, id, errorNotification: false });
  const back = () => navigate(screenPath.list(route));

  const extra = (
    <Space wrap>
      {allowed.edit ? (
        <Button
          type="primary"
          icon={<EditOutlined />}
          data-testid="show-edit-button"
          onClick={() => (personal.editInNewWindow && engine.openEditWindow(route, id)) || navigate(screenPath.edit(route, id))}
        >
          {t('buttons.edit')}
        </Button>
      ) : null}
      <Button onClick={back}>{t('crud.back')}</Button>
    </Space>
  );

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError || !record) body = <Result status="warning" title={t('crud.recordMissing')} />;
  else if (route.tabs?.length) {
    // A workspace (an order): summary, then 基本信息 and the route's tabs; its own chunk.
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <RecordWorkspace route={route} fields={fields} record={record} />
      </Suspense>
    );
  } else {
    const extras = panelsOf(route.panels ?? []);
    body = (
      <>
        <RecordDetails route={route} fields={fields} record={record} />
        {extras.length ? (
          <Suspense fallback={<Skeleton active />}>
            {extras.map(({ name, Panel }) => (
              <Panel key={name} route={route} record={record} />
            ))}
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <ScreenCard title={screenTitle(route, 'show')} extra={extra} testId="resource-show-page">
      {body}
    </ScreenCard>
  );
}
