import type { Database } from "../db/connect.server";
import { deliverDueMail, onMailQueued, type MailTransport } from "./outbox.server";

export interface MailWorker {
  /** Delivers what is due now; resolves when this pass is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs`, and at once when this process queues mail. One pass runs at a time. */
export function startMailWorker(db: Database, transport: MailTransport, { intervalMs = 5_000 } = {}): MailWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const pass = async () => {
    do {
      again = false;
      try {
        await deliverDueMail(db, transport);
      } catch (error) {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "outbox pass failed", error: String(error) }));
      }
    } while (again && !stopped);
  };
  const runOnce = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => (running = undefined));
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  const unsubscribe = onMailQueued(() => void runOnce());

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
