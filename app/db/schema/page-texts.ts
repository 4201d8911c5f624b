import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Lang } from "../../lib/routes";
import { user } from "./auth";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The agent's wording of a page's prose (issue 43, item 3), over the file in
 * content/pages, which stays the seed and the text "use the site's text"
 * returns to. `revision` is what a save must name: a save from a page read
 * before another one is refused rather than overwriting it.
 */
export const pageTexts = pgTable(
  "page_texts",
  {
    pageId: text("page_id").notNull(),
    lang: text("lang").$type<Lang>().notNull(),
    h1: text("h1").notNull(),
    description: text("description").notNull(),
    /** The introduction and its `## ` sections, as the files' bodies are written (ADR 0010, 0120). */
    body: text("body").notNull(),
    revision: integer("revision").notNull().default(1),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] }), check("page_texts_lang_check", sql`lang IN ('en', 'es')`)],
);

/** One counter over every page text's saves and resets: kept pages and each instance's copy follow it. */
export const pageTextsVersion = pgTable(
  "page_texts_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
  },
  () => [check("page_texts_version_single_row", sql`id = 1`)],
);
