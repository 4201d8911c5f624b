import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePgliteTemplate } from "../support/pglite-template";
import { PHOTO_CACHE_ENV, type RunningServer, startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let photoCache: string | undefined;

export async function setup(project: TestProject) {
  // Made once before the workers start, so that none of them waits on initdb or races another to make it.
  await ensurePgliteTemplate();
  // Set before the workers start, so that their servers share it too.
  photoCache = mkdtempSync(path.join(tmpdir(), "rgv-photo-cache-"));
  process.env[PHOTO_CACHE_ENV] = photoCache;
  server = await startServer({ E2E_ERROR_ROUTE: "1" });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
  if (photoCache) rmSync(photoCache, { recursive: true, force: true });
}
