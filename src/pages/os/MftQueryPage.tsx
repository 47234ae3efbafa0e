import type { BaseRecord } from '@refinedev/core';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ResourceList } from '../../components/crud/ResourceList';
import { ResourceShow } from '../../components/crud/ResourceShow';
import { routeLabel } from '../../components/crud/routeDefs';
import { useTrackDialogs } from '../../components/tracking/useTrackDialogs';
import { api, call } from '../../api';
import { canOpenPath, routeRoot, t } from '../../providers';
import { findRoute, routes } from '../../resources';
import type { ManifestEvent } from '../../schemas';
import { screenOf } from '../../resources/screen-paths';

/**
 * The one generic manifest query page (docs/behaviour.md §1.2.1: "many /Mft... manifest query pages share one
 * generic page"). Each /Mft... route is a preset declared in the registry (src/resources/fieldsets/manifests.ts
 * MANIFEST_PRESETS): which records the server returns, which filters and columns the list offers,
 * its order. The page shows the presets the user may open as tabs, the current preset's list, and
 * for any row the manifest timeline of its master waybill (docs/behaviour.md §1.2.4).
 */
export default function MftQueryPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = findRoute(routeRoot(pathname))!;
  const screen = screenOf(route, pathname);
  const [mawb, setMawb] = useState<string | null>(null);
  const { openManifest, dialogs } = useTrackDialogs(mawb);

  if (screen?.action === 'show' && screen.id) return <ResourceShow key={screen.id} route={route} id={screen.id} />;

  const presets = routes.filter((r) => r.component === route.component && canOpenPath(r.path));
  const showManifest = async (record: BaseRecord) => {
    const number = String(record.mawbNumber ?? '');
    setMawb(number);
    const answer = await call(api.waybill.manifestEvents, { query: { mawbNumber: number } });
    const events = ((answer as { events?: unknown[] } | null)?.events ?? []) as ManifestEvent[];
    openManifest(events, events.length > 0);
  };

  return (
    <div data-testid="mft-query-page">
      <Tabs
        activeKey={route.path}
        onChange={(path) => navigate(path)}
        items={presets.map((p) => ({ key: p.path, label: <span data-testid={`mft-tab-${p.name}`}>{routeLabel(p)}</span> }))}
        style={{ marginBottom: 8 }}
      />
      <ResourceList
        key={route.path}
        route={route}
        rowExtra={(record) => (
          <Button
            type="link"
            size="small"
            data-testid={`mft-manifest-${record.id}`}
            onClick={() => void showManifest(record).catch(() => undefined)}
          >
            {t('office.mft.timeline')}
          </Button>
        )}
      />
      {dialogs}
    </div>
  );
}
