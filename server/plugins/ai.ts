import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ApiError, badRequest, forbidden, ok } from '../http/envelope';
import { builtinAnswer, linkOf, search, type AnswerLink } from '../ai/builtin';
import { knowledgeOf } from '../ai/context';
import { askModel, systemPrompt } from '../ai/model';
import { AI_BUSY, AI_QUESTION_MAX } from '../../src/schemas/ai';
import { contractRoutes } from '../http/contract-routes';
import { settings } from '../../src/contracts/settings';

type Source = 'MODEL' | 'BUILTIN' | 'FAILED';

/**
 * POST /hrs/aiLog/question (docs/behaviour.md §2.2.7, §2.7): the AI assistant. With AI_BASE_URL set, the
 * configured OpenAI-compatible model answers from the user's own context; without it, the built-in
 * search does. Every question is logged in hrs_ai_log (the /hrs_ai_log report) for the user's
 * organisation, and counted there for the per-user limit, so the limit holds across server instances.
 */
export default async function aiPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db, config } = ctx;
  const log = ctx.resources.get('hrs_ai_log');

  handle(settings.aiQuestion, async (req) => {
    const user = req.user!;
    const org = await db
      .selectFrom('hrs_org')
      .select(['org_name', 'chat_enabled', 'private_saas'])
      .where('id', '=', user.orgId)
      .executeTakeFirstOrThrow();
    // Shown only with the chat entitlement and not in private SaaS (docs/behaviour.md §2.2.3); refused likewise.
    if (!org.chat_enabled || org.private_saas) throw forbidden('AI助手未开通');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const question = typeof body.question === 'string' ? body.question.trim() : '';
    if (!question) throw badRequest('请输入问题', { question: '请输入问题' });
    if ([...question].length > AI_QUESTION_MAX)
      throw badRequest(`问题长度不超过 ${AI_QUESTION_MAX}`, { question: `问题长度不超过 ${AI_QUESTION_MAX}` });
    const pagePath = typeof body.path === 'string' && /^\/[\w/-]{0,190}$/.test(body.path) ? body.path : null;

    if (log) {
      const recent = await db
        .selectFrom(log.table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where('org_id', '=', user.orgId)
        .where('user_id', '=', user.userId)
        .where('create_time', '>', sql<Date>`now() - interval '60 seconds'`)
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) >= config.ai.questionsPerMinute) {
        throw new ApiError(429, '提问过于频繁，请稍后再试', null, { 'retry-after': '60' });
      }
    }

    const started = Date.now();
    const knowledge = await knowledgeOf(ctx, user, pagePath);
    let answer: string;
    let links: AnswerLink[];
    let source: Source;
    let failure: string | null = null;
    if (config.ai.baseUrl) {
      links = search(question, knowledge.items, 5).map(linkOf);
      try {
        answer = await askModel({ ...config.ai, baseUrl: config.ai.baseUrl }, systemPrompt(knowledge, org.org_name), question);
        source = 'MODEL';
      } catch (e) {
        failure = e instanceof Error ? e.message : String(e);
        answer = failure;
        source = 'FAILED';
      }
    } else {
      ({ answer, links } = builtinAnswer(question, knowledge));
      source = 'BUILTIN';
    }

    if (log) {
      await db
        .insertInto(log.table)
        .values({
          org_id: user.orgId,
          created_by: user.userId,
          updated_by: user.userId,
          user_id: user.userId,
          user_name: user.userName,
          question,
          answer: answer.slice(0, 20000),
          answer_source: source,
          page_path: pagePath,
          duration_ms: Date.now() - started,
        })
        .execute();
    }
    if (failure) {
      req.log.warn({ reason: failure }, 'AI endpoint failed');
      throw new ApiError(503, AI_BUSY['zh-CN']);
    }
    return ok({ answer, source, links });
  });
}
