import { desc, eq } from "drizzle-orm";
import { agentReviews, agentReviewsVersion, type AgentReviewRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { holdForUndo } from "~/server/undo.server";
import type { ReviewInput } from "./review-form";

/** Reviews newest first (by the day the client gave them, then as entered); only the published ones unless `all`. */
export function listReviews(db: Database, { all = false, limit }: { all?: boolean; limit?: number } = {}): Promise<AgentReviewRow[]> {
  const query = db
    .select()
    .from(agentReviews)
    .where(all ? undefined : eq(agentReviews.published, true))
    .orderBy(desc(agentReviews.reviewDate), desc(agentReviews.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function getReview(db: Database, id: number): Promise<AgentReviewRow | undefined> {
  const [row] = await db.select().from(agentReviews).where(eq(agentReviews.id, id)).limit(1);
  return row;
}

function columns(input: ReviewInput) {
  return { name: input.name, city: input.city, text: input.text, reviewDate: input.reviewDate, lang: input.lang, published: input.published };
}

export async function createReview(db: Database, input: ReviewInput): Promise<number> {
  const [row] = await db.insert(agentReviews).values(columns(input)).returning({ id: agentReviews.id });
  if (!row) throw new Error("the review was not stored");
  return row.id;
}

/** False when there is no such review (deleted meanwhile, in another tab). */
export async function updateReview(db: Database, id: number, input: ReviewInput, now = new Date()): Promise<boolean> {
  const rows = await db.update(agentReviews).set({ ...columns(input), updatedAt: now }).where(eq(agentReviews.id, id)).returning({ id: agentReviews.id });
  return rows.length > 0;
}

/** Deletes a review so that it can be undone for a few seconds (ADR 0420): the pending deletion's id, or null when there is no such review. */
export async function deleteReview(db: Database, id: number, userId: string, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const which = eq(agentReviews.id, id);
    const [row] = await tx.select({ id: agentReviews.id }).from(agentReviews).where(which).for("update");
    if (!row) return null;
    const pending = await holdForUndo(tx, { kind: "review", userId, takes: [{ table: agentReviews, where: which }], now });
    await tx.delete(agentReviews).where(which);
    return pending;
  });
}

/** The reviews' change counter, which a trigger bumps on every insert, update or delete (migration 0012). */
export async function reviewsVersionOf(db: Database): Promise<number> {
  const [row] = await db.select({ version: agentReviewsVersion.version }).from(agentReviewsVersion).where(eq(agentReviewsVersion.id, 1));
  return row?.version ?? 0;
}

/** A review id from a URL segment: a positive whole number that fits the column, else none. */
export function reviewId(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}
