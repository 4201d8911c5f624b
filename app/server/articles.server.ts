import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import matter from "gray-matter";
import { z } from "zod";
import { articleRedirects, articles as articlesTable, articlesState, type ArticleStatus } from "~/db/schema";
import { valleyDay } from "~/lib/dates";
import { fillPlaceholders, sitePlaceholderValues } from "~/lib/placeholders";
import { withLinkPaths } from "~/lib/prose-links";
import { langs, pages, type Lang } from "~/lib/routes";
import { getDb } from "./db.server";
import type { Database } from "./db/connect.server";
import { renderMarkdown, type TocEntry } from "./markdown.server";
import { lastKnownSite } from "./site-identity.server";

/**
 * The blog's articles (ADR 0414). The files in content/blog are the seed:
 * each becomes a row on first start (and a release's new files on its first
 * start), and from then on the rows are the articles, the agent's to edit.
 * Each instance keeps every article rendered in memory, as of the counter in
 * articles_state, read before a request's loaders (the root middleware) and
 * by the page cache, so a save shows everywhere on the next request.
 */

const frontmatter = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  lang: z.enum(langs),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5).max(90),
  description: z.string().min(50).max(200),
  date: z.union([z.date(), z.string()]).transform((value) => (typeof value === "string" ? value : value.toISOString()).slice(0, 10)),
  author: z.string(),
  hero: z.string().startsWith("/"),
  heroAlt: z.string(),
  tags: z.array(z.string()).min(1),
  city: z.string().optional(),
  category: z.string().optional(),
});

/** An article's row, as the site reads it. */
export interface ArticleRecord {
  readonly id: string;
  readonly pairKey: string;
  readonly lang: Lang;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly cover: string;
  readonly coverAlt: string;
  readonly tags: readonly string[];
  readonly city: string | null;
  readonly category: string | null;
  readonly status: ArticleStatus;
  readonly publishAt: Date | null;
  readonly seedKey: string | null;
  readonly revision: number;
  readonly updatedAt: Date;
}

/** What the blog's lists, feeds and site maps show of an article. */
export interface ArticleMeta {
  readonly id: string;
  readonly pairKey: string;
  readonly lang: Lang;
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The day it went live, in Valley time (YYYY-MM-DD). */
  readonly date: string;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly hero: string;
  readonly heroAlt: string;
  readonly tags: readonly string[];
  readonly city?: string;
  readonly category?: string;
  readonly minutes: number;
}

export interface Article extends ArticleMeta {
  readonly html: string;
  readonly toc: TocEntry[];
}

const files = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** The seed: every file's article as a row would hold it, published at noon UTC of its date. */
function loadSeed(): ArticleRecord[] {
  const seen = new Set<string>();
  return Object.entries(files).map(([file, raw]) => {
    const parsed = matter(raw);
    const result = frontmatter.safeParse(parsed.data);
    if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    const meta = result.data;
    if (!file.endsWith(`/${meta.key}.${meta.lang}.md`)) throw new Error(`${file}: key ${meta.key} and lang ${meta.lang} do not match the file name`);
    if (seen.has(`${meta.lang}:${meta.slug}`)) throw new Error(`${file}: slug ${meta.slug} is taken`);
    seen.add(`${meta.lang}:${meta.slug}`);
    const at = new Date(`${meta.date}T12:00:00Z`);
    return {
      id: `seed-${meta.key}-${meta.lang}`,
      pairKey: meta.key,
      lang: meta.lang,
      slug: meta.slug,
      title: meta.title,
      summary: meta.description,
      body: parsed.content.trim(),
      cover: meta.hero,
      coverAlt: meta.heroAlt,
      tags: meta.tags,
      city: meta.city ?? null,
      category: meta.category ?? null,
      status: "published",
      publishAt: at,
      seedKey: meta.key,
      revision: 0,
      updatedAt: at,
    } satisfies ArticleRecord;
  });
}

let seed: { readonly records: readonly ArticleRecord[]; readonly hash: string } | undefined;

function seedArticles() {
  if (!seed) {
    const records = loadSeed();
    seed = { records, hash: createHash("sha256").update(JSON.stringify(records.map((record) => [record.seedKey, record.lang, record.slug]))).digest("hex").slice(0, 16) };
  }
  return seed;
}

/** The seed articles' slugs by key, as content/blog has them (the spec's table; tests and the e2e journeys start from it). */
export function seedSlugs(): Record<string, Record<Lang, string>> {
  const slugs: Record<string, Record<Lang, string>> = {};
  for (const record of seedArticles().records) slugs[record.pairKey] = { ...slugs[record.pairKey], [record.lang]: record.slug } as Record<Lang, string>;
  return slugs;
}

