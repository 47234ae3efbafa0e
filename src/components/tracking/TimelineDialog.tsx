import { Modal, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from './timeline';

interface Props<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Names the test ids: `${name}-timeline` and one `${name}-event` per entry. */
  name: string;
  entries: T[];
  /** The entry shown as the current state (the manifest's last, the route's first). */
  activeIndex: number;
  render: (entry: T, active: boolean) => ReactNode;
}

/** The 730 px timeline dialog both detail dialogs use: one highlighted entry, the others greyed. */
export function TimelineDialog<T>({ open, onClose, title, name, entries, activeIndex, render }: Props<T>) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={DIALOG_WIDTH} title={title} destroyOnHidden>
      <Timeline
        data-testid={`${name}-timeline`}
        style={{ marginTop: 16 }}
        items={entries.map((e, i) => {
          const active = i === activeIndex;
          return {
            color: active ? 'green' : 'gray',
            children: (
              <div
                data-testid={`${name}-event`}
                data-active={active ? 'true' : 'false'}
                style={active ? { fontWeight: 600 } : { color: '#8c8c8c' }}
              >
                {render(e, active)}
              </div>
            ),
          };
        })}
      />
    </Modal>
  );
}
