import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { langs } from "../../lib/routes";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Client reviews, as the agent enters them in the agent area (ADR 0407): the
 * client's words in the language they were written in, never translated or
 * rated by the site. Unpublished ones are kept for the agent, off the site.
 */
export const agentReviews = pgTable(
  "agent_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    text: text("text").notNull(),
    /** The day the client gave the review. */
    reviewDate: date("review_date").notNull(),
    lang: text("lang").$type<(typeof langs)[number]>().notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [check("agent_reviews_lang_check", oneOf("lang", langs)), index("agent_reviews_published_idx").on(t.reviewDate, t.id).where(sql`published`)],
);

export type AgentReviewRow = typeof agentReviews.$inferSelect;

/**
 * A counter every change to agent_reviews bumps (trigger in the migration that
 * made the table), so kept pages that show reviews know they are out of date,
 * as listings_version tells them about listings.
 */
export const agentReviewsVersion = pgTable(
  "agent_reviews_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  () => [check("agent_reviews_version_single_row", sql`id = 1`)],
);
