import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL 15 cluster the unit tests share. */
    postgresUrl: string;
  }
}

/** Vitest global setup: one PostgreSQL cluster for the whole run, removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
