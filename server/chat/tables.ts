import type { TableDef } from '../db/tables';

const now = 'now()';

/** The chat's tables (docs/chat.md "Tables"). */
export const chatTables: TableDef[] = [
  {
    // One-to-one conversations: user_a < user_b, so a pair has exactly one.
    name: 'chat_conversation',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'user_a', type: 'bigint', notNull: true },
      { name: 'user_b', type: 'bigint', notNull: true },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['user_a', 'user_b'], unique: true }],
  },
  {
    // Who is in a conversation, and how far each has read (the read mark).
    name: 'chat_member',
    columns: [
      { name: 'conversation_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'peer_user_id', type: 'bigint', notNull: true },
      { name: 'last_read_id', type: 'bigint', notNull: true, default: '0' },
    ],
    indexes: [{ columns: ['conversation_id', 'user_id'], unique: true }, { columns: ['user_id'] }],
  },
  {
    name: 'chat_message',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'conversation_id', type: 'bigint', notNull: true },
      { name: 'sender_id', type: 'bigint', notNull: true },
      { name: 'sender_org_id', type: 'bigint', notNull: true },
      // text | image
      { name: 'kind', type: 'text', notNull: true },
      { name: 'content', type: 'text', notNull: true },
      { name: 'file_uuid', type: 'uuid' },
      // The sender's id for the message: a resend of the same message is stored once.
      { name: 'client_id', type: 'text' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [
      { columns: ['conversation_id', 'id'] },
      { columns: ['sender_id', 'client_id'], unique: true },
      // The per-minute limit counts a sender's recent messages.
      { columns: ['sender_id', 'create_time'] },
    ],
  },
  {
    // Open sockets per server instance and user, so every instance can tell who is online. A row
    // whose instance stopped refreshing seen_at (it died) no longer counts.
    name: 'chat_presence',
    columns: [
      { name: 'instance_id', type: 'text', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'seen_at', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['instance_id', 'user_id'], unique: true }, { columns: ['user_id'] }],
  },
];
