import { errorFacts, jsonLine, logLine, stackFrames } from "../app/lib/log-line.ts";

const JSON_LINE = /^\{"time":"[^"]+","level":"(info|warn|error|fatal)"/;

/**
 * Makes every line the process writes through the console one of ours (issue 51): a library that prints
 * for itself (better-call's `# SERVER_ERROR:` with a failed query and its parameters, a driver's notice,
 * Node's warning of a rejection) writes a JSON line saying which console method it called and what
 * class of error it passed, never its text, which can quote what a visitor typed. Lines already in our
 * shape pass as they are. For the server process only: tests read the console as it was.
 */
export function consoleAsJson(): void {
  const methods = { log: "info", info: "info", debug: "info", warn: "warn", error: "error", trace: "error" } as const;
  const original = { info: console.log.bind(console), warn: console.warn.bind(console), error: console.error.bind(console) };
  for (const [method, level] of Object.entries(methods) as Array<[keyof typeof methods, "info" | "warn" | "error"]>) {
    const write = original[level];
    // eslint-disable-next-line no-console -- replacing every console method is the point
    console[method] = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === "string" && JSON_LINE.test(args[0])) {
        write(args[0]);
        return;
      }
      const thrown = args.find((arg) => arg instanceof Error);
      write(jsonLine(level, { msg: "library output", via: `console.${method}`, ...(thrown ? { ...errorFacts(thrown), frames: stackFrames(thrown) } : {}) }));
    };
  }
}

/** A rejection nobody handled, or an exception nobody caught, as one JSON line of its facts. */
export function logUncaught(kind: "unhandled rejection" | "uncaught exception", value: unknown): void {
  logLine(kind === "uncaught exception" ? "fatal" : "error", { msg: kind, ...errorFacts(value), frames: stackFrames(value) });
}
