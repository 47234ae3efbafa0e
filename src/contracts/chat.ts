import { chatCalls } from './chat.calls';
import { byHandler, defineCalls, PUBLIC } from './define';
import type { ChatMessageKind } from '../schemas/chat';
import { Enum, IdText, Nullable, T, type TSchema } from './schema';

const Contact = T.Object({ accid: T.String(), nickName: T.String(), icon: T.String(), isOnline: T.Boolean(), orgName: T.String() });
const Message = T.Object({
  id: T.Integer(),
  conversationId: T.Integer(),
  from: T.String({ description: "the sender's accid" }),
  fromName: T.String(),
  kind: Enum(['text', 'image'] as const satisfies readonly ChatMessageKind[]),
  content: T.String(),
  fileUrl: Nullable(T.String()),
  clientId: Nullable(T.String()),
  createTime: T.String(),
});
const Conversation = T.Object({
  conversationId: T.Integer(),
  peer: Contact,
  lastMessage: Nullable(Message),
  unreadCount: T.Integer(),
  peerReadId: T.Integer(),
});
const entitled = byHandler('a user with the chat entitlement (403 otherwise); conversations the user is in (404 otherwise)');
/** docs/behaviour.md §2.7: the messaging calls answer code "200" (a string) on success. */
const imEnvelope = (data: TSchema) => T.Object({ code: T.Literal('200'), data, message: T.String(), messageInfo: T.String() });
const conversationId = T.Object({ id: IdText });

export const chat = defineCalls('chat', chatCalls, {
  imUser: {
    summary: 'The messaging user data: xyNumber (the account), xySign (its binding to the session), unread count',
    access: entitled,
    whole: true,
    answer: imEnvelope(
      T.Object({
        xyNumber: T.String(),
        xySign: T.String(),
        nickName: T.String(),
        icon: T.String(),
        orgName: T.String(),
        unreadMessageCount: T.Integer(),
        hasPrem: T.Boolean({ description: 'customer service is there to write to' }),
        message: T.String(),
      }),
    ),
  },
  unreadCount: {
    summary: "The user's unread chat messages",
    access: entitled,
    whole: true,
    query: T.Object({ xyNumber: T.Optional(T.String()) }),
    body: T.Object({ xyNumber: T.Optional(T.String()) }),
    answer: imEnvelope(T.Integer()),
  },
  customerServicePerm: {
    summary: "Whether the user's organisation may write to customer service, and its people",
    access: entitled,
    answer: T.Object({ hasPrem: T.Boolean(), contacts: T.Array(Contact) }),
  },
  supplierService: {
    summary: "The chat users of one of the organisation's partners (docs/behaviour.md §1.7: code 200 is success)",
    access: entitled,
    whole: true,
    answer: T.Object({ code: T.Literal(200), data: T.Array(Contact), message: T.String() }),
  },
  contacts: {
    summary: "Colleagues and partners' people the user may talk to",
    access: entitled,
    answer: T.Object({
      colleagues: T.Array(Contact),
      partners: T.Array(T.Object({}, { additionalProperties: true, description: 'a partner with its chat users' })),
    }),
  },
  conversations: { summary: "The user's conversations, newest first", access: entitled, answer: T.Array(Conversation) },
  openConversation: {
    summary: 'Open (or find) the conversation with a contact',
    access: entitled,
    body: T.Object({ accid: T.Optional(T.Unknown({ description: "the contact's accid" })) }),
    answer: Conversation,
  },
  messages: {
    summary: "A page of a conversation's history (before: a message id)",
    access: entitled,
    params: conversationId,
    query: T.Object({ before: T.Optional(T.String()), size: T.Optional(T.String({ description: '1 to 100, default 30' })) }),
    answer: T.Object({ records: T.Array(Message), hasMore: T.Boolean(), myReadId: T.Integer(), peerReadId: T.Integer() }),
  },
  send: {
    summary: 'Send a message (text, or an image by its uploaded address)',
    access: entitled,
    params: conversationId,
    body: T.Object({
      kind: T.Optional(T.Unknown({ description: 'text | image' })),
      content: T.Optional(T.Unknown()),
      fileUrl: T.Optional(T.Unknown()),
      clientId: T.Optional(T.Unknown({ description: "the sender's id of the message: a resend is stored once" })),
    }),
    answer: Message,
    errors: { 429: 'too many messages a minute (CHAT_MESSAGES_PER_MINUTE)' },
  },
  read: {
    summary: "Move the user's read mark in a conversation",
    access: entitled,
    params: conversationId,
    body: T.Object({ messageId: T.Optional(T.Unknown()) }),
    answer: T.Object({ lastReadId: T.Integer() }),
  },
  socket: {
    summary: 'The chat WebSocket: the first frame authenticates ({type: auth, token}); then messages, read marks, acks',
    description: 'Frames are JSON (src/schemas/chat.ts ChatClientFrame / ChatServerFrame), at most 64 KB.',
    access: PUBLIC('the token comes in the first frame'),
    answer: { file: 'websocket', description: 'a WebSocket upgrade' },
  },
});
