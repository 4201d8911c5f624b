import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getEnv } from "../env.server";

/** The generated pair's file in DATA_DIR (a backup copies it; ADR 0019). */
export const VAPID_KEYS_FILE = "vapid-keys.json";

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

function readStored(file: string): VapidKeys | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (typeof stored.publicKey === "string" && typeof stored.privateKey === "string") return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" && !(error instanceof SyntaxError)) throw error;
  }
  return undefined;
}

/**
 * The key pair push messages are signed with: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set (several instances must share one pair, since a
 * browser's subscription is bound to the public key), otherwise a pair
 * generated once into the data folder, as the auth secret is (ADR 0411).
 */
export function resolveVapidKeys(configured: { publicKey?: string; privateKey?: string }, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const stored = readStored(file);
  if (stored) return stored;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

let cached: VapidKeys | undefined;

/** This instance's key pair, resolved once from the environment or the data folder. */
export function vapidKeys(): VapidKeys {
  const env = getEnv();
  cached ??= resolveVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }, env.dataDir);
  return cached;
}
