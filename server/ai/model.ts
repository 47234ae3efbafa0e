import type { Knowledge } from './context';

/**
 * The configured model: any OpenAI-compatible chat completions endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL; docs/settings.md). It is told only what the user may see (Knowledge), and asked to point
 * at screens by their in-app paths.
 */
export interface ModelConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const MAX_PROMPT_ITEMS = 250;

export function systemPrompt(k: Knowledge, orgName: string): string {
  const menus = k.items
    .filter((i) => i.kind === 'menu')
    .slice(0, MAX_PROMPT_ITEMS)
    .map((i) => `- ${i.title}: #${i.path}`);
  const docs = k.items.filter((i) => i.kind === 'doc').map((i) => `- ${i.title}${i.url ? `: ${i.url}` : ''}`);
  const notices = k.items.filter((i) => i.kind === 'notice').map((i) => `- ${i.title}${i.text ? `：${i.text.slice(0, 200)}` : ''}`);
  return [
    `你是国际货运代理管理平台的AI助手，为「${orgName}」的员工解答使用问题。请用提问的语言简洁回答。`,
    '只根据下面列出的信息回答；不知道时直接说不知道，不要编造页面、数据或其他公司的信息。',
    '提到页面时写出它的链接（形如 #/af_order），用户点击即可打开。',
    k.page ? `用户当前所在页面：${k.page.title}（#${k.page.path}），字段：${k.page.fields.join('、')}` : '',
    '用户有权限打开的页面：',
    ...menus,
    docs.length ? '帮助文档：' : '',
    ...docs,
    notices.length ? '系统公告：' : '',
    ...notices,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Asks the model; throws with a reason on any failure (network, status, timeout, empty answer). */
export async function askModel(cfg: ModelConfig, system: string, question: string): Promise<string> {
  const res = await fetch(`${cfg.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
    body: JSON.stringify({
      model: cfg.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: question },
      ],
      temperature: 0.2,
      max_tokens: 800,
    }),
    signal: AbortSignal.timeout(cfg.timeoutMs),
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const answer = body.choices?.[0]?.message?.content;
  if (typeof answer !== 'string' || !answer.trim()) throw new Error('model endpoint gave no answer');
  return answer.trim().slice(0, 8000);
}
