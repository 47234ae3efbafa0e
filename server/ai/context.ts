import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { SessionUser } from '../auth/sessions';
import { stripTags } from '../../src/schemas/display-text';
import { safeUrlOrNull } from '../../src/schemas/rules';
import { hasScreen, modules, type ResolvedRoute } from '../../src/resources';
import { NOTICE_PUBLISHED } from '../../src/resources/fieldsets/org-admin';

/**
 * What the assistant may know when it answers one user: the screens that user may open, the help
 * documents and published notices of their own organisation, and the screen they are on. Nothing of
 * another organisation is ever read here, so neither the built-in answerer nor the model can tell it.
 */
export interface KnowledgeItem {
  kind: 'menu' | 'doc' | 'notice';
  title: string;
  /** Words searched besides the title (module, English label, document category, notice text). */
  text: string;
  /** An in-app hash path (menus, notices) or a document address. */
  path?: string;
  url?: string;
}

export interface Knowledge {
  items: KnowledgeItem[];
  /** The screen the question was asked on: its label and field labels. */
  page: { title: string; path: string; fields: string[] } | null;
}

const MODULE_LABELS = new Map(modules.map((m) => [m.code, m.label['zh-CN']]));
const MAX_DOCS = 200;
const MAX_NOTICES = 50;

/** Routes the user can open from the menu or from anywhere (open pages), containers and hidden pages aside. */
function permittedRoutes(ctx: AppContext, user: SessionUser): ResolvedRoute[] {
  return ctx.catalogue.routes.filter(
    (r) => r.kind !== 'container' && !r.hidden && hasScreen(r) && (r.access === 'open' || (r.access === 'menu' && user.menus.has(r.name))),
  );
}

export async function knowledgeOf(ctx: AppContext, user: SessionUser, pagePath: string | null): Promise<Knowledge> {
  const items: KnowledgeItem[] = permittedRoutes(ctx, user).map((r) => ({
    kind: 'menu',
    title: r.label['zh-CN'],
    path: r.path,
    text: [r.label['en-US'], MODULE_LABELS.get(r.module) ?? '', r.path.slice(1)].join(' '),
  }));
  const docs = ctx.resources.get('hrs_doc');
  if (docs) {
    const rows = await ctx.db
      .selectFrom(docs.table)
      .select(['doc_name', 'doc_category', 'module_code', 'doc_url', 'remark'])
      .where('org_id', '=', user.orgId)
      .orderBy('id')
      .limit(MAX_DOCS)
      .execute();
    for (const d of rows as any[]) {
      items.push({
        kind: 'doc',
        title: d.doc_name,
        url: safeUrlOrNull(d.doc_url) ?? undefined,
        text: [d.doc_category, MODULE_LABELS.get(d.module_code) ?? '', d.remark ?? ''].join(' '),
      });
    }
  }
  const notices = ctx.resources.get('hrs_notice');
  const home = ctx.catalogue.routes.find((r) => r.component === 'DashboardPage')?.path;
  if (notices) {
    const rows = await ctx.db
      .selectFrom(notices.table)
      .select(['notice_title', 'notice_content'])
      .where('org_id', '=', user.orgId)
      .where('notice_status', '=', NOTICE_PUBLISHED)
      .where((eb) => eb.or([eb('expire_date', 'is', null), eb('expire_date', '>=', sql<string>`current_date`)]))
      .orderBy('id', 'desc')
      .limit(MAX_NOTICES)
      .execute();
    for (const n of rows as any[]) {
      items.push({
        kind: 'notice',
        title: stripTags(n.notice_title ?? ''),
        path: home,
        text: stripTags(n.notice_content ?? '').slice(0, 500),
      });
    }
  }
  let page: Knowledge['page'] = null;
  const route = pagePath ? ctx.catalogue.findRoute(pagePath.split('?')[0].replace(/\/(create|edit|show)(\/.*)?$/, '')) : undefined;
  if (route && (route.access !== 'menu' || user.menus.has(route.name))) {
    page = { title: route.label['zh-CN'], path: route.path, fields: (route.fields ?? []).map((f) => f.label['zh-CN']) };
  }
  return { items, page };
}
