import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { leadTypes, type LeadType } from "~/lib/leads";
import type { Lang } from "../../lib/routes";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Whether a form sends the instant reply (ADR 0428); a form without a row keeps the site's default. */
export const instantReplyForms = pgTable(
  "instant_reply_forms",
  {
    type: text("type").$type<LeadType>().primaryKey(),
    enabled: boolean("enabled").notNull(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  () => [check("instant_reply_forms_type_check", oneOf("type", leadTypes))],
);

/** The agent's wording of the instant reply in one language; without a row, the site's (app/i18n/instant-reply). */
export const instantReplyTemplates = pgTable(
  "instant_reply_templates",
  {
    lang: text("lang").$type<Lang>().primaryKey(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  () => [check("instant_reply_templates_lang_check", sql`lang IN ('en', 'es')`)],
);
