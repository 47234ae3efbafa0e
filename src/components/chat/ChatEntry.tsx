import { MessageOutlined } from '@ant-design/icons';
import { App, Badge, Button, Tooltip, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { CurrentUser } from '../layout/useCurrentUser';
import { ChatCallError, fetchImUser, fetchUnreadCount } from './api';
import { INITIAL_CHAT_STATE, type ChatClient } from './client';
import { endChatSession, startChatClient } from './session';
import { t } from '../../providers';

const ChatWindow = lazy(() => import('./ChatWindow'));

const noop = () => () => {};
const initialState = () => INITIAL_CHAT_STATE;

/**
 * The top bar's chat entry (docs/behaviour.md §1.4, §2.2.3): its badge counts unread messages (99+ above
 * 99, docs/behaviour.md §1.9) and a click toggles the chat window. Rendered only for users the chat is for
 * (access.ts); the chat session starts here and ends with it.
 */
export default function ChatEntry({ user }: { user: CurrentUser }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [client, setClient] = useState<ChatClient | null>(null);
  const [open, setOpen] = useState(false);
  const [serverUnread, setServerUnread] = useState(0);
  const state = useSyncExternalStore(client?.subscribe ?? noop, client?.getState ?? initialState);

  useEffect(() => {
    let live = true;
    const chat = startChatClient();
    (async () => {
      try {
        const im = await fetchImUser();
        if (!live) return;
        setClient(chat);
        void fetchUnreadCount(im.xyNumber).then(
          (n) => live && setServerUnread(n),
          (e) => live && message.error((e as Error).message),
        );
        await chat.start(im.xyNumber);
      } catch (e) {
        if (live && e instanceof ChatCallError) void message.error(e.message);
      }
    })();
    return () => {
      live = false;
      endChatSession();
    };
  }, [message]);

  // The unread count call answers first; the conversations' own counts take over once loaded.
  const unread = state.conversations.length ? state.conversations.reduce((n, c) => n + c.unreadCount, 0) : serverUnread;

  return (
    <>
      <Tooltip title={t('chat.entry')}>
        <Button
          type="text"
          data-testid="chat-toggle"
          data-unread={unread}
          aria-label={t('chat.entry')}
          aria-pressed={open}
          onClick={() => setOpen((o) => !o)}
          icon={
            <Badge count={unread} overflowCount={99} size="small" data-testid="chat-unread">
              <MessageOutlined style={{ fontSize: 18, color: open ? token.colorPrimary : token.colorTextSecondary }} />
            </Badge>
          }
        />
      </Tooltip>
      {open && client ? (
        <Suspense fallback={null}>
          <ChatWindow client={client} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