export function articlePathOf(article: Pick<ArticleRecord, "lang" | "slug">): string {
  return `${pages.blog[article.lang]}/${article.slug}`;
}

/** Live: published, or scheduled for a time that came. */
export function isLive(article: Pick<ArticleRecord, "status" | "publishAt">, now: Date): boolean {
  return (article.status === "published" || article.status === "scheduled") && article.publishAt !== null && article.publishAt <= now;
}

/**
 * An article's text as visitors read it, and as its editor's preview shows it:
 * her placeholders filled in as page texts fill them, links to a page or an
 * article by id made paths (ADR 0423), then the Markdown rendered (ADR 0415).
 */
export function renderArticleBody(body: string, lang: Lang): { html: string; toc: TocEntry[] } {
  return renderMarkdown(withLinkPaths(fillPlaceholders(body, sitePlaceholderValues(lastKnownSite())), lang, articleLinkTarget));
}

const rendered = new Map<string, Article>();
/** What every rendered article depends on beyond its row: her identity and the other articles' addresses. A change renders them all anew. */
let renderedFor = "";

function render(record: ArticleRecord): Article {
  const context = `${current().version}:${JSON.stringify(sitePlaceholderValues(lastKnownSite()))}`;
  if (context !== renderedFor) {
    rendered.clear();
    renderedFor = context;
  }
  const key = `${record.id}:${record.revision}:${record.updatedAt.getTime()}:${record.publishAt?.getTime() ?? ""}:${record.status}`;
  let article = rendered.get(key);
  if (!article) {
    const words = record.body.split(/\s+/).filter(Boolean).length;
    const at = record.publishAt ?? record.updatedAt;
    article = {
      id: record.id,
      pairKey: record.pairKey,
      lang: record.lang,
      slug: record.slug,
      path: articlePathOf(record),
      title: record.title,
      description: record.summary,
      date: valleyDay(at),
      publishedAt: at.toISOString(),
      updatedAt: (record.updatedAt > at ? record.updatedAt : at).toISOString(),
      hero: record.cover,
      heroAlt: record.coverAlt,
      tags: record.tags,
      ...(record.city ? { city: record.city } : {}),
      ...(record.category ? { category: record.category } : {}),
      minutes: Math.max(1, Math.round(words / 200)),
      ...renderArticleBody(record.body, record.lang),
    };
    rendered.set(key, article);
  }
  return article;
}

interface Snapshot {
  readonly version: number;
  readonly records: readonly ArticleRecord[];
  readonly bySlug: ReadonlyMap<string, ArticleRecord>;
  readonly redirects: ReadonlyMap<string, string>;
  readonly byId: ReadonlyMap<string, ArticleRecord>;
}

function snapshotOf(version: number, records: readonly ArticleRecord[], redirects: ReadonlyArray<{ lang: Lang; slug: string; articleId: string }>): Snapshot {
  return {
    version,
    records,
    bySlug: new Map(records.map((record) => [`${record.lang}:${record.slug}`, record])),
    redirects: new Map(redirects.map((row) => [`${row.lang}:${row.slug}`, row.articleId])),
    byId: new Map(records.map((record) => [record.id, record])),
  };
}

let snapshot: Snapshot | undefined;

/** The articles in hand: the database's as last read, else the seed's (a database never reached still has a blog). */
function current(): Snapshot {
  snapshot ??= snapshotOf(-1, seedArticles().records, []);
  return snapshot;
}

type Executor = Pick<Database, "insert" | "update" | "select">;

/** Moves the counter every instance and kept page follows. */
export async function bumpArticlesVersion(tx: Executor): Promise<void> {
  await tx
    .insert(articlesState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: articlesState.id, set: { version: sql`${articlesState.version} + 1` } });
}

/** Loads the seed files not loaded yet; a row of the same key or slug stands (the agent's edits are hers). */
async function loadSeedInto(db: Database, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [state] = await tx.select().from(articlesState).where(eq(articlesState.id, 1)).for("update");
    if (state?.seed === hash) return;
    for (const record of seedArticles().records) {
      await tx
        .insert(articlesTable)
        .values({ ...record, tags: [...record.tags], revision: 1 })
        .onConflictDoNothing();
    }
    await tx
      .insert(articlesState)
      .values({ id: 1, version: 1, seed: hash })
      .onConflictDoUpdate({ target: articlesState.id, set: { version: sql`${articlesState.version} + 1`, seed: hash } });
  });
}

/** How recent a read of the counter a loader takes as its own: the request's middleware read it just before. */
const JUST_READ_MS = 100;
let lastRead = -Infinity;

