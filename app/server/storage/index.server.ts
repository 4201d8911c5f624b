import { resolve } from "node:path";
import { getEnv, type Env } from "../env.server";
import { localStorage } from "./local.server";
import { s3Storage } from "./s3.server";
import type { ListableStorage, Storage } from "./storage.server";

export type { ListableStorage, Storage };

/**
 * The storage the environment configures: an S3-compatible bucket when the
 * S3_* variables are set (env.server.ts accepts all four or none), otherwise
 * `<DATA_DIR>/storage` on local disk.
 */
export function storageFromEnv(env: Pick<Env, "dataDir" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_REGION">): ListableStorage {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region: env.S3_REGION });
  }
  return localStorage(resolve(env.dataDir, "storage"));
}

let shared: { env: Env; storage: ListableStorage } | undefined;

/** The process-wide storage, configured from the validated environment on first use (and again if it is read anew). */
export function getStorage(): ListableStorage {
  const env = getEnv();
  if (shared?.env !== env) shared = { env, storage: storageFromEnv(env) };
  return shared.storage;
}
