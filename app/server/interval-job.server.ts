import { errorFacts, logError } from "./log.server";

export interface IntervalJob<T> {
  /** Runs a pass now, or joins the one in progress; null when it failed or the job has stopped. */
  runOnce(): Promise<T | null>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface IntervalJobOptions {
  intervalMs: number;
  /**
   * A call that arrives during a pass means new work the pass may have missed
   * (mail queued after the outbox was read), so it makes the job go round once
   * more instead of only joining the pass.
   */
  rerunWhenAsked?: boolean;
  /** When the first pass runs, if not a whole interval after the start (a job that must also run when the process never lives that long). */
  firstRunMs?: number;
}

/** Runs `pass` every `intervalMs`, one pass at a time, without keeping Node alive; a failure is logged as `failure`. */
export function intervalJob<T>(failure: string, pass: () => Promise<T>, { intervalMs, rerunWhenAsked = false, firstRunMs }: IntervalJobOptions): IntervalJob<T> {
  let running: Promise<T | null> | undefined;
  let again = false;
  let stopped = false;
  const attempt = () =>
    pass().catch((error: unknown) => {
      // The class and code only: a failed query's message quotes its values, which can be what a visitor typed.
      logError({ msg: failure, ...errorFacts(error) });
      return null;
    });
  const rounds = async () => {
    let result: T | null;
    do {
      again = false;
      result = await attempt();
    } while (again && !stopped);
    return result;
  };
  const runOnce = () => {
    if (stopped) return Promise.resolve(null);
    if (running) again ||= rerunWhenAsked;
    running ??= rounds().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  const first = firstRunMs === undefined ? undefined : setTimeout(() => void runOnce(), firstRunMs);
  first?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
