import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { installationContactFields } from '../../src/resources/fieldsets/content';
import { safeUrlOrNull } from '../../src/schemas/rules';
import { checkAnswers, checkQuestionnaire, type Answers, type Question } from '../../src/schemas/questionnaire';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound, ok } from '../http/envelope';
import { checkedBody } from '../http/fields';
import { requestLanguage } from '../http/language';
import { pageOf } from '../http/paging';
import { isPlatformAdmin, platformOrgIds, requirePlatformAdmin } from '../org/platform';
import { STORED_FILE_PATH } from '../../src/schemas/rules';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';
import { CONTACT_KEY } from '../db/service-tables';

/**
 * The content pages' calls (docs/content-pages.md): video tutorials (/tutorial), contact details
 * (/contactUs) and questionnaires (/investigate). These pages are open to every logged-in user;
 * what only the platform administrator may do (the installation's contact details, defining
 * questionnaires, reading everyone's answers) is checked here.
 */

const QUESTIONNAIRE_STATES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
/** What a stored file must be to serve as an activity image (uploaded with kind=image). */
const IMAGE_CONTENT = ['jpg', 'png', 'bmp'];

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
/** The stored contact details with their web site under the URL rule (saved before the rule, it may break it). */
const safeContact = (c: Record<string, unknown>) => ('website' in c ? { ...c, website: safeUrlOrNull(c.website) } : c);

