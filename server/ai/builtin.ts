import type { Knowledge, KnowledgeItem } from './context';

/**
 * The answerer used when no model is configured: a small search over the user's own knowledge
 * (permitted screens, help documents, notices). Chinese has no spaces, so text is compared in
 * character pairs; Latin words whole. Question words (怎么, 如何, where ...) do not count.
 */

export interface AnswerLink {
  kind: KnowledgeItem['kind'];
  title: string;
  /** In-app hash path, e.g. "/af_order". */
  path?: string;
  /** A document's address. */
  url?: string;
}

export interface Answer {
  answer: string;
  links: AnswerLink[];
}

const STOP = new Set([
  '怎么',
  '如何',
  '怎样',
  '哪里',
  '在哪',
  '哪个',
  '什么',
  '请问',
  '可以',
  '能否',
  '是否',
  '一下',
  '我的',
  '我要',
  '我想',
  '需要',
  '应该',
  '为什么',
  'how',
  'do',
  'does',
  'the',
  'where',
  'what',
  'can',
  'to',
  'is',
  'are',
  'my',
  'an',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'with',
]);
const SINGLE_STOP = new Set([...'的了吗呢吧啊我你在是有要把和与及或去到怎么样哪里请问个一下']);

/** The search terms of a text: Latin words and Chinese character pairs (single characters when alone). */
export function termsOf(text: string): string[] {
  const out = new Set<string>();
  const lower = text.toLowerCase();
  for (const w of lower.match(/[a-z0-9_]{2,}/g) ?? []) if (!STOP.has(w)) out.add(w);
  for (const run of lower.match(/[\u4e00-\u9fff]+/g) ?? []) {
    const chars = [...run].filter((c) => !SINGLE_STOP.has(c));
    if (chars.length === 1) out.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i] + chars[i + 1];
      if (!STOP.has(pair)) out.add(pair);
    }
  }
  return [...out];
}

const WEIGHT = { menu: 1.2, doc: 1, notice: 0.6 } as const;

/** Items whose title or text shares terms with the question, best first (title matches count thrice). */
export function search(question: string, items: KnowledgeItem[], limit = 8): KnowledgeItem[] {
  const terms = termsOf(question);
  if (!terms.length) return [];
  const scored: { item: KnowledgeItem; score: number }[] = [];
  for (const item of items) {
    const title = item.title.toLowerCase();
    const rest = item.text.toLowerCase();
    let score = 0;
    for (const t of terms) {
      if (title.includes(t)) score += 3;
      else if (rest.includes(t)) score += 1;
    }
    if (score > 0) scored.push({ item, score: score * WEIGHT[item.kind] + (title.length < 12 ? 0.1 : 0) });
  }
  scored.sort((a, b) => b.score - a.score);
  // Weak matches (a shared common word) only when nothing matches well.
  const floor = (scored[0]?.score ?? 0) * 0.6;
  return scored
    .filter((s) => s.score >= floor)
    .slice(0, limit)
    .map((s) => s.item);
}

export const linkOf = (i: KnowledgeItem): AnswerLink => ({
  kind: i.kind,
  title: i.title,
  ...(i.path ? { path: i.path } : {}),
  ...(i.url ? { url: i.url } : {}),
});

const KIND_WORD = { menu: '页面', doc: '帮助文档', notice: '公告' } as const;

/** The built-in answer: what matched, as a short list the panel shows with links. */
export function builtinAnswer(question: string, knowledge: Knowledge): Answer {
  const found = search(question, knowledge.items);
  if (!found.length) {
    const docs = knowledge.items.filter((i) => i.kind === 'doc').slice(0, 3);
    return {
      answer: `（内置搜索）没有找到与“${question.slice(0, 40)}”相关的页面、帮助文档或公告。请换个说法，或查看帮助文档。`,
      links: docs.map(linkOf),
    };
  }
  const lines = found.map((i, n) => `${n + 1}. ${KIND_WORD[i.kind]}：${i.title}`);
  return { answer: ['（内置搜索）为您找到以下相关内容：', ...lines].join('\n'), links: found.map(linkOf) };
}
