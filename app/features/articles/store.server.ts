import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, lte, ne } from "drizzle-orm";
import { articleRedirects, articles, type ArticleStatus } from "~/db/schema";
import type { Lang } from "~/lib/routes";
import { bumpArticlesVersion, refreshArticles } from "~/server/articles.server";
import type { Database } from "~/server/db/connect.server";
import type { ArticleInput } from "./editor";

type Row = typeof articles.$inferSelect;

/** What an article's id can be (a UUID, or `seed-<key>-<lang>`): anything else, a NUL or a path, is no article and is never sent to the database. */
export function isArticleId(value: string): boolean {
  return /^[a-z0-9-]{1,80}$/.test(value);
}

/** An article as the editor saves it: the form's fields, the cover, when it goes live, and the twin it is paired with (its id, or none). */
export interface ArticleDraft extends Omit<ArticleInput, "publishDay" | "publishTime" | "twin" | "category" | "tags"> {
  readonly tags: readonly string[];
  readonly category: string | null;
  readonly cover: string;
  readonly publishAt: Date | null;
  readonly twinId: string | null;
}

/** Why a save was refused: the slug is another article's, the twin is taken or gone, or the article moved on since the form was opened. */
export type SaveRefusal =
  | { readonly ok: false; readonly reason: "slugTaken" | "twinTaken" }
  | { readonly ok: false; readonly reason: "conflict"; readonly theirs: Row }
  | { readonly ok: false; readonly reason: "missing" };

export type SaveOutcome = { readonly ok: true; readonly id: string } | SaveRefusal;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The pair an article joins: its twin's, or one of its own. A twin already paired in this language (with another article) is refused. */
async function pairFor(tx: Tx, id: string, lang: Lang, twinId: string | null): Promise<string | null> {
  if (!twinId) return id;
  if (!isArticleId(twinId)) return null;
  const [twin] = await tx.select().from(articles).where(eq(articles.id, twinId));
  if (!twin || twin.lang === lang) return null;
  const [taken] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.pairKey, twin.pairKey), eq(articles.lang, lang), ne(articles.id, id)));
  return taken ? null : twin.pairKey;
}

async function slugTaken(tx: Tx, id: string, lang: Lang, slug: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.lang, lang), eq(articles.slug, slug), ne(articles.id, id)));
  return Boolean(other);
}

/** The article's columns from the editor's draft. */
function columns(draft: ArticleDraft, status: ArticleStatus) {
  return {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    body: draft.body,
    cover: draft.cover,
    coverAlt: draft.coverAlt,
    tags: [...draft.tags],
    category: draft.category,
    status,
    publishAt: draft.publishAt,
  };
}

async function finish(db: Database, outcome: SaveOutcome): Promise<SaveOutcome> {
  if (outcome.ok) await refreshArticles(db);
  return outcome;
}

/** A new article in a language; its slug is checked against the language's other articles, and its twin paired. */
export async function createArticle(db: Database, lang: Lang, draft: ArticleDraft, authorId: string | null): Promise<SaveOutcome> {
  const id = randomUUID();
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    if (await slugTaken(tx, id, lang, draft.slug)) return { ok: false, reason: "slugTaken" };
    const pairKey = await pairFor(tx, id, lang, draft.twinId);
    if (!pairKey) return { ok: false, reason: "twinTaken" };
    // A slug that was another article's old address is this one's now: its redirect goes.
    await tx.delete(articleRedirects).where(and(eq(articleRedirects.lang, lang), eq(articleRedirects.slug, draft.slug)));
    await tx.insert(articles).values({ id, lang, pairKey, ...columns(draft, draft.status), authorId });
    await bumpArticlesVersion(tx);
    return { ok: true, id };
  });
  return finish(db, outcome);
}

/**
 * Saves the agent's article if it is still at the revision her form was
 * opened at (optimistic concurrency); otherwise nothing is written and the
 * article that stands is returned, for her to compare. A new slug leaves the
 * old one as a redirect (ADR 0414).
 */
export async function saveArticle(db: Database, id: string, draft: ArticleDraft, revision: number, authorId: string | null): Promise<SaveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!row) return { ok: false, reason: "missing" };
    if (row.revision !== revision) return { ok: false, reason: "conflict", theirs: row };
    if (await slugTaken(tx, id, row.lang, draft.slug)) return { ok: false, reason: "slugTaken" };
    const pairKey = await pairFor(tx, id, row.lang, draft.twinId);
    if (!pairKey) return { ok: false, reason: "twinTaken" };
    await tx.delete(articleRedirects).where(and(eq(articleRedirects.lang, row.lang), eq(articleRedirects.slug, draft.slug)));
    if (row.slug !== draft.slug) {
      await tx.insert(articleRedirects).values({ lang: row.lang, slug: row.slug, articleId: id }).onConflictDoUpdate({ target: [articleRedirects.lang, articleRedirects.slug], set: { articleId: id } });
    }
    // Leaving a pair: its other article stays, on a pair of its own.
    await tx
      .update(articles)
      .set({ ...columns(draft, draft.status), pairKey, revision: row.revision + 1, authorId, updatedAt: new Date() })
      .where(eq(articles.id, id));
    await bumpArticlesVersion(tx);
    return { ok: true, id };
  });
  return finish(db, outcome);
}

/** An article as the editor opens it. */
export async function editableArticle(db: Database, id: string): Promise<Row | undefined> {
  if (!isArticleId(id)) return undefined;
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** Every article, newest change first, for the agent's list. */
export async function allArticles(db: Database): Promise<Row[]> {
  return db.select().from(articles).orderBy(desc(articles.updatedAt), asc(articles.id));
}

/** The twins an article of `lang` may take: the other language's articles whose pair has none in `lang` yet, or is its own. */
export async function twinChoices(db: Database, lang: Lang, pairKey: string | null): Promise<Array<Pick<Row, "id" | "title" | "status">>> {
  const rows = await db.select({ id: articles.id, title: articles.title, status: articles.status, pairKey: articles.pairKey, lang: articles.lang }).from(articles);
  const pairsWithThisLang = new Set(rows.filter((row) => row.lang === lang && row.pairKey !== pairKey).map((row) => row.pairKey));
  return rows
    .filter((row) => row.lang !== lang && !pairsWithThisLang.has(row.pairKey))
    .map(({ id, title, status }) => ({ id, title, status }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The article of the other language in the same pair. */
export async function twinIdOf(db: Database, row: Pick<Row, "pairKey" | "lang">): Promise<string | null> {
  const [twin] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.pairKey, row.pairKey), ne(articles.lang, row.lang)));
  return twin?.id ?? null;
}

/** Scheduled articles whose time came are published; the counter moves, so kept blog pages, feeds and site maps show them. */
export async function publishDueArticles(db: Database, now = new Date()): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const published = await tx
      .update(articles)
      .set({ status: "published" })
      .where(and(eq(articles.status, "scheduled"), lte(articles.publishAt, now)))
      .returning({ id: articles.id });
    if (published.length > 0) await bumpArticlesVersion(tx);
    return published.length;
  });
  if (due > 0) await refreshArticles(db);
  return due;
}
