import { currentLanguage } from '../../providers';
import type { Bilingual } from '../../schemas/check-table';

/** The chat window's words (docs/behaviour.md §1.3, §2.9), in the interface language. */
const TEXTS = {
  entry: { 'zh-CN': '在线沟通', 'en-US': 'Chat' },
  chats: { 'zh-CN': '聊天', 'en-US': 'Chats' },
  contacts: { 'zh-CN': '联系人', 'en-US': 'Contacts' },
  colleagues: { 'zh-CN': '同事', 'en-US': 'Colleagues' },
  service: { 'zh-CN': '在线客服', 'en-US': 'Customer service' },
  online: { 'zh-CN': '在线', 'en-US': 'Online' },
  offline: { 'zh-CN': '离线', 'en-US': 'Offline' },
  send: { 'zh-CN': '发送', 'en-US': 'Send' },
  image: { 'zh-CN': '发送图片', 'en-US': 'Send a picture' },
  placeholder: { 'zh-CN': '请输入消息，Enter 发送，Shift+Enter 换行', 'en-US': 'Type a message: Enter sends, Shift+Enter for a new line' },
  noConversation: { 'zh-CN': '在联系人中选择一位开始聊天', 'en-US': 'Pick someone under Contacts to start a chat' },
  noConversations: { 'zh-CN': '暂无聊天', 'en-US': 'No chats yet' },
  noContacts: { 'zh-CN': '暂无联系人', 'en-US': 'No contacts' },
  older: { 'zh-CN': '查看更早的消息', 'en-US': 'Older messages' },
  read: { 'zh-CN': '已读', 'en-US': 'Read' },
  unread: { 'zh-CN': '未读', 'en-US': 'Unread' },
  failed: { 'zh-CN': '发送失败，点击重发', 'en-US': 'Not sent, click to resend' },
  reconnecting: { 'zh-CN': '连接已断开，正在重新连接…', 'en-US': 'Connection lost, reconnecting…' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close' },
  picture: { 'zh-CN': '[图片]', 'en-US': '[Picture]' },
} satisfies Record<string, Bilingual>;

export type ChatTextKey = keyof typeof TEXTS;

export const chatText = (key: ChatTextKey): string => TEXTS[key][currentLanguage()];
