import { describe, expect, it } from "vitest";
import { jsonLine, pathForLog } from "./log-line";

describe("jsonLine", () => {
  it("writes one line whatever a field holds: CR, LF, other controls and line separators escaped", () => {
    const line = jsonLine("error", { msg: "x\r\n{\"level\":\"error\",\"msg\":\"FORGED\"}\u2028\u2029\u0000\u001b[31m", path: "/en\n" });
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
    expect(JSON.parse(line)).toMatchObject({ level: "error", msg: "x\r\n{\"level\":\"error\",\"msg\":\"FORGED\"}\u2028\u2029\u0000\u001b[31m", path: "/en\n" });
  });
});

describe("pathForLog", () => {
  it("replaces the token of a reset link and of an unsubscribe link, and keeps other paths", () => {
    expect(pathForLog("/api/auth/reset-password/AbC123xyz")).toBe("/api/auth/reset-password/:token");
    expect(pathForLog("/en/alerts/unsubscribe/tok-1/x")).toBe("/en/alerts/unsubscribe/:token/x");
    expect(pathForLog("/es/alertas/cancelar/tok-2")).toBe("/es/alertas/cancelar/:token");
    expect(pathForLog("/en/properties/ABC-1/home")).toBe("/en/properties/ABC-1/home");
  });
});
