import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { publishDueArticles } from "./store.server";

/**
 * Publishes scheduled articles as their time comes (ADR 0414). The pages
 * already show an article from its time on; the pass moves the counter so
 * that pages kept from before, feeds and site maps follow within the interval.
 */
export function startArticleSchedule(db: Database, { intervalMs = 30_000 } = {}): IntervalJob<number> {
  return intervalJob("article schedule failed", () => publishDueArticles(db), { intervalMs, firstRunMs: 5_000 });
}
