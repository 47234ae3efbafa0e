import { api, call, callBody, urlOf } from '../../api';
import { currentLanguage, getToken } from '../../providers';
import { msg } from '../../schemas';
import { CHAT_MESSAGES, type ChatContact, type ChatConversation, type ChatMessage } from '../../schemas/chat';
import type { ChatTransport } from './client';

/**
 * The chat's HTTP calls (docs/chat.md "Endpoints"). The messaging calls answer code "200" (docs/behaviour.md
 * §2.7); anything else shows IM用户接口报错 / 获取IM未读总数报错, and a user lookup that fails
 * outright shows the catalogue's text (docs/behaviour.md §1.8).
 */

export class ChatCallError extends Error {}

export interface ImUser {
  xyNumber: string;
  xySign: string;
  nickName: string;
  unreadMessageCount: number;
  hasPrem: boolean;
  message: string;
}

const lang = () => currentLanguage();

/** GET the messaging user data. Throws ChatCallError with the text to show. */
export async function fetchImUser(): Promise<ImUser> {
  let body: { code?: unknown; data?: ImUser };
  try {
    body = (await callBody(api.chat.imUser, undefined, { silent: true })) as typeof body;
  } catch {
    throw new ChatCallError(msg('error.chatUser', lang()));
  }
  if (body?.code !== '200' || !body.data) throw new ChatCallError(CHAT_MESSAGES.imUserError[lang()]);
  return body.data;
}

/** POST the unread count of my messaging account (query parameter xyNumber). */
export async function fetchUnreadCount(xyNumber: string): Promise<number> {
  let body: { code?: unknown; data?: unknown };
  try {
    body = await callBody(api.chat.unreadCount, { query: { xyNumber } }, { silent: true });
  } catch {
    throw new ChatCallError(CHAT_MESSAGES.unreadError[lang()]);
  }
  if (body?.code !== '200') throw new ChatCallError(CHAT_MESSAGES.unreadError[lang()]);
  return Number(body.data) || 0;
}

export interface ContactBook {
  colleagues: ChatContact[];
  partners: { coopId: number; coopName: string; coopType: string; orgName: string }[];
}

/** docs/behaviour.md §1.8: a chat list that fails to load shows the server's message (the http client toasts it). */
export const fetchContacts = async (): Promise<ContactBook> => (await call(api.chat.contacts)) as ContactBook;

/** The supplier service list: code 200 (a number) is success here (docs/behaviour.md §1.7), not the envelope's 0. */
export async function fetchSupplierService(coopId: number): Promise<ChatContact[]> {
  const body: { code?: unknown; data?: unknown; message?: unknown } = await callBody(api.chat.supplierService, { params: { id: coopId } });
  if (body?.code !== 200) throw new ChatCallError(typeof body?.message === 'string' ? body.message : CHAT_MESSAGES.imUserError[lang()]);
  return Array.isArray(body.data) ? (body.data as ChatContact[]) : [];
}

/** Customer service of my organisation: whether I may write to it, and its people. */
export const fetchCustomerService = (orgId: number | string): Promise<{ hasPrem: boolean; contacts: ChatContact[] }> =>
  call(api.chat.customerServicePerm, { params: { id: orgId } });

export const openConversationWith = (accid: string): Promise<ChatConversation> => call(api.chat.openConversation, { body: { accid } });

/** Uploads a picture through the upload checks; the answer's address is what a message carries. */
export async function uploadPicture(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const fileUrl = (await call(api.files.upload, { query: { kind: 'image' }, body: form }))?.fileUrl;
  if (typeof fileUrl !== 'string' || !fileUrl) throw new Error('no fileUrl in the answer');
  return fileUrl;
}

/** The socket's address on this page's host: wss: under https, else ws:. */
export function socketUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${urlOf(api.chat.socket)}`;
}

/** The client's surroundings in the browser. */
export const browserTransport = (): ChatTransport => ({
  url: socketUrl(),
  token: getToken,
  lang,
  createSocket: (url) => new WebSocket(url),
  loadConversations: () => call(api.chat.conversations, undefined, { silent: true }),
  loadHistory: (conversationId, before) =>
    call(api.chat.messages, {
      params: { id: conversationId },
      query: { size: '30', ...(before ? { before: String(before) } : {}) },
    }) as Promise<{
      records: ChatMessage[];
      hasMore: boolean;
      peerReadId: number;
    }>,
  markReadHttp: async (conversationId, messageId) => {
    await call(api.chat.read, { params: { id: conversationId }, body: { messageId } }, { silent: true });
  },
});
