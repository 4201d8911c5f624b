import type { Database } from "~/server/db/connect.server";
import type { Env } from "~/server/env.server";
import { intervalJob } from "~/server/interval-job.server";
import { logInfo } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import { ResoClient, type ResoAuth } from "./client.server";
import { MLS_SYNC_LOCK_KEY } from "./model";
import { readSyncState } from "./status.server";
import { runSync, type SyncOptions, type SyncReport } from "./sync.server";
import { translatorFromEnv } from "./translation/translators.server";

/** Takes the one-instance lock (DatabaseHandle.tryLock): its release, or null when another instance holds it. */
export type TryLock = (key: number) => Promise<(() => Promise<void>) | null>;

/** The first pass starts this soon after the server does: not in the way of start-up, not a whole interval later. */
const FIRST_PASS_MS = 10_000;

type FeedEnv = Pick<Env, "RESO_URL" | "RESO_TOKEN" | "RESO_CLIENT_ID" | "RESO_CLIENT_SECRET" | "RESO_TOKEN_URL">;

/** The remarks' translation as the environment sets it (ADR 0125): null without a provider. */
export function translationFromEnv(env: Env): SyncOptions["translation"] {
  const translator = translatorFromEnv(env);
  return translator ? { translator, perPass: env.TRANSLATE_PER_PASS } : null;
}

/** A client for the configured feed; null without RESO_URL (env.server.ts has checked that the credentials are complete). */
export function resoClientFromEnv(env: FeedEnv): ResoClient | null {
  if (!env.RESO_URL) return null;
  const auth: ResoAuth = env.RESO_TOKEN
    ? { token: env.RESO_TOKEN }
    : { clientId: env.RESO_CLIENT_ID ?? "", clientSecret: env.RESO_CLIENT_SECRET ?? "", tokenUrl: env.RESO_TOKEN_URL ?? "" };
  return new ResoClient({ url: env.RESO_URL, auth });
}

/**
 * One pass under the one-instance lock, with a fresh client (so `$metadata`
 * is read once per pass). Null when another instance is syncing, or when a
 * pass (any instance's) started less than `unlessStartedWithinMs` ago.
 */
export async function syncOnce(db: Database, tryLock: TryLock, options: SyncOptions, { unlessStartedWithinMs = 0 } = {}): Promise<SyncReport | null> {
  const release = await tryLock(MLS_SYNC_LOCK_KEY);
  if (!release) {
    logInfo({ msg: "mls sync skipped: another instance is syncing" });
    return null;
  }
  try {
    const started = unlessStartedWithinMs > 0 ? (await readSyncState(db))?.lastRunStartedAt : null;
    if (started && Date.now() - started.getTime() < unlessStartedWithinMs) {
      logInfo({ msg: "mls sync skipped: a pass started recently", startedAt: started.toISOString() });
      return null;
    }
    return await runSync(db, options);
  } finally {
    await release();
  }
}

/**
 * The server's MLS sync: a pass every RESO_SYNC_MINUTES, the first soon
 * after start; nothing at all without RESO_URL. Every instance of a fleet
 * keeps the timer, and one whose turn comes within half an interval of
 * another's pass leaves it at that: the feed sees one pass per interval,
 * however many instances run or restart. Stopping lets the page in progress
 * finish and keeps its mark.
 */
export function startMlsSync(db: Database, tryLock: TryLock, env: Env, storage: Storage): { stop(): Promise<void> } | null {
  if (!resoClientFromEnv(env)) return null;
  const controller = new AbortController();
  const intervalMs = env.RESO_SYNC_MINUTES * 60_000;
  const job = intervalJob(
    "mls sync failed",
    () =>
      syncOnce(
        db,
        tryLock,
        {
          client: resoClientFromEnv(env)!,
          storage,
          filter: env.RESO_FILTER,
          agentMlsId: env.RESO_AGENT_MLS_ID,
          translation: translationFromEnv(env),
          signal: controller.signal,
        },
        { unlessStartedWithinMs: intervalMs / 2 },
      ),
    { intervalMs, firstRunMs: FIRST_PASS_MS },
  );
  return {
    async stop() {
      controller.abort();
      await job.stop();
    },
  };
}
