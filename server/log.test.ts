import { afterEach, describe, expect, it } from "vitest";
import { jsonLine } from "../app/lib/log-line.ts";
import { consoleAsJson, logUncaught } from "./log.ts";

describe("consoleAsJson", () => {
  /* eslint-disable no-console -- the console is what is under test */
  const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error, trace: console.trace };
  afterEach(() => Object.assign(console, saved));

  it("turns whatever a library prints into one JSON line of its facts, and lets the server's own lines through", () => {
    const written: Array<[string, string]> = [];
    console.log = (line: string) => written.push(["out", line]);
    console.warn = (line: string) => written.push(["err", line]);
    console.error = (line: string) => written.push(["err", line]);
    consoleAsJson();

    // better-call's own line for a failed query, whose message quotes the visitor's e-mail.
    const failed = Object.assign(new Error("Failed query: select * from \"user\" where email = $1\nparams: ana@visitor.example"), { name: "DrizzleQueryError", cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }) });
    console.error("# SERVER_ERROR: ", failed);
    console.log({ severity: "NOTICE", message: "relation exists, typed value ana@visitor.example" });
    console.info("plain text\nover two lines");
    /* eslint-enable no-console */
    const own = jsonLine("warn", { msg: "the server's own" });
    console.warn(own);
    logUncaught("unhandled rejection", failed);

    for (const [, line] of written) {
      expect(line).not.toContain("\n");
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(written.map(([, line]) => line).join("\n")).not.toMatch(/visitor\.example|params|Failed query|plain text/);
    const entries = written.map(([stream, line]) => [stream, JSON.parse(line)] as const);
    expect(entries[0]).toEqual(["err", expect.objectContaining({ level: "error", msg: "library output", via: "console.error", error: "DrizzleQueryError", cause: "Error", code: "ECONNRESET" })]);
    expect(entries[1]).toEqual(["out", expect.objectContaining({ level: "info", via: "console.log" })]);
    expect(entries[2]).toEqual(["out", expect.objectContaining({ level: "info", via: "console.info" })]);
    expect(written[3]).toEqual(["err", own]);
    expect(entries[4]).toEqual(["err", expect.objectContaining({ level: "error", msg: "unhandled rejection", error: "DrizzleQueryError", code: "ECONNRESET" })]);
  });
});
