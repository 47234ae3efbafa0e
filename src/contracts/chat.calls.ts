import { callTable } from './calls';

/** Chat (docs/chat.md): the messaging user data, contacts, conversations, messages and the socket. */
export const chatCalls = callTable({
  imUser: ['GET /api-uc/yxim/query/user', 'chatUnread'],
  unreadCount: ['POST /api-uc/yxim/query/unread/message/count', 'chatUnread'],
  customerServicePerm: 'GET /api-uc/saas/customer/service/perm/:id',
  supplierService: 'GET /api-yc/api/supplier/yctop/api/query/supplier/service/:id',
  contacts: 'GET /api-uc/yxim/contacts',
  conversations: ['GET /api-uc/yxim/conversations', 'chatConversations'],
  openConversation: ['POST /api-uc/yxim/conversations', 'chatConversations'],
  messages: ['GET /api-uc/yxim/conversations/:id/messages', 'chatMessages'],
  send: ['POST /api-uc/yxim/conversations/:id/messages', 'chatMessages', 'chatConversations'],
  read: ['POST /api-uc/yxim/conversations/:id/read', 'chatConversations', 'chatUnread'],
  socket: 'GET /api-uc/yxim/ws',
});