/**
 * Reads the articles' counter and, when it moved, every article (a few
 * hundred rows at most) and old slug; loads the seed on a new database.
 */
export async function refreshArticles(db: Database = getDb()): Promise<number> {
  const { hash } = seedArticles();
  let [state] = await db.select().from(articlesState).where(eq(articlesState.id, 1));
  if (state?.seed !== hash) {
    await loadSeedInto(db, hash);
    [state] = await db.select().from(articlesState).where(eq(articlesState.id, 1));
  }
  const version = state?.version ?? 0;
  if (snapshot?.version !== version) {
    const [rows, redirects] = await Promise.all([db.select().from(articlesTable), db.select().from(articleRedirects)]);
    snapshot = snapshotOf(version, rows, redirects);
  }
  lastRead = performance.now();
  return version;
}

/** Drops the articles in hand, as when the database they came from is closed (a test file's; the next file has its own). */
export function forgetArticles(): void {
  snapshot = undefined;
  lastRead = -Infinity;
}

/**
 * The articles' version, for the page cache's key: the counter, and how many
 * scheduled articles' time has come. Pages show an article from its time on,
 * so a page kept from before (its twin's, the blog's) renders again then, not
 * at the schedule's next pass (features/articles/schedule.server.ts).
 */
export async function articlesVersionOf(db: Database, now = new Date()): Promise<string> {
  const version = await refreshArticles(db);
  return `${version}-${current().records.filter((record) => record.status === "scheduled" && isLive(record, now)).length}`;
}

/**
 * Refreshed when the database answers; the copy in hand when it doesn't. A
 * loader right behind the middleware's read (freshContent) doesn't read the counter again.
 */
export async function freshArticles(db?: Database): Promise<void> {
  if (performance.now() - lastRead < JUST_READ_MS) return;
  await refreshArticles(db).catch(() => undefined);
}

function metaOf(article: Article): ArticleMeta {
  const { html: _html, toc: _toc, ...meta } = article;
  return meta;
}

/** The live articles of a language, newest first. */
export function listArticles(lang: Lang, now = new Date()): ArticleMeta[] {
  return current()
    .records.filter((record) => record.lang === lang && isLive(record, now))
    .map((record) => metaOf(render(record)))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}

/** What a blog URL is: a live article, the new address of a renamed one, one taken down, or nothing. */
export type ArticleLookup =
  | { readonly kind: "article"; readonly article: Article; readonly twin?: ArticleMeta }
  | { readonly kind: "moved"; readonly path: string }
  | { readonly kind: "gone" }
  | undefined;

export function lookupArticle(lang: Lang, slug: string, now = new Date()): ArticleLookup {
  const state = current();
  const record = state.bySlug.get(`${lang}:${slug}`) ?? state.byId.get(state.redirects.get(`${lang}:${slug}`) ?? "");
  if (!record) return undefined;
  if (record.status === "unpublished") return { kind: "gone" };
  if (!isLive(record, now)) return undefined;
  if (record.slug !== slug) return { kind: "moved", path: articlePathOf(record) };
  const twin = twinOf(record, now);
  return { kind: "article", article: render(record), ...(twin ? { twin } : {}) };
}

/** The live article of the same pair in the other language. */
export function twinOf(article: Pick<ArticleRecord, "pairKey" | "lang">, now = new Date()): ArticleMeta | undefined {
  const record = current().records.find((other) => other.pairKey === article.pairKey && other.lang !== article.lang && isLive(other, now));
  return record ? metaOf(render(record)) : undefined;
}

/** Where `article:<pair>` in page prose goes in a language: the live article's page, or undefined (ADR 0120). */
export function articleHref(pairKey: string, lang: Lang, now = new Date()): string | undefined {
  const record = current().records.find((other) => other.pairKey === pairKey && other.lang === lang && isLive(other, now));
  return record ? articlePathOf(record) : undefined;
}

/**
 * Where `article:<pair>` leads in a language, for page prose (ADR 0120): the
 * live article, else the blog when the pair exists at all (an article not
 * live in that language yet), else undefined (a broken link).
 */
export function articleLinkTarget(pairKey: string, lang: Lang): string | undefined {
  if (!current().records.some((record) => record.pairKey === pairKey)) return undefined;
  return articleHref(pairKey, lang) ?? pages.blog[lang];
}

/** Every live article with its twin's path: the site maps' entries. */
export function articlePairs(now = new Date()): Array<{ article: ArticleMeta; twin?: ArticleMeta }> {
  return langs.flatMap((lang) => listArticles(lang, now).map((article) => ({ article, twin: twinOf(article, now) })));
}
