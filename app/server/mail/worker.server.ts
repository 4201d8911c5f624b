import type { Database } from "../db/connect.server";
import { intervalJob, type IntervalJob } from "../interval-job.server";
import { deliverDueMail, onMailQueued, type DeliveryReport, type MailTransport } from "./outbox.server";

export type MailWorker = IntervalJob<DeliveryReport>;

/** Polls the outbox every `intervalMs`, and at once when this process queues mail. One pass runs at a time. */
export function startMailWorker(db: Database, transport: MailTransport, { intervalMs = 5_000 } = {}): MailWorker {
  const job = intervalJob("outbox pass failed", () => deliverDueMail(db, transport), { intervalMs, rerunWhenAsked: true });
  const unsubscribe = onMailQueued(() => void job.runOnce());
  return {
    runOnce: job.runOnce,
    async stop() {
      unsubscribe();
      await job.stop();
    },
  };
}
