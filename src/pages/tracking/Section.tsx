import { Collapse, Empty } from 'antd';
import type { ReactNode } from 'react';

export interface SectionDef {
  key: string;
  title: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}

/**
 * Collapsible sections of a tracking page; `open` names those open at first (docs/behaviour.md §2.4).
 * Each section carries data-testid="section-{key}".
 */
export function Sections({ items, open }: { items: SectionDef[]; open: string[] }) {
  return (
    <Collapse
      defaultActiveKey={open}
      style={{ background: '#fff' }}
      items={items.map((s) => ({
        key: s.key,
        label: <span data-testid={`section-${s.key}`}>{s.title}</span>,
        extra: s.extra,
        children: s.children,
      }))}
    />
  );
}

/** The empty text of a section (当前订单没有可显示的...). */
export function EmptyText({ text, testId }: { text: string; testId?: string }) {
  return <Empty data-testid={testId ?? 'empty-text'} image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
