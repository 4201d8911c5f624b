import type { TestProject } from "vitest/node";
import postgres from "postgres";
import { connect } from "../../app/server/db/connect.server";
import { ensurePgliteTemplate } from "../support/pglite-template";
import { MIGRATED_TEMPLATE, startPostgresCluster } from "../support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL 15 cluster the unit tests share. */
    postgresUrl: string;
  }
}

/**
 * Vitest global setup: one PostgreSQL cluster for the whole run, removed afterwards, holding a migrated
 * template database; and the migrated PGlite template, made before the workers would race to make it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster] = await Promise.all([startPostgresCluster(), ensurePgliteTemplate()]);
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${MIGRATED_TEMPLATE}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${MIGRATED_TEMPLATE}`;
  const template = await connect({ databaseUrl: url.toString() });
  await template.exclusive(async () => undefined);
  await template.close();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
