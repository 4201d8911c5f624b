import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { publishDueArticles } from "./store.server";

/**
 * Records scheduled articles as published once their time has come (ADR 0414),
 * so the agent's list says so. Pages already show an article from its time on,
 * kept ones included: the page cache's key counts the articles whose time came.
 */
export function startArticleSchedule(db: Database, { intervalMs = 30_000 } = {}): IntervalJob<number> {
  return intervalJob("article schedule failed", () => publishDueArticles(db), { intervalMs, firstRunMs: 5_000 });
}
