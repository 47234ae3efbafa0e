import type { BaseRecord } from '@refinedev/core';
import { Button, Skeleton, Tabs } from 'antd';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { inLanguage, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { RecordDetails, RecordList } from '../crud/RecordDetails';
import { useIsSmallDevice } from '../layout/useIsMobile';
import { panelOf, panelsOf } from '../crud/extensions';
import { InWorkspace } from './context';
import styles from './RecordWorkspace.module.css';

/** The first tab: the record's fields in their sections (and the panels no tab names). */
export const BASIC_TAB = 'basic';

interface Pane {
  key: string;
  label: string;
  content: ReactNode;
}

function PanelList({ names, route, record }: { names: readonly string[]; route: ResolvedRoute; record: BaseRecord }) {
  const list = panelsOf(names);
  if (!list.length) return null;
  return (
    <Suspense fallback={<Skeleton active />}>
      {list.map(({ name, Panel }) => (
        <Panel key={name} route={route} record={record} />
      ))}
    </Suspense>
  );
}

/**
 * A record's workspace (RouteDef.tabs; docs/orders.md "The order workspace"): the route's header
 * panel (an order's summary and lifecycle), then 基本信息 and the declared tabs, each holding its
 * list fields and panels. The open tab is the address's `?tab=`, so a link opens the same tab; a tab
 * is mounted when first opened, so its panels load only then. On a phone the tabs are sections of
 * one page under a row of anchors, which scroll to them and keep `?tab=` too.
 */
export default function RecordWorkspace({ route, fields, record }: { route: ResolvedRoute; fields: FieldDef[]; record: BaseRecord }) {
  const phone = useIsSmallDevice();
  const [params, setParams] = useSearchParams();
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const tabbedPanels = new Set((route.tabs ?? []).flatMap((tab) => tab.panels ?? []));
  const panes: Pane[] = [
    {
      key: BASIC_TAB,
      label: t('workspace.basic'),
      content: (
        <>
          <RecordDetails route={route} fields={fields} record={record} />
          <PanelList names={(route.panels ?? []).filter((p) => !tabbedPanels.has(p))} route={route} record={record} />
        </>
      ),
    },
    ...(route.tabs ?? []).map((tab) => ({
      key: tab.key,
      label: inLanguage(tab.label),
      content: (
        <div data-testid={`workspace-pane-${tab.key}`}>
          {(tab.fields ?? [])
            .map((n) => byName.get(n))
            .filter((f): f is FieldDef => !!f)
            .map((f) => (
              <RecordList key={f.name} field={f} record={record} />
            ))}
          <PanelList names={tab.panels ?? []} route={route} record={record} />
        </div>
      ),
    })),
  ];
  const asked = params.get('tab');
  const active = panes.some((p) => p.key === asked) ? asked! : BASIC_TAB;
  const open = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === BASIC_TAB) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const Header = route.header ? panelOf(route.header) : undefined;
  return (
    <InWorkspace.Provider value>
      {Header ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <Header route={route} record={record} />
        </Suspense>
      ) : null}
      {phone ? (
        <Anchored panes={panes} active={active} onOpen={open} />
      ) : (
        <Tabs
          activeKey={active}
          onChange={open}
          data-testid="workspace-tabs"
          items={panes.map((p) => ({
            key: p.key,
            label: <span data-testid={`workspace-tab-${p.key}`}>{p.label}</span>,
            children: p.content,
          }))}
        />
      )}
    </InWorkspace.Provider>
  );
}

/** The phone's form of the tabs: every pane in turn, under a sticky row of anchors. */
function Anchored({ panes, active, onOpen }: { panes: Pane[]; active: string; onOpen: (key: string) => void }) {
  const refs = useRef(new Map<string, HTMLElement>());
  const root = useRef<HTMLDivElement>(null);
  const first = useRef(active);
  useEffect(() => {
    // A link naming a tab opens the page at that section. The panels above it load after this
    // runs and push it down, so it is scrolled to again as the page grows, for a few seconds or
    // until the user scrolls himself.
    const target = first.current;
    if (target === BASIC_TAB || !root.current) return undefined;
    const go = () => refs.current.get(target)?.scrollIntoView({ block: 'start' });
    go();
    const observer = new ResizeObserver(go);
    observer.observe(root.current);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, 4000);
    window.addEventListener('wheel', stop, { once: true });
    window.addEventListener('touchmove', stop, { once: true });
    return () => {
      stop();
      clearTimeout(timer);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
  }, []);
  return (
    <div data-testid="workspace-anchored" ref={root}>
      <nav className={styles.anchors} data-testid="workspace-tabs">
        {panes.map((p) => (
          <Button
            key={p.key}
            size="small"
            type={p.key === active ? 'primary' : 'text'}
            data-testid={`workspace-tab-${p.key}`}
            onClick={() => {
              onOpen(p.key);
              refs.current.get(p.key)?.scrollIntoView({ block: 'start' });
            }}
          >
            {p.label}
          </Button>
        ))}
      </nav>
      {panes.map((p) => (
        <section
          key={p.key}
          className={styles.pane}
          ref={(el) => void (el ? refs.current.set(p.key, el) : refs.current.delete(p.key))}
          data-testid={`workspace-section-${p.key}`}
        >
          <h3 className={styles.paneTitle}>{p.label}</h3>
          {p.content}
        </section>
      ))}
    </div>
  );
}
