import type { Database } from "~/server/db/connect.server";
import type { Env } from "~/server/env.server";
import { intervalJob } from "~/server/interval-job.server";
import { runFloodZonePass } from "./flood-zones.server";

/** The one-instance lock of a pass (DatabaseHandle.tryLock): two instances would ask FEMA the same points. */
export const FLOOD_ZONE_LOCK_KEY = 727_460;

type TryLock = (key: number) => Promise<(() => Promise<void>) | null>;

export interface FloodJobPace {
  readonly intervalMs?: number;
  readonly firstRunMs?: number;
}

/** Every two minutes, the first pass half a minute after start; null with FLOOD_ZONE_URL=off. */
export function startFloodZoneJob(db: Database, tryLock: TryLock, env: Pick<Env, "floodZoneUrl">, { intervalMs = 120_000, firstRunMs = 30_000 }: FloodJobPace = {}): { stop(): Promise<void> } | null {
  const url = env.floodZoneUrl;
  if (!url) return null;
  const controller = new AbortController();
  const job = intervalJob(
    "flood zones failed",
    async () => {
      const release = await tryLock(FLOOD_ZONE_LOCK_KEY);
      if (!release) return null;
      try {
        return await runFloodZonePass(db, { url, signal: controller.signal });
      } finally {
        await release();
      }
    },
    { intervalMs, firstRunMs },
  );
  return {
    async stop() {
      controller.abort();
      await job.stop();
    },
  };
}
