import { ExclamationCircleOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Image, Input, Space, Tag, Typography, Upload, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage } from '../../schemas/chat';
import { IMAGE_EXTENSIONS } from '../../schemas/uploads';
import { uploadRefusal } from '../crud/FileInput';
import { uploadPicture } from './api';
import type { ChatClient, ChatState, Outgoing } from './client';
import { ContactAvatar } from './ContactAvatar';
import { MESSAGES_HEIGHT, THUMB_SIZE } from './sizes';
import { t } from '../../providers';

function Body({ kind, content, fileUrl }: { kind: string; content: string; fileUrl?: string | null }) {
  if (kind === 'image' && fileUrl) {
    return (
      <Image src={fileUrl} alt={content} width={THUMB_SIZE} height={THUMB_SIZE} style={{ objectFit: 'cover' }} data-testid="chat-image" />
    );
  }
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{content}</span>;
}

function Bubble({ mine, children, testId }: { mine: boolean; children: React.ReactNode; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={testId} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}>
      <div
        style={{
          maxWidth: '75%',
          padding: '6px 10px',
          borderRadius: token.borderRadiusLG,
          background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
          color: token.colorText,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** One conversation: history (older pages on demand), read marks, what is being sent, the input. */
export function ConversationPane({
  client,
  state,
  conversation,
}: {
  client: ChatClient;
  state: ChatState;
  conversation: ChatConversation;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const id = conversation.conversationId;
  const messages = state.messages[id] ?? [];
  const outbox = state.outbox.filter((o) => o.conversationId === id);
  const lastId = messages.at(-1)?.id;

  // New messages (and what is being sent) scroll into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastId and outbox.length are the triggers: the effect reads only the scroller.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, outbox.length]);
  useEffect(() => {
    if (lastId && conversation.unreadCount) client.markRead(id);
  }, [client, id, lastId, conversation.unreadCount]);

  function send() {
    // docs/behaviour.md §2.6: blank input is ignored.
    if (!text.trim()) return;
    void client.send(id, 'text', text).catch(() => {});
    setText('');
  }

  const mine = (m: { from: string }) => m.from === state.me;

  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <Space style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <ContactAvatar contact={conversation.peer} size={24} />
        <Typography.Text strong data-testid="chat-peer">
          {conversation.peer.nickName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {conversation.peer.orgName}
        </Typography.Text>
      </Space>
      <div ref={scroller} style={{ height: MESSAGES_HEIGHT, overflowY: 'auto', padding: '4px 12px' }} data-testid="chat-messages">
        {state.hasMore[id] ? (
          <div style={{ textAlign: 'center' }}>
            <Button type="link" size="small" onClick={() => void client.loadOlder(id).catch(() => {})}>
              {t('chat.older')}
            </Button>
          </div>
        ) : null}
        {messages.map((m: ChatMessage) => (
          <Bubble key={m.id} mine={mine(m)} testId={mine(m) ? 'chat-message-mine' : 'chat-message-theirs'}>
            <Body kind={m.kind} content={m.content} fileUrl={m.fileUrl} />
            {mine(m) ? (
              <div style={{ textAlign: 'right', fontSize: 11, color: token.colorTextTertiary }} data-testid="chat-read-mark">
                {t(m.id <= conversation.peerReadId ? 'chat.read' : 'chat.unread')}
              </div>
            ) : null}
          </Bubble>
        ))}
        {outbox.map((o: Outgoing) => (
          <Bubble key={o.clientId} mine testId={`chat-outgoing-${o.status}`}>
            <Body kind={o.kind} content={o.content} fileUrl={o.fileUrl} />
            <div style={{ textAlign: 'right', fontSize: 11 }}>
              {o.status === 'sending' ? (
                <LoadingOutlined />
              ) : (
                <Tag
                  color="error"
                  icon={<ExclamationCircleOutlined />}
                  style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                  onClick={() => void client.resend(o.clientId).catch(() => {})}
                >
                  {t('chat.failed')}
                </Tag>
              )}
            </div>
          </Bubble>
        ))}
      </div>
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: '4px 8px 8px' }}>
        <Input.TextArea
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            send();
          }}
          placeholder={t('chat.placeholder')}
          variant="borderless"
          style={{ resize: 'none', padding: '4px 0' }}
          data-testid="chat-input"
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Upload
            accept={IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              const refusal = uploadRefusal(file, 'image');
              if (refusal) {
                void message.error(refusal);
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={async ({ file, onSuccess, onError }) => {
              setUploading(true);
              try {
                const fileUrl = await uploadPicture(file as Blob);
                void client.send(id, 'image', (file as File).name, { fileUrl }).catch(() => {});
                onSuccess?.(fileUrl);
              } catch (e) {
                // A refusal has been shown by the http client with the server's message.
                onError?.(e as Error);
              } finally {
                setUploading(false);
              }
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<PictureOutlined />}
              loading={uploading}
              aria-label={t('chat.image')}
              title={t('chat.image')}
              data-testid="chat-image-button"
            />
          </Upload>
          <Button type="primary" size="small" onClick={send} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
      </div>
    </div>
  );
}
