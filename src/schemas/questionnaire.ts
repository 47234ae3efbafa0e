import type { Language } from './messages';
import { STORED_FILE_PATH } from './rules';

/**
 * Questionnaires (/investigate): what the platform administrator defines and what users answer.
 * The definition and the answers are checked with these functions in the page and on the server.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface Question {
  /** Stable id within the questionnaire ("q1"); answers are keyed by it. */
  id: string;
  type: QuestionType;
  title: string;
  required: boolean;
  /** single / multiple: the choices. */
  options?: string[];
}

export interface QuestionnaireDef {
  title: string;
  intro?: string | null;
  /**
   * The activity image: a picture uploaded to the product (/files/...). While the questionnaire is
   * open, users who have not answered it see it on the dashboard; it opens /investigate.
   */
  activityImage?: string | null;
  questions: Question[];
}

/** A stored questionnaire as the server answers it: its definition, id, state and answer count. */
export interface Questionnaire extends QuestionnaireDef {
  id: number;
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  answerCount?: number;
  updateTime?: string;
}

export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

export const QUESTIONNAIRE_LIMITS = {
  title: 100,
  intro: 1000,
  questions: 50,
  questionTitle: 200,
  options: 20,
  option: 100,
  text: 1000,
  ratingMax: 5,
} as const;

const M = {
  'zh-CN': {
    title: '请输入问卷标题',
    titleLong: `问卷标题不能超过${QUESTIONNAIRE_LIMITS.title}个字`,
    introLong: `问卷说明不能超过${QUESTIONNAIRE_LIMITS.intro}个字`,
    none: '请至少添加一道题目',
    many: `题目不能超过${QUESTIONNAIRE_LIMITS.questions}道`,
    qTitle: '请输入题目',
    qTitleLong: `题目不能超过${QUESTIONNAIRE_LIMITS.questionTitle}个字`,
    type: '题型无效',
    id: '题目编号无效或重复',
    options: `选择题需要2到${QUESTIONNAIRE_LIMITS.options}个选项`,
    option: `选项不能为空，且不超过${QUESTIONNAIRE_LIMITS.option}个字`,
    dupOption: '选项不能重复',
    required: '此题必须回答',
    choice: '请选择给出的选项',
    textLong: `回答不能超过${QUESTIONNAIRE_LIMITS.text}个字`,
    rating: `请打1到${QUESTIONNAIRE_LIMITS.ratingMax}分`,
    unknown: '没有这道题',
    image: '活动图片必须是上传的图片',
  },
  'en-US': {
    title: 'Enter the questionnaire title',
    titleLong: `The title is at most ${QUESTIONNAIRE_LIMITS.title} characters`,
    introLong: `The introduction is at most ${QUESTIONNAIRE_LIMITS.intro} characters`,
    none: 'Add at least one question',
    many: `At most ${QUESTIONNAIRE_LIMITS.questions} questions`,
    qTitle: 'Enter the question',
    qTitleLong: `A question is at most ${QUESTIONNAIRE_LIMITS.questionTitle} characters`,
    type: 'Invalid question type',
    id: 'Question id invalid or repeated',
    options: `A choice question needs 2 to ${QUESTIONNAIRE_LIMITS.options} options`,
    option: `Options are 1 to ${QUESTIONNAIRE_LIMITS.option} characters`,
    dupOption: 'Options must differ',
    required: 'This question must be answered',
    choice: 'Choose one of the options',
    textLong: `At most ${QUESTIONNAIRE_LIMITS.text} characters`,
    rating: `Rate from 1 to ${QUESTIONNAIRE_LIMITS.ratingMax}`,
    unknown: 'No such question',
    image: 'The activity image must be an uploaded picture',
  },
} as const;

const isStr = (v: unknown): v is string => typeof v === 'string';
const len = (s: string) => [...s].length;

/**
 * A definition's problems, keyed "title", "intro", "questions", "questions[2].title",
 * "questions[2].options"; {} when it is fine. `clean` is the definition trimmed, when fine.
 */
