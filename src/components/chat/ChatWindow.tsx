import { CloseOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Empty, List, Tabs, Typography, theme } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { inLanguage, t } from '../../providers';
import { CHAT_OPENING_TEXT, type ChatContact, type ChatConversation } from '../../schemas/chat';
import type { CurrentUser } from '../layout/useCurrentUser';
import { openConversationWith } from './api';
import type { ChatClient } from './client';
import { ContactAvatar } from './ContactAvatar';
import { ContactsTab } from './ContactsTab';
import { PANE_HEIGHT } from './sizes';
import { ConversationPane } from './ConversationPane';

interface Props {
  client: ChatClient;
  user: CurrentUser;
  onClose: () => void;
}

function preview(c: ChatConversation) {
  const m = c.lastMessage;
  if (!m) return '';
  return m.kind === 'image' ? t('chat.picture') : m.content;
}

/**
 * The chat window (docs/behaviour.md §1.3, §1.4): a 聊天 tab (conversations and the one open) and a 联系人 tab.
 * Starting a chat with a contact opens it on the 聊天 tab; a first chat with a partner's person
 * starts with the opening text, resent after 5 s if it fails (docs/behaviour.md §1.4, §1.9).
 */
export default function ChatWindow({ client, user, onClose }: Props) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const state = useSyncExternalStore(client.subscribe, client.getState);
  const [tab, setTab] = useState<'chats' | 'contacts'>(state.conversations.length ? 'chats' : 'contacts');
  const active = state.conversations.find((c) => c.conversationId === state.activeId) ?? null;

  // Whatever was shown counts as read only while the window is open.
  useEffect(() => () => void client.activate(null), [client]);

  async function startChat(contact: ChatContact, opening: boolean) {
    try {
      const conversation = await openConversationWith(contact.accid);
      client.addConversation(conversation);
      setTab('chats');
      await client.activate(conversation.conversationId);
      if (opening && !conversation.lastMessage) {
        void client.send(conversation.conversationId, 'text', inLanguage(CHAT_OPENING_TEXT), { autoResend: true }).catch(() => {});
      }
    } catch {
      // The http client has shown the server's message.
    }
  }

  const chats = (
    <div style={{ display: 'flex', height: PANE_HEIGHT }}>
      <div style={{ width: 210, borderRight: `1px solid ${token.colorBorderSecondary}`, overflowY: 'auto' }}>
        {state.conversations.length ? (
          <List
            size="small"
            dataSource={state.conversations}
            renderItem={(c) => (
              <List.Item
                key={c.conversationId}
                data-testid="chat-conversation"
                data-accid={c.peer.accid}
                onClick={() => void client.activate(c.conversationId).catch(() => message.error(t('chat.reconnecting')))}
                style={{
                  cursor: 'pointer',
                  padding: '8px 10px',
                  background: c.conversationId === state.activeId ? token.colorPrimaryBg : undefined,
                }}
              >
                <List.Item.Meta
                  avatar={
                    <Badge count={c.unreadCount} overflowCount={99} size="small">
                      <ContactAvatar contact={c.peer} />
                    </Badge>
                  }
                  title={
                    <Typography.Text ellipsis style={{ maxWidth: 130 }}>
                      {c.peer.nickName}
                    </Typography.Text>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 130, fontSize: 12 }}>
                      {preview(c)}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noConversations')} />
        )}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        {active ? (
          <ConversationPane key={active.conversationId} client={client} state={state} conversation={active} />
        ) : (
          <Empty style={{ marginTop: 120 }} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noConversation')} />
        )}
      </div>
    </div>
  );

  return (
    <Card
      data-testid="chat-window"
      size="small"
      title={t('chat.entry')}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('chat.close')} onClick={onClose} />}
      style={{
        position: 'fixed',
        right: 24,
        top: 72,
        width: 720,
        maxWidth: 'calc(100vw - 16px)',
        zIndex: 1040,
        boxShadow: token.boxShadowSecondary,
        lineHeight: 1.5,
      }}
      styles={{ body: { padding: 0 } }}
    >
      {state.status === 'offline' ? (
        <Typography.Text type="warning" style={{ display: 'block', padding: '4px 12px' }} data-testid="chat-status">
          {t('chat.reconnecting')}
        </Typography.Text>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'chats' | 'contacts')}
        tabBarStyle={{ padding: '0 12px', margin: 0 }}
        items={[
          { key: 'chats', label: <span data-testid="chat-tab-chats">{t('chat.chats')}</span>, children: chats },
          {
            key: 'contacts',
            label: <span data-testid="chat-tab-contacts">{t('chat.contacts')}</span>,
            children: <ContactsTab user={user} onPick={startChat} />,
          },
        ]}
      />
    </Card>
  );
}