/** JSON with object keys sorted: jsonb gives keys back in its own order, not in the order written. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0)))
      : x,
  );

export default async function contentPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const docs = () => ctx.resources.get('hrs_doc');

  // ---- /tutorial: help documents with a video, of the user's organisation and of the platform ----
  handle(pages.tutorials, async (req) => {
    const user = req.user!;
    const res = docs();
    if (!res) return ok([]);
    const orgs = [...new Set([user.orgId, ...(await platformOrgIds(db))])];
    const rows = await db
      .selectFrom(`${res.table} as d` as any)
      .innerJoin('hrs_org as o', 'o.id', 'd.org_id' as any)
      .select([
        'd.id',
        'd.doc_name',
        'd.module_code',
        'd.video_url',
        'd.doc_version',
        'd.publish_date',
        'd.remark',
        'd.sort_order',
        'd.org_id',
        'o.org_name',
      ] as any)
      .where('d.org_id' as any, 'in', orgs)
      .where('d.video_url' as any, 'is not', null)
      .orderBy(sql`d.sort_order nulls last`)
      .orderBy('d.publish_date' as any, 'desc')
      .orderBy('d.id' as any)
      .limit(200)
      .execute();
    return ok(
      (rows as any[]).map((r) => ({
        id: r.id,
        docName: r.doc_name,
        moduleCode: r.module_code,
        videoUrl: safeUrlOrNull(r.video_url),
        docVersion: r.doc_version,
        publishDate: r.publish_date,
        remark: r.remark,
        own: Number(r.org_id) === user.orgId,
        source: r.org_name,
      })),
    );
  });

  // ---- /contactUs ----
  handle(pages.contactUs, async (req) => {
    const user = req.user!;
    const setting = await db.selectFrom('sys_setting').select('value').where('setting_key', '=', CONTACT_KEY).executeTakeFirst();
    const org = await db
      .selectFrom('hrs_org')
      .select([
        'org_code',
        'org_name',
        'org_name_en',
        'org_version',
        'stop_date',
        'company_contact_info',
        'company_profile',
        'private_saas',
      ])
      .where('id', '=', user.orgId)
      .executeTakeFirstOrThrow();
    return ok({
      installation: setting ? safeContact(json<Record<string, unknown>>(setting.value)) : null,
      organisation: {
        orgCode: org.org_code,
        orgName: org.org_name,
        orgNameEn: org.org_name_en,
        orgVersion: org.org_version,
        stopDate: org.stop_date,
        companyContactInfo: org.company_contact_info,
        companyProfile: org.company_profile,
      },
      canEdit: await isPlatformAdmin(db, user),
    });
  });

  handle(pages.installationContact, async (req) => {
    const user = req.user!;
    await requirePlatformAdmin(db, user);
    const values = await checkedBody(req, installationContactFields);
    const value = JSON.stringify(values);
    await db
      .insertInto('sys_setting')
      .values({ setting_key: CONTACT_KEY, value, updated_by: user.userId, update_time: new Date() })
      .onConflict((oc) => oc.column('setting_key').doUpdateSet({ value, updated_by: user.userId, update_time: new Date() }))
      .execute();
    return ok(values);
  });

  // ---- /investigate ----
  const toQuestionnaire = (r: any) => ({
    id: r.id,
    title: r.title,
    intro: r.intro,
    activityImage: r.activity_image ?? null,
    questions: json<Question[]>(r.questions),
    status: r.status,
    createTime: r.create_time,
    updateTime: r.update_time,
    answerCount: r.answer_count === undefined ? undefined : Number(r.answer_count),
  });

  const idOf = (req: FastifyRequest) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('问卷不存在');
    return id;
  };

  /** The questionnaire users answer: the published one updated last. */
  const currentQuestionnaire = () =>
    db
      .selectFrom('inv_questionnaire')
      .selectAll()
      .where('status', '=', 'PUBLISHED')
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  /** The published questionnaire (the newest), with the caller's own answers. */
  handle(pages.questionnaireCurrent, async (req) => {
    const user = req.user!;
    const q = await currentQuestionnaire();
    const mine = q
      ? await db
          .selectFrom('inv_answer')
          .select(['answers', 'submit_time'])
          .where('questionnaire_id', '=', q.id)
          .where('user_id', '=', user.userId)
          .executeTakeFirst()
      : undefined;
    return ok({
      questionnaire: q ? toQuestionnaire(q) : null,
      answers: mine ? json<Answers>(mine.answers) : null,
      submitTime: mine?.submit_time ?? null,
      canManage: await isPlatformAdmin(db, user),
    });
  });

  /**
   * The dashboard's activity image: the open questionnaire's picture, `{id, title, activityImage}`,
   * or null when none is open, it has no picture, or the caller has answered it.
   */
  handle(pages.questionnaireActivity, async (req) => {
    const q = await currentQuestionnaire();
    if (!q?.activity_image) return ok(null);
    const answered = await db
      .selectFrom('inv_answer')
      .select('id')
      .where('questionnaire_id', '=', q.id)
      .where('user_id', '=', req.user!.userId)
      .executeTakeFirst();
    return ok(answered ? null : { id: q.id, title: q.title, activityImage: q.activity_image });
  });

  /** One answer sheet per user and questionnaire; sending again replaces it while the questionnaire is open. */
  handle(pages.questionnaireAnswer, async (req) => {
    const user = req.user!;
    const id = idOf(req);
    const q = await db.selectFrom('inv_questionnaire').select(['questions', 'status']).where('id', '=', id).executeTakeFirst();
    if (!q || q.status === 'DRAFT') throw notFound('问卷不存在');
    if (q.status !== 'PUBLISHED') throw conflict('问卷已结束，不能再提交');
    const body = (req.body ?? {}) as { answers?: unknown };
    const lang = requestLanguage(req);
    const { errors, clean } = checkAnswers(json<Question[]>(q.questions), body.answers, lang);
    if (!clean) throw badRequest(`${lang === 'zh-CN' ? '问卷填写有误' : 'Please check your answers'}: ${Object.values(errors)[0]}`, errors);
    const answers = JSON.stringify(clean);
    const now = new Date();
    await db
      .insertInto('inv_answer')
      .values({ questionnaire_id: id, org_id: user.orgId, user_id: user.userId, answers, submit_time: now })
      .onConflict((oc) => oc.columns(['questionnaire_id', 'user_id']).doUpdateSet({ answers, submit_time: now, org_id: user.orgId }))
      .execute();
    return ok({ answers: clean, submitTime: now }, '提交成功');
  });

  /**
   * Per question: how many answered, how many chose each option, the mean rating; counted by the
   * database (one grouped query per question) rather than by reading every sheet.
   */
  async function summary(id: number, questions: Question[]) {
    const out = [];
    for (const q of questions) {
      const base = sql`from inv_answer where questionnaire_id = ${id} and answers ? ${q.id}`;
      const answered = Number((await sql<{ n: number }>`select count(*) as n ${base}`.execute(db)).rows[0]?.n ?? 0);
      if (q.type === 'single' || q.type === 'multiple') {
        const counts: Record<string, number> = Object.fromEntries((q.options ?? []).map((o) => [o, 0]));
        const rows =
          q.type === 'single'
            ? await sql<{ v: string; n: number }>`select answers->>${q.id} as v, count(*) as n ${base} group by 1`.execute(db)
            : await sql<{
                v: string;
                n: number;
              }>`select x as v, count(*) as n from inv_answer, jsonb_array_elements_text(answers->${q.id}) as x
              where questionnaire_id = ${id} and jsonb_typeof(answers->${q.id}) = 'array' group by 1`.execute(db);
        for (const r of rows.rows) if (r.v in counts) counts[r.v] = Number(r.n);
        out.push({ id: q.id, answered, counts });
      } else if (q.type === 'rating') {
        const r = (await sql<{ a: string | null }>`select round(avg((answers->>${q.id})::numeric), 2)::text as a ${base}`.execute(db))
          .rows[0];
        out.push({ id: q.id, answered, average: r?.a == null ? null : Number(r.a) });
      } else out.push({ id: q.id, answered });
    }
    return out;
  }

  // Platform administrator: define questionnaires and read the answers.
  handle(pages.questionnaires, async (req) => {
    await requirePlatformAdmin(db, req.user!);
    const rows = await db
      .selectFrom('inv_questionnaire as q')
      .selectAll('q')
      .select(sql<number>`(select count(*) from inv_answer a where a.questionnaire_id = q.id)`.as('answer_count'))
      .orderBy('q.id', 'desc')
      .limit(100)
      .execute();
    return ok(rows.map(toQuestionnaire));
  });

  const definition = async (req: FastifyRequest) => {
    const lang = requestLanguage(req);
    const { errors, clean } = checkQuestionnaire(req.body, lang);
    if (!clean)
      throw badRequest(`${lang === 'zh-CN' ? '问卷定义有误' : 'The questionnaire is not valid'}: ${Object.values(errors)[0]}`, errors);
    const status = (req.body as { status?: unknown }).status ?? 'DRAFT';
    if (!QUESTIONNAIRE_STATES.includes(status as (typeof QUESTIONNAIRE_STATES)[number]))
      throw badRequest('状态无效', { status: 'DRAFT | PUBLISHED | CLOSED' });
    if (clean.activityImage) await checkActivityImage(clean.activityImage, lang);
    return { ...clean, status: status as string };
  };

  /** The activity image must be a picture stored in the product: every user's dashboard shows it. */
  async function checkActivityImage(url: string, lang: 'zh-CN' | 'en-US') {
    const uuid = STORED_FILE_PATH.test(url) ? url.split('/')[2].toLowerCase() : '';
    const file = uuid ? await db.selectFrom('sys_file').select('content_kind').where('file_uuid', '=', uuid).executeTakeFirst() : undefined;
    if (!file || !IMAGE_CONTENT.includes(file.content_kind)) {
      const message =
        lang === 'zh-CN'
          ? '活动图片必须是上传的图片（JPG、PNG 或 BMP）'
          : 'The activity image must be an uploaded picture (JPG, PNG or BMP)';
      throw badRequest(message, { activityImage: message });
    }
  }

  handle(pages.createQuestionnaire, async (req) => {
    const user = req.user!;
    await requirePlatformAdmin(db, user);
    const d = await definition(req);
    const row = await db
      .insertInto('inv_questionnaire')
      .values({
        title: d.title,
        intro: d.intro,
        activity_image: d.activityImage ?? null,
        questions: JSON.stringify(d.questions),
        status: d.status,
        created_by: user.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(toQuestionnaire(row));
  });

  handle(pages.updateQuestionnaire, async (req) => {
    await requirePlatformAdmin(db, req.user!);
    const id = idOf(req);
    const d = await definition(req);
    const row = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('inv_questionnaire').select('questions').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound('问卷不存在');
      const answered = await trx.selectFrom('inv_answer').select('id').where('questionnaire_id', '=', id).limit(1).executeTakeFirst();
      // Answers are keyed by question: once answered, the questions stay as they were answered.
      if (answered && canonical(json(before.questions)) !== canonical(d.questions))
        throw conflict('问卷已有人填写，题目不能再修改（可修改标题、说明和状态）');
      return trx
        .updateTable('inv_questionnaire')
        .set({
          title: d.title,
          intro: d.intro,
          activity_image: d.activityImage ?? null,
          questions: JSON.stringify(d.questions),
          status: d.status,
          update_time: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return ok(toQuestionnaire(row));
  });

  handle(pages.questionnaireAnswers, async (req) => {
    await requirePlatformAdmin(db, req.user!);
    const id = idOf(req);
    const q = await db.selectFrom('inv_questionnaire').select('questions').where('id', '=', id).executeTakeFirst();
    if (!q) throw notFound('问卷不存在');
    const { current, size, offset } = pageOf(req.query as Record<string, unknown>, 20);
    const rows = await db
      .selectFrom('inv_answer as a')
      .innerJoin('hrs_user as u', 'u.id', 'a.user_id')
      .innerJoin('hrs_org as o', 'o.id', 'a.org_id')
      .select(['a.id', 'a.answers', 'a.submit_time', 'u.user_name', 'o.org_name', 'o.org_code'])
      .where('a.questionnaire_id', '=', id)
      .orderBy('a.submit_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute();
    const total = Number(
      (await db.selectFrom('inv_answer').select(sql<number>`count(*)`.as('n')).where('questionnaire_id', '=', id).executeTakeFirstOrThrow())
        .n,
    );
    return ok({
      records: rows.map((r) => ({
        id: r.id,
        answers: json<Answers>(r.answers),
        submitTime: r.submit_time,
        userName: r.user_name,
        orgName: r.org_name,
        orgCode: r.org_code,
      })),
      total,
      current,
      size,
      summary: await summary(id, json<Question[]>(q.questions)),
    });
  });
}
