import type { TestProject } from "vitest/node";
import { ensurePgliteTemplate } from "../support/pglite-template";
import { type RunningServer, startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // Made once before the workers start, so that none of them waits on initdb or races another to make it.
  await ensurePgliteTemplate();
  server = await startServer({ E2E_ERROR_ROUTE: "1" });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}
