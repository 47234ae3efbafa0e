import type { Bilingual } from './check-table';

/**
 * Chat (docs/chat.md): what the server and the browser agree on: the socket's frames, the shapes of
 * contacts and messages, the limits and the texts either side shows.
 */

/** docs/behaviour.md §1.9: a failed send is tried again after 5 s. */
export const CHAT_RESEND_MS = 5000;

/**
 * The longest text a message may hold (CHAT_MAX_LENGTH may lower it). 2000 UTF-16 units stay below
 * PostgreSQL's 8000-byte NOTIFY payload with the message around them (docs/chat.md "Scale-out").
 */
export const CHAT_MAX_LENGTH_CAP = 2000;

/** A message to a partner's people starts with this text (docs/behaviour.md §1.4 "first chat with a supplier"). */
export const CHAT_OPENING_TEXT: Bilingual = Object.freeze({
  'zh-CN': '您好，我想咨询一下贵司的服务。',
  'en-US': 'Hello, I would like to ask about your services.',
});

/** The socket's close codes: the session ended (logout, expiry) or the user may not chat. */
export const CHAT_CLOSE_UNAUTHENTICATED = 4401;
export const CHAT_CLOSE_FORBIDDEN = 4403;

/** docs/behaviour.md §1.3: a chat contact. accid is the contact's messaging account (xyNumber). */
export interface ChatContact {
  accid: string;
  nickName: string;
  /** Picture address, or '' when the user has none (the window shows the name's first character). */
  icon: string;
  isOnline: boolean;
  orgName: string;
}

export type ChatMessageKind = 'text' | 'image';

export interface ChatMessage {
  id: number;
  conversationId: number;
  /** Sender's accid. */
  from: string;
  fromName: string;
  kind: ChatMessageKind;
  /** The text; for an image, its file name. */
  content: string;
  /** An image's address (/files/{uuid}/{name}); null for text. */
  fileUrl: string | null;
  /** The sender's own id for the message, so a resend is stored once. */
  clientId: string | null;
  createTime: string;
}

export interface ChatConversation {
  conversationId: number;
  peer: ChatContact;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  /** The last message id the peer has read (read marks). */
  peerReadId: number;
}

/** What a client may send over the socket. The first frame must be `auth`. */
export type ChatClientFrame =
  /** lang: the interface language the server's error texts should use. */
  | { type: 'auth'; token: string; lang?: 'zh-CN' | 'en-US' }
  | { type: 'sync'; since: number }
  | { type: 'send'; clientId: string; conversationId: number; kind: ChatMessageKind; content?: string; fileUrl?: string }
  | { type: 'read'; conversationId: number; messageId: number }
  | { type: 'ping' };

/** What the server sends over the socket. */
export type ChatServerFrame =
  | { type: 'ready'; xyNumber: string }
  | { type: 'message'; message: ChatMessage }
  | { type: 'synced'; lastId: number; more: boolean }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'read'; conversationId: number; accid: string; messageId: number }
  | { type: 'error'; code: number; message: string; clientId?: string }
  | { type: 'pong' };

/** Refusals and failures, in the words both sides show. */
export const CHAT_MESSAGES = Object.freeze({
  blank: { 'zh-CN': '消息内容不能为空', 'en-US': 'The message is empty' },
  tooLong: { 'zh-CN': '消息内容不能超过{max}个字符', 'en-US': 'A message may hold at most {max} characters' },
  tooMany: { 'zh-CN': '发送消息过于频繁，请稍后再试', 'en-US': 'Too many messages, please try again later' },
  notEntitled: { 'zh-CN': '您的账号未开通在线沟通', 'en-US': 'Chat is not enabled for your account' },
  noConversation: { 'zh-CN': '会话不存在', 'en-US': 'The conversation does not exist' },
  noContact: { 'zh-CN': '联系人不存在或不能与您沟通', 'en-US': 'The contact does not exist or cannot chat with you' },
  badImage: {
    'zh-CN': '图片不存在或不是 JPG、JPEG、BMP、PNG 格式',
    'en-US': 'The picture does not exist or is not a JPG, JPEG, BMP or PNG image',
  },
  badFrame: { 'zh-CN': '消息格式错误', 'en-US': 'Malformed frame' },
  /** docs/behaviour.md §2.8: the messaging user data answered a code other than "200". */
  imUserError: { 'zh-CN': 'IM用户接口报错', 'en-US': 'IM user call failed' },
  /** docs/behaviour.md §2.8: the unread count answered a code other than "200". */
  unreadError: { 'zh-CN': '获取IM未读总数报错', 'en-US': 'Failed to get the IM unread count' },
} satisfies Record<string, Bilingual>);

/** Control characters other than tab and newline are dropped from texts (they only confuse screens). */
export function cleanChatText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** The refusal of a text, or null when it may be sent. Blank means only white space. */
export function checkChatText(text: string, max: number): keyof typeof CHAT_MESSAGES | null {
  if (!text.trim()) return 'blank';
  if (text.length > max) return 'tooLong';
  return null;
}
