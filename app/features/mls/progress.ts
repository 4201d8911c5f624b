import type { SyncProgress } from "./sync.server";

export interface ProgressOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/** "1m 05s", "42s": an ETA or an elapsed time. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1_000));
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}

/** One progress line: records (of the total, when known) with a bar, photos, rates and the ETA. */
export function progressLine(progress: SyncProgress, elapsedMs: number, width = 24): string {
  const seconds = Math.max(elapsedMs / 1_000, 0.001);
  const rate = progress.records / seconds;
  const photoRate = progress.photos / seconds;
  if (progress.phase !== "records") {
    return `${progress.phase === "translate" ? "translating remarks" : "reconciling keys"}… ${progress.records} records, ${progress.photos} photos in ${duration(elapsedMs)}`;
  }
  const of = progress.total ? Math.min(1, progress.records / progress.total) : null;
  const bar = of === null ? "" : `[${"#".repeat(Math.round(of * width)).padEnd(width, ".")}] ${Math.floor(of * 100)}% `;
  const eta = of !== null && rate > 0 && progress.total ? ` ETA ${duration(((progress.total - progress.records) / rate) * 1_000)}` : "";
  return `${bar}${progress.records}${progress.total ? `/${progress.total}` : ""} records (${rate.toFixed(1)}/s), ${progress.photos} photos (${photoRate.toFixed(1)}/s)${eta}`;
}

/**
 * A progress reporter for the CLI on stderr: one line redrawn in place on a
 * terminal (at most five times a second), a plain line every ten seconds
 * otherwise (a log file or CI).
 */
export function progressReporter(output: ProgressOutput, clock: () => number = Date.now): { update(progress: SyncProgress): void; done(): void } {
  const started = clock();
  let shownAt = Number.NEGATIVE_INFINITY;
  let last: SyncProgress | null = null;
  let shown = true;
  const interval = output.isTTY ? 200 : 10_000;
  return {
    update(progress) {
      last = progress;
      const now = clock();
      shown = false;
      if (now - shownAt < interval && progress.phase === "records") return;
      shownAt = now;
      shown = true;
      output.write(output.isTTY ? `\r\x1b[2K${progressLine(progress, now - started)}` : `${progressLine(progress, now - started)}\n`);
    },
    done() {
      // The last state, unless it is already the line on screen.
      if (last && !shown) output.write(output.isTTY ? `\r\x1b[2K${progressLine(last, clock() - started)}\n` : `${progressLine(last, clock() - started)}\n`);
    },
  };
}
