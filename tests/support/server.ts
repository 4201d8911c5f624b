import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDataDirFromTemplate } from "./pglite-template";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * The folder where the browser tests' servers keep the photo variants they render, set by the e2e
 * global setup for one run. Rendering a demo scene to AVIF costs ~1 s of CPU per page of cards on a
 * cold server, and every server of a run draws the same demo photos (a variant's storage key names
 * its photo, its version and its size), so each variant is rendered once per run instead of once per
 * server. Writes are atomic (write, then rename); a variant one server deletes is rendered again.
 */
export const PHOTO_CACHE_ENV = "RGV_TEST_PHOTO_CACHE";

function sharePhotoVariants(dataDir: string): void {
  const shared = process.env[PHOTO_CACHE_ENV];
  const photos = path.join(dataDir, "storage", "photos");
  if (!shared || existsSync(photos)) return;
  mkdirSync(path.dirname(photos), { recursive: true });
  symlinkSync(shared, photos, "dir");
}

/**
 * Starts the production build (npm test builds it first) on a free loopback port with its own data folder.
 * Nothing it does reaches outside the machine: no geocoder and no street style (OpenFreeMap's by default)
 * unless a test names its local double. No nightly backup either (each new site would take its first
 * one ten seconds after start) unless a test sets BACKUP_TIME.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A given PORT: an instance started again where a proxy expects it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "rgv-e2e-"));
  if (!env.DATABASE_URL) await seedDataDirFromTemplate(dataDir);
  sharePhotoVariants(dataDir);
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, GEOCODER_URL: "off", FLOOD_ZONE_URL: "off", MAP_STYLE_URL: "off", BACKUP_TIME: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // An instance bound to one address (HOST, as docs/DEPLOY.md runs it) is reached there.
  const url = `http://${env.HOST ?? "localhost"}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
