import { describe, expect, it } from "vitest";
import { formTokens, MIN_FILL_MS } from "./token.server";

describe("form tokens", () => {
  const tokens = formTokens("a-test-secret-that-is-long-enough-123");
  const start = 1_800_000_000_000;

  it("accept their own token once the minimum fill time has passed, with its one-time key, and name the key of one sent too soon", () => {
    const token = tokens.issue(start);
    expect(tokens.check(token, start + MIN_FILL_MS)).toEqual({ ok: true, key: token.split(".")[1], issuedAt: start });
    expect(tokens.check(token, start + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "fast", key: token.split(".")[1] });
  });

  it("give every render its own key", () => {
    expect(tokens.issue(start).split(".")[1]).not.toBe(tokens.issue(start).split(".")[1]);
  });

  it("refuse a token with a moved-back time, another secret's, a missing or a garbled one", () => {
    const token = tokens.issue(start);
    const [, nonce, signature] = token.split(".");
    expect(tokens.check(`${(start - 60_000).toString(36)}.${nonce}.${signature}`, start + 5_000)).toEqual({ ok: false, reason: "forged" });
    expect(formTokens("another-secret-that-is-long-enough-456").check(token, start + 5_000)).toEqual({ ok: false, reason: "forged" });
    expect(tokens.check("", start)).toEqual({ ok: false, reason: "missing" });
    expect(tokens.check("<script>", start)).toEqual({ ok: false, reason: "forged" });
  });
});
