import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The generated secret's file in DATA_DIR (a backup copies it; ADR 0019). */
export const AUTH_SECRET_FILE = "auth-secret";

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set (what
 * production with several instances needs), otherwise one generated once and
 * kept in the data folder, so that a laptop's `npm start` keeps its sessions
 * across restarts. See docs/decisions/0301-auth-secret.md.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
