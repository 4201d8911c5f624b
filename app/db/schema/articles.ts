import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Lang } from "../../lib/routes";
import { user } from "./auth";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Where an article stands: a draft, due at its time, live, or taken down (its URL answers 410). */
export const articleStatuses = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/**
 * The blog's articles (issue 43, ADR 0414): one row per article and language.
 * Twins share `pair_key` (one article per pair and language), so hreflang and
 * the language switch follow the pair; an article without a twin has a pair
 * of its own. The files in content/blog are the seed: each becomes a row on
 * first start, keyed by its file's key, and is the agent's to edit after.
 * `revision` is what a save must name, as for page texts.
 */
export const articles = pgTable(
  "articles",
  {
    id: text("id").primaryKey(),
    pairKey: text("pair_key").notNull(),
    lang: text("lang").$type<Lang>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown, rendered through the sanitiser (ADR 0415). */
    body: text("body").notNull(),
    /** A path of the site: a drawing in /images/hero or an uploaded photo's URL. */
    cover: text("cover").notNull(),
    coverAlt: text("cover_alt").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The listings shown under it: a category, else the city's homes for sale. */
    city: text("city"),
    category: text("category"),
    status: text("status").$type<ArticleStatus>().notNull(),
    /** When it goes or went live; its date on the page. */
    publishAt: stamp("publish_at"),
    /** The seed file's key, for an article that came from content/blog. */
    seedKey: text("seed_key"),
    revision: integer("revision").notNull().default(1),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("articles_lang_slug").on(t.lang, t.slug),
    uniqueIndex("articles_pair_lang").on(t.pairKey, t.lang),
    uniqueIndex("articles_seed_lang").on(t.seedKey, t.lang),
    index("articles_due").on(t.publishAt).where(sql`status = 'scheduled'`),
    check("articles_lang_check", sql`lang IN ('en', 'es')`),
    check("articles_status_check", sql`status IN ('draft', 'scheduled', 'published', 'unpublished')`),
  ],
);

/** A slug an article had: its old URL answers a 301 to the current one (410 once the article is taken down). */
export const articleRedirects = pgTable(
  "article_redirects",
  {
    lang: text("lang").$type<Lang>().notNull(),
    slug: text("slug").notNull(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.slug] })],
);

/**
 * One counter over every article change, and which seed was loaded: kept
 * pages and each instance's copy follow the counter; a release with new
 * seed files loads the new ones.
 */
export const articlesState = pgTable(
  "articles_state",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    seed: text("seed").notNull().default(""),
  },
  () => [check("articles_state_single_row", sql`id = 1`)],
);
