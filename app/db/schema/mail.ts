import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Every e-mail the site sends, written in the transaction of what caused it
 * and delivered by the outbox worker with retries and backoff, so that an
 * SMTP outage delays mail and loses none.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the message is (confirm-email, reset-password, lead-agent, lead-visitor, alert); for logs and tests. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** The List-Unsubscribe URL of mail a reader can stop (alerts); mail clients POST to it for one-click unsubscribe (RFC 8058). */
    listUnsubscribe: text("list_unsubscribe"),
    /** Where an answer goes when it isn't the site's own address: the agent's replies to a lead. */
    replyTo: text("reply_to"),
    /** An iCalendar invite (RFC 5545) sent with the message, as mail clients offer to add it: a showing's confirmation, change or cancellation. */
    calendar: text("calendar"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    sentAt: stamp("sent_at"),
  },
  (t) => [
    check("outbox_status_check", sql`status IN ('pending', 'sent', 'failed')`),
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
