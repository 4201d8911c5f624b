import type { Database } from "../db/connect.server";
import { intervalJob, type IntervalJob } from "../interval-job.server";
import { deliverDuePush, onPushQueued, type PushReport, type PushSender } from "./outbox.server";

export type PushWorker = IntervalJob<PushReport>;

/** Polls the push queue every `intervalMs`, and at once when this process queues a push. */
export function startPushWorker(db: Database, send: PushSender, { intervalMs = 5_000 } = {}): PushWorker {
  const job = intervalJob("push pass failed", () => deliverDuePush(db, send), { intervalMs, rerunWhenAsked: true });
  const unsubscribe = onPushQueued(() => void job.runOnce());
  return {
    runOnce: job.runOnce,
    async stop() {
      unsubscribe();
      await job.stop();
    },
  };
}