export function checkQuestionnaire(input: unknown, lang: Language = 'zh-CN'): { errors: Record<string, string>; clean?: QuestionnaireDef } {
  const m = M[lang];
  const errors: Record<string, string> = {};
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const title = isStr(o.title) ? o.title.trim() : '';
  if (!title) errors.title = m.title;
  else if (len(title) > QUESTIONNAIRE_LIMITS.title) errors.title = m.titleLong;
  const intro = isStr(o.intro) ? o.intro.trim() : '';
  if (len(intro) > QUESTIONNAIRE_LIMITS.intro) errors.intro = m.introLong;
  const image = isStr(o.activityImage) ? o.activityImage.trim() : '';
  if (o.activityImage !== undefined && o.activityImage !== null && !isStr(o.activityImage)) errors.activityImage = m.image;
  else if (image && !STORED_FILE_PATH.test(image)) errors.activityImage = m.image;
  const list = Array.isArray(o.questions) ? o.questions : [];
  if (!list.length) errors.questions = m.none;
  if (list.length > QUESTIONNAIRE_LIMITS.questions) errors.questions = m.many;
  const ids = new Set<string>();
  const questions: Question[] = [];
  list.slice(0, QUESTIONNAIRE_LIMITS.questions).forEach((raw, i) => {
    const q = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const at = `questions[${i}]`;
    const id = isStr(q.id) && /^[A-Za-z0-9_-]{1,20}$/.test(q.id) ? q.id : '';
    if (!id || ids.has(id)) errors[`${at}.id`] = m.id;
    ids.add(id);
    const type = QUESTION_TYPES.includes(q.type as QuestionType) ? (q.type as QuestionType) : null;
    if (!type) errors[`${at}.type`] = m.type;
    const qTitle = isStr(q.title) ? q.title.trim() : '';
    if (!qTitle) errors[`${at}.title`] = m.qTitle;
    else if (len(qTitle) > QUESTIONNAIRE_LIMITS.questionTitle) errors[`${at}.title`] = m.qTitleLong;
    let options: string[] | undefined;
    if (type === 'single' || type === 'multiple') {
      const opts = Array.isArray(q.options) ? q.options.map((x) => (isStr(x) ? x.trim() : '')) : [];
      if (opts.length < 2 || opts.length > QUESTIONNAIRE_LIMITS.options) errors[`${at}.options`] = m.options;
      else if (opts.some((x) => !x || len(x) > QUESTIONNAIRE_LIMITS.option)) errors[`${at}.options`] = m.option;
      else if (new Set(opts).size !== opts.length) errors[`${at}.options`] = m.dupOption;
      options = opts;
    }
    if (type) questions.push({ id, type, title: qTitle, required: q.required === true, ...(options ? { options } : {}) });
  });
  if (Object.keys(errors).length) return { errors };
  return { errors, clean: { title, intro: intro || null, activityImage: image || null, questions } };
}

/** An answer sheet's problems keyed by question id; `clean` holds only answered questions, trimmed. */
export function checkAnswers(
  questions: readonly Question[],
  input: unknown,
  lang: Language = 'zh-CN',
): { errors: Record<string, string>; clean?: Answers } {
  const m = M[lang];
  const errors: Record<string, string> = {};
  const a = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const k of Object.keys(a)) if (!byId.has(k)) errors[k] = m.unknown;
  const clean: Answers = {};
  for (const q of questions) {
    const v = a[q.id];
    const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (q.required) errors[q.id] = m.required;
      continue;
    }
    switch (q.type) {
      case 'single':
        if (!isStr(v) || !q.options?.includes(v)) errors[q.id] = m.choice;
        else clean[q.id] = v;
        break;
      case 'multiple': {
        const list = Array.isArray(v) ? v : [v];
        if (!list.every((x) => isStr(x) && q.options?.includes(x))) errors[q.id] = m.choice;
        else clean[q.id] = [...new Set(list as string[])];
        break;
      }
      case 'text': {
        const s = isStr(v) ? v.trim() : '';
        if (!s && q.required) errors[q.id] = m.required;
        else if (len(s) > QUESTIONNAIRE_LIMITS.text) errors[q.id] = m.textLong;
        else if (s) clean[q.id] = s;
        break;
      }
      case 'rating': {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > QUESTIONNAIRE_LIMITS.ratingMax) errors[q.id] = m.rating;
        else clean[q.id] = n;
        break;
      }
    }
  }
  return Object.keys(errors).length ? { errors } : { errors, clean };
}
