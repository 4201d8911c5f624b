import { describe, expect, it } from "vitest";
import { clearRecoveryCodesCookie, readRecoveryCodes, recoveryCodesCookie } from "./recovery-codes-cookie.server";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const codes = ["abcde-12345", "fghij-67890"];
const request = (cookie: string) => new Request("http://localhost/en/account", { headers: { Cookie: cookie.split(";")[0] ?? "" } });

describe("the recovery codes' one-time cookie", () => {
  it("carries the codes to the account page of the user they were made for, sealed", () => {
    const cookie = recoveryCodesCookie(codes, "turned-on", "user-1", secret, true, 1_000);
    expect(cookie).toMatch(/^rgv\.recovery_codes=[\w-]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toContain("abcde");
    expect(readRecoveryCodes(request(cookie), "user-1", secret, 2_000)).toEqual({ codes, reason: "turned-on" });
  });

  it("opens for no other user, no other secret, after five minutes, or once tampered with", () => {
    const cookie = recoveryCodesCookie(codes, "new", "user-1", secret, false, 1_000);
    expect(readRecoveryCodes(request(cookie), "user-2", secret, 2_000)).toBeUndefined();
    expect(readRecoveryCodes(request(cookie), "user-1", `${secret}x`, 2_000)).toBeUndefined();
    expect(readRecoveryCodes(request(cookie), "user-1", secret, 1_000 + 301_000)).toBeUndefined();
    const [name, value = ""] = (cookie.split(";")[0] ?? "").split("=");
    const flipped = `${name}=${value.slice(0, -2)}${value.endsWith("A") ? "B" : "A"}${value.slice(-1)}`;
    expect(readRecoveryCodes(request(flipped), "user-1", secret, 2_000)).toBeUndefined();
    expect(clearRecoveryCodesCookie(false)).toBe("rgv.recovery_codes=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
