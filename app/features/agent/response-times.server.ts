import { and, gte, isNull, sql } from "drizzle-orm";
import { leads } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import type { ResponseMedians } from "./types";

const medianMinutes = (at: typeof leads.firstReplyAt) =>
  sql<number | null>`(percentile_cont(0.5) within group (order by extract(epoch from ${at} - ${leads.createdAt})) / 60)::float8`;

/**
 * How fast she answers (issue 55, item 4): over the leads that reached her inbox (held ones never
 * do) created since `since`, each median only over the leads that have that first answer yet.
 */
export async function responseMedians(db: Database, since: Date): Promise<ResponseMedians> {
  const [row] = await db
    .select({ firstReply: medianMinutes(leads.firstReplyAt), firstContact: medianMinutes(leads.firstContactAt) })
    .from(leads)
    .where(and(isNull(leads.heldReason), gte(leads.createdAt, since)));
  const minutes = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { firstReply: minutes(row?.firstReply), firstContact: minutes(row?.firstContact) };
}
