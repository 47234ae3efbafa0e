/**
 * Texts of the AI assistant's panel (src/components/ai, docs/behaviour.md §2.2.3), in both interface
 * languages. zh-CN.ts and en-US.ts merge them into the one catalogue; the English dictionary has the same keys.
 */
export const aiAssistantZh = {
  'ai.title': 'AI助手',
  'ai.placeholder': '请输入您的问题，Enter 发送，Shift+Enter 换行',
  'ai.send': '发送',
  'ai.builtin': '内置搜索',
  'ai.hello': '您好，我是AI助手，可以帮您查找页面、帮助文档和公告。',
  'ai.thinking': '正在思考…',
  'ai.close': '关闭',
  // What a link of a reply opens.
  'ai.kind.menu': '页面',
  'ai.kind.doc': '帮助文档',
  'ai.kind.notice': '公告',
};

export const aiAssistantEn: Record<keyof typeof aiAssistantZh, string> = {
  'ai.title': 'AI assistant',
  'ai.placeholder': 'Ask a question: Enter sends, Shift+Enter for a new line',
  'ai.send': 'Send',
  'ai.builtin': 'Built-in search',
  'ai.hello': 'Hello, I can help you find screens, help documents and notices.',
  'ai.thinking': 'Thinking…',
  'ai.close': 'Close',
  'ai.kind.menu': 'Screen',
  'ai.kind.doc': 'Help',
  'ai.kind.notice': 'Notice',
};
