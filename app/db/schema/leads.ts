import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  heldReasons,
  leadEventKinds,
  leadStatuses,
  leadTypes,
  lostReasons,
  replyTemplateKeys,
  taskKinds,
  type Attribution,
  type HeldReason,
  type LeadEventKind,
  type LeadStatus,
  type LeadType,
  type LostReason,
  type ReplyTemplateKey,
  type TaskKind,
} from "~/lib/leads";
import type { Lang } from "../../lib/routes";
import { user } from "./auth";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What a visitor asked the agent through any form of the site. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").$type<LeadType>().notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    message: text("message").notNull().default(""),
    lang: text("lang").$type<Lang>().notNull(),
    consent: boolean("consent").notNull(),
    /** The page the form was sent from. */
    sourcePath: text("source_path").notNull(),
    listingKey: text("listing_key"),
    /** The fields particular to the form: dates and times, property facts, timeline. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Storage keys of uploaded photos (staging requests). */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The form's one-time key: a double submit or a retry finds the lead it already made. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Set while the lead is held (see docs/decisions/0401-lead-pipeline.md): out of the inbox and unmailed until the agent releases it. */
    heldReason: text("held_reason").$type<HeldReason>(),
    /** Set with the Lost stage: her reason from the short list, and her words. */
    lostReason: text("lost_reason").$type<LostReason>(),
    lostNote: text("lost_note"),
    /** Where the lead came from (issue 55, item 2); null on leads sent before attribution was kept. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** The first visit's channel, copied out of `attribution` so the dashboard counts by it with an index. */
    source: text("source"),
    /** When the agent first answered in person (a reply she sent), and first reached out in any way (a reply, a logged call, text or WhatsApp). */
    firstReplyAt: stamp("first_reply_at"),
    firstContactAt: stamp("first_contact_at"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("leads_type_check", oneOf("type", leadTypes)),
    check("leads_status_check", oneOf("status", leadStatuses)),
    check("leads_lang_check", sql`lang IN ('en', 'es')`),
    check("leads_contact_check", sql`email IS NOT NULL OR phone IS NOT NULL`),
    check("leads_held_reason_check", sql`held_reason IS NULL OR ${oneOf("held_reason", heldReasons)}`),
    index("leads_created_idx").on(t.createdAt),
    index("leads_held_idx").on(t.createdAt).where(sql`held_reason IS NOT NULL`),
    check("leads_lost_reason_check", sql`lost_reason IS NULL OR ${oneOf("lost_reason", lostReasons)}`),
    index("leads_source_idx").on(t.source, t.createdAt),
    index("leads_status_idx").on(t.status),
    index("leads_user_idx").on(t.userId),
    // One person behind several leads is found by the e-mail, whatever its case, or the phone (ADR 0421).
    index("leads_email_idx").on(sql`lower(${t.email})`),
    index("leads_phone_idx").on(t.phone),
  ],
);

/**
 * The agent's word on whether two leads are one person (ADR 0421), one row per pair, the smaller id
 * first: `same` joins two leads nothing else links; not `same` keeps apart two that share an e-mail or
 * a phone. Either is undone by the other, so nothing she decides is lost.
 */
export const leadLinks = pgTable(
  "lead_links",
  {
    leadA: uuid("lead_a")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    leadB: uuid("lead_b")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    same: boolean("same").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leadA, t.leadB] }), check("lead_links_order_check", sql`lead_a < lead_b`), index("lead_links_b_idx").on(t.leadB)],
);

/**
 * Held submissions per address and day, kept or not: past the cap a flood is
 * only counted, so that it can't fill the disk. The address is hashed: the
 * count needs to tell addresses apart, not to know them.
 */
export const heldLeadCounts = pgTable(
  "held_lead_counts",
  {
    addressHash: text("address_hash").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] }), index("held_lead_counts_day_idx").on(t.day)],
);

/** The agent's notes on a lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId)],
);

/**
 * What happened to a lead besides its notes, for its timeline: a status
 * changed, a reply sent (its outbox row, subject and text), a follow-up date
 * set or cleared.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [check("lead_events_kind_check", oneOf("kind", leadEventKinds)), index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** The agent's tasks on a lead (issue 55, item 3): a due Valley day and, if she gave one, a Valley time of day. */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TaskKind>().notNull(),
    /** Her words on it, if any ("ask about the casita"). */
    note: text("note").notNull().default(""),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** "HH:MM", Valley time; null for a task of the whole day. */
    dueTime: text("due_time"),
    doneAt: stamp("done_at"),
    /** When its push reminder went out, so that no instance sends it twice. */
    remindedAt: stamp("reminded_at"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("lead_tasks_kind_check", oneOf("kind", taskKinds)),
    check("lead_tasks_time_check", sql`due_time IS NULL OR due_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    index("lead_tasks_lead_idx").on(t.leadId),
    index("lead_tasks_open_idx").on(t.dueOn, t.dueTime).where(sql`done_at IS NULL`),
  ],
);

/** The agent's own wording of a reply template in one language; a template she hasn't edited is the site's (app/i18n/lead-work). */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    key: text("key").$type<ReplyTemplateKey>().notNull(),
    lang: text("lang").$type<Lang>().notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lang] }),
    check("reply_templates_key_check", oneOf("key", replyTemplateKeys)),
    check("reply_templates_lang_check", sql`lang IN ('en', 'es')`),
  ],
);

/** Once-a-day jobs (the agent's digest): the last Valley day each was sent for, claimed by one instance. */
export const dailyJobs = pgTable("daily_jobs", {
  name: text("name").primaryKey(),
  lastDay: date("last_day", { mode: "string" }).notNull(),
  ranAt: stamp("ran_at").notNull().defaultNow(),
});

export type LeadRow = typeof leads.$inferSelect;
export type LeadTaskRow = typeof leadTasks.$inferSelect;
