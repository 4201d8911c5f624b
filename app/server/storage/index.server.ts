import { resolve } from "node:path";
import { z } from "zod";
import { localStorage } from "./local.server";
import { s3Storage } from "./s3.server";
import type { Storage } from "./storage.server";

export type { Storage };

const configSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default("./data"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
});

const s3Keys = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * The storage the environment configures: an S3-compatible bucket when all of
 * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set,
 * otherwise `<DATA_DIR>/storage` on local disk.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const config = configSchema.parse(blankless);
  const given = s3Keys.filter((key) => config[key] !== undefined);
  if (given.length === 0) return localStorage(resolve(config.DATA_DIR, "storage"));
  if (given.length < s3Keys.length) {
    throw new Error(`S3 storage needs ${s3Keys.join(", ")}; missing: ${s3Keys.filter((key) => !given.includes(key)).join(", ")}`);
  }
  return s3Storage({
    endpoint: config.S3_ENDPOINT as string,
    bucket: config.S3_BUCKET as string,
    accessKeyId: config.S3_ACCESS_KEY_ID as string,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
    region: config.S3_REGION,
  });
}

let shared: Storage | undefined;

/** The process-wide storage, configured from the environment on first use. */
export function getStorage(): Storage {
  shared ??= storageFromEnv();
  return shared;
}
