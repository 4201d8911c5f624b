import { afterEach, describe, expect, it, vi } from "vitest";
import { intervalJob, type IntervalJob } from "./interval-job.server";

/** A pass that stays in progress until the test lets it finish. */
function heldPasses() {
  const releases: (() => void)[] = [];
  let started = 0;
  const pass = () =>
    new Promise<number>((resolve) => {
      const n = ++started;
      releases.push(() => resolve(n));
    });
  const releaseNext = async () => {
    await vi.waitFor(() => expect(releases.length).toBeGreaterThan(0));
    releases.shift()?.();
  };
  return { pass, releaseNext, started: () => started };
}

describe("intervalJob", () => {
  let job: IntervalJob<number> | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await job?.stop();
  });

  it("runs one pass at a time: a call during a pass joins it", async () => {
    const held = heldPasses();
    job = intervalJob("failed", held.pass, { intervalMs: 60_000 });
    const first = job.runOnce();
    const second = job.runOnce();
    await held.releaseNext();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(held.started()).toBe(1);
  });

  it("goes round once more when asked during a pass, if the job reruns when asked", async () => {
    const held = heldPasses();
    job = intervalJob("failed", held.pass, { intervalMs: 60_000, rerunWhenAsked: true });
    const first = job.runOnce();
    const asked = job.runOnce();
    job.runOnce();
    await held.releaseNext();
    await held.releaseNext();
    expect(await first).toBe(2);
    expect(await asked).toBe(2);
    expect(held.started()).toBe(2);
  });

  it("logs a failed pass as the job's failure and answers null, then runs again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A failed query's message quotes its values: the log keeps the class and code, never the message.
    const failure = Object.assign(new TypeError("insert failed for Ana Pérez <ana@example.com>"), { code: "ECONNRESET" });
    const pass = vi.fn<() => Promise<number>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(7);
    job = intervalJob("outbox pass failed", pass, { intervalMs: 60_000 });
    expect(await job.runOnce()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ level: "error", msg: "outbox pass failed", error: "TypeError", code: "ECONNRESET" });
    expect(line).not.toContain("Ana");
    expect(await job.runOnce()).toBe(7);
  });

  it("runs on its interval, and stop() waits for the pass in progress and ends the timer", async () => {
    vi.useFakeTimers();
    const held = heldPasses();
    job = intervalJob("failed", held.pass, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.started()).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await held.releaseNext();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held.started()).toBe(1);
    expect(await job.runOnce()).toBeNull();
  });

  it("runs its first pass early when asked to, then on its interval", async () => {
    vi.useFakeTimers();
    const pass = vi.fn(() => Promise.resolve(1));
    job = intervalJob("failed", pass, { intervalMs: 10_000, firstRunMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_500);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("runs no early pass once stopped", async () => {
    vi.useFakeTimers();
    const pass = vi.fn(() => Promise.resolve(1));
    job = intervalJob("failed", pass, { intervalMs: 10_000, firstRunMs: 500 });
    await job.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(0);
  });
});
