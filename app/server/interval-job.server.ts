export interface IntervalJob<T> {
  /** Runs a pass now, or joins the one in progress; null when it failed or the job has stopped. */
  runOnce(): Promise<T | null>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Runs `pass` every `intervalMs`, one pass at a time, without keeping Node alive; a failure is logged as `failure`. */
export function intervalJob<T>(failure: string, pass: () => Promise<T>, intervalMs: number): IntervalJob<T> {
  let running: Promise<T | null> | undefined;
  let stopped = false;
  const runOnce = () => {
    if (stopped) return Promise.resolve(null);
    running ??= pass()
      .catch((error: unknown) => {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: failure, error: String(error) }));
        return null;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
