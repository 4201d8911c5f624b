import { APIError } from "better-auth/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authLogEntry, logAuthLibrary } from "./log.server";

const token = "pLaNtEdSeSsIoNtOkEnAbCdEfGhIjKlM";
const forged = 'https://x.invalid/\n{"level":"error","msg":"FORGED"}\r\n';

/** A failed query as drizzle throws it: the query and its parameters in the message, the driver's error as the cause. */
function failedQuery(): Error {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  class DrizzleQueryError extends Error {}
  return new DrizzleQueryError(`Failed query: select "id" from "session" where "token" = $1\nparams: ${token}`, { cause });
}

afterEach(() => vi.restoreAllMocks());

describe("authLogEntry", () => {
  it("keeps the words a message starts with and drops the values it quotes", () => {
    expect(authLogEntry(`Invalid callbackURL: ${forged}`, [])).toEqual({ msg: "auth library", event: "Invalid callbackURL" });
    expect(authLogEntry(`Invalid origin: ${forged}`, ["Current list of trustedOrigins: http://localhost"])).toEqual({ msg: "auth library", event: "Invalid origin" });
    expect(authLogEntry(`visitor-${token}@example.com`, [])).toEqual({ msg: "auth library" });
  });

  it("reduces an error to its class, its cause's and its code", () => {
    expect(authLogEntry("Error", [failedQuery()])).toEqual({ msg: "auth library", event: "Error", error: "DrizzleQueryError", cause: "Error", code: "ECONNREFUSED" });
    expect(authLogEntry("INTERNAL_SERVER_ERROR", [new APIError("INTERNAL_SERVER_ERROR", { code: "FAILED_TO_GET_SESSION", message: token })])).toEqual({
      msg: "auth library",
      code: "FAILED_TO_GET_SESSION",
      error: "APIError",
    });
  });
});

describe("logAuthLibrary", () => {
  it("writes every line as one JSON object with none of the values, whatever the message holds", () => {
    const lines: string[] = [];
    for (const method of ["log", "warn", "error"] as const) vi.spyOn(console, method).mockImplementation((line: string) => lines.push(line));
    logAuthLibrary("error", `Invalid callbackURL: ${forged}`);
    logAuthLibrary("warn", failedQuery().message, failedQuery());
    logAuthLibrary("info", `If it's a valid URL, please add ${forged} to trustedOrigins\n`, forged);
    expect(lines).toHaveLength(3);
    const output = lines.join("\n");
    for (const line of output.split("\n")) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(output).not.toContain("FORGED");
    expect(output).not.toContain(token);
    expect(output).not.toContain("params");
    expect(lines.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual(["error", "warn", "info"]);
  });
});
