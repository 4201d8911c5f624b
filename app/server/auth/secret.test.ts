import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret.server";

describe("the auth secret", () => {
  it("is the configured one when set", () => {
    expect(resolveAuthSecret("configured-secret-of-thirty-two-chars!", "/nonexistent")).toBe("configured-secret-of-thirty-two-chars!");
  });

  it("is generated once into the data folder and then reused", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rgv-secret-"));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
  });
});
