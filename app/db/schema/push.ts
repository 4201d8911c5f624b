import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A browser the agent asked to be notified on (ADR 0411): its push service's endpoint and the keys that encrypt for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the agent sees in her list of devices: the browser and system, read from the user agent when she subscribed. */
    device: text("device").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    lastSentAt: stamp("last_sent_at"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Push messages to send, written in the transaction of what caused them and
 * sent with retries like the mail outbox; a message to a subscription that
 * goes away goes with it.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** What the message is ("lead", "test"); for logs and tests. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    sentAt: stamp("sent_at"),
  },
  (t) => [
    check("push_outbox_status_check", sql`status IN ('pending', 'sent', 'failed')`),
    index("push_outbox_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);
