import { FileTextOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useState } from 'react';
import { api, request } from '../../api';
import { altHttp, t } from '../../providers';
import { openDocument } from './openDocument';

/** One entry of GET /hrs/permission/helpDoc (docs/api-shell.md). */
export interface HelpDoc {
  docId: number | string;
  docName: string;
  helpDocUrl: string;
  docVersion?: string | null;
  /** The user's own organisation's document, else the platform's (`source` names it). */
  own: boolean;
  source?: string;
}

type State = { docs?: HelpDoc[]; failed?: boolean };

/**
 * The top bar's 帮助文档 (docs/behaviour.md §2.2.3): the help documents the user may open, listed when the menu
 * opens (an administrator may have added one since); a click opens the document in a new window.
 */
export function HelpDocMenu() {
  const [state, setState] = useState<State>({});

  const load = () => {
    setState((s) => ({ docs: s.docs }));
    request(altHttp, api.dashboard.helpDocs, undefined, { silent: true })
      .then((answer) => setState({ docs: Array.isArray(answer) ? (answer as unknown as HelpDoc[]) : [] }))
      .catch(() => setState({ failed: true }));
  };

  const note = (key: string, text: string): NonNullable<MenuProps['items']>[number] => ({
    key,
    disabled: true,
    label: <span data-testid={`help-doc-${key}`}>{text}</span>,
  });
  let items: MenuProps['items'];
  if (state.failed) items = [note('failed', t('layout.helpDoc.failed'))];
  else if (!state.docs) items = [note('loading', t('layout.helpDoc.loading'))];
  else if (!state.docs.length) items = [note('empty', t('layout.helpDoc.empty'))];
  else {
    items = state.docs.map((d) => ({
      key: String(d.docId),
      icon: <FileTextOutlined />,
      label: (
        <span data-testid="help-doc-item">
          {d.docName}
          {d.docVersion ? ` v${d.docVersion}` : ''}
          {!d.own && d.source ? ` · ${d.source}` : ''}
        </span>
      ),
    }));
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const doc = state.docs?.find((d) => String(d.docId) === key);
    // The address was checked by the server and is checked again before it is opened (docs/security.md).
    if (doc) void openDocument(async () => doc.helpDocUrl).catch(() => undefined);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" onOpenChange={(open) => open && load()}>
      <Tooltip title={t('layout.helpDoc')}>
        <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('layout.helpDoc')} data-testid="help-doc" />
      </Tooltip>
    </Dropdown>
  );
}
