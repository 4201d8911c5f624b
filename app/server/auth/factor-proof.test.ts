import { describe, expect, it } from "vitest";
import { needsFactorProof } from "./factor-proof.server";

describe("which changes of factors need one shown just before (ADR 0306)", () => {
  const none = { authenticator: false, passkeys: 0 };
  const app = { authenticator: true, passkeys: 0 };
  const onePasskey = { authenticator: false, passkeys: 1 };
  const both = { authenticator: true, passkeys: 2 };

  it("lets an account with no factor add its first passkey with its session alone", () => {
    expect(needsFactorProof("add-passkey", none)).toBe(false);
  });

  it("asks for one to add a passkey once two-step sign-in is on, by the authenticator or by a passkey", () => {
    expect([app, onePasskey, both].map((factors) => needsFactorProof("add-passkey", factors))).toEqual([true, true, true]);
  });

  it("always asks for one to remove a passkey, the last factor included, and to make new recovery codes", () => {
    expect([onePasskey, both].map((factors) => needsFactorProof("remove-passkey", factors))).toEqual([true, true]);
    expect(needsFactorProof("recovery-codes", app)).toBe(true);
  });
});
