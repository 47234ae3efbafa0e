/**
 * Texts of the chat window (docs/behaviour.md §1.3, §2.9), in both interface languages.
 * zh-CN.ts and en-US.ts merge them into the one catalogue; the English dictionary has the same keys.
 */
export const chatZh = {
  'chat.entry': '在线沟通',
  'chat.chats': '聊天',
  'chat.contacts': '联系人',
  'chat.colleagues': '同事',
  'chat.service': '在线客服',
  'chat.online': '在线',
  'chat.offline': '离线',
  'chat.send': '发送',
  'chat.image': '发送图片',
  'chat.placeholder': '请输入消息，Enter 发送，Shift+Enter 换行',
  'chat.noConversation': '在联系人中选择一位开始聊天',
  'chat.noConversations': '暂无聊天',
  'chat.noContacts': '暂无联系人',
  'chat.older': '查看更早的消息',
  'chat.read': '已读',
  'chat.unread': '未读',
  'chat.failed': '发送失败，点击重发',
  'chat.reconnecting': '连接已断开，正在重新连接…',
  'chat.close': '关闭',
  'chat.picture': '[图片]',
} as const;

export const chatEn: Record<keyof typeof chatZh, string> = {
  'chat.entry': 'Chat',
  'chat.chats': 'Chats',
  'chat.contacts': 'Contacts',
  'chat.colleagues': 'Colleagues',
  'chat.service': 'Customer service',
  'chat.online': 'Online',
  'chat.offline': 'Offline',
  'chat.send': 'Send',
  'chat.image': 'Send a picture',
  'chat.placeholder': 'Type a message: Enter sends, Shift+Enter for a new line',
  'chat.noConversation': 'Pick someone under Contacts to start a chat',
  'chat.noConversations': 'No chats yet',
  'chat.noContacts': 'No contacts',
  'chat.older': 'Older messages',
  'chat.read': 'Read',
  'chat.unread': 'Unread',
  'chat.failed': 'Not sent, click to resend',
  'chat.reconnecting': 'Connection lost, reconnecting…',
  'chat.close': 'Close',
  'chat.picture': '[Picture]',
};
