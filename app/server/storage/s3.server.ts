import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertStorageKey, type Storage } from "./storage.server";

export interface S3Config {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 endpoint. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

/** The payload's SHA-256, sent as x-amz-content-sha256 so that the signature covers the body too. */
const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const EMPTY_SHA256 = sha256Hex("");

/**
 * An S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every provider accepts.
 * Requests are signed (AWS Signature Version 4) by aws4fetch and sent through `fetchImpl` with a
 * timeout and retries of our own (its client's retrying fetch has no timeout).
 */
export interface S3Options {
  readonly fetchImpl?: typeof fetch;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Further attempts after the first. */
  readonly retries?: number;
  /** The first pause; each next one doubles. */
  readonly backoffMs?: number;
}

export function s3Storage(config: S3Config, { fetchImpl = fetch, timeoutMs = 10_000, retries = 2, backoffMs = 200 }: S3Options = {}): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  // The service and region are given: aws4fetch can only guess them from AWS's own host names.
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region });
  const urlOf = (key: string) => `${base}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const attempt = async (method: "GET" | "PUT" | "DELETE", key: string, body?: Uint8Array<ArrayBuffer>, contentType?: string) => {
    const headers: Record<string, string> = { "x-amz-content-sha256": body ? sha256Hex(body) : EMPTY_SHA256 };
    if (contentType) headers["content-type"] = contentType;
    // allHeaders: the content type is signed too (aws4fetch leaves it out by default); no other header is set here.
    const signed = await client.sign(urlOf(key), { method, headers, body, aws: { allHeaders: true } });
    return fetchImpl(signed, { signal: AbortSignal.timeout(timeoutMs) });
  };
  /**
   * GET, PUT and DELETE of a key are idempotent, so a timeout, a dropped connection or a 5xx/429 is
   * tried again after a growing pause; a bucket that stays away fails the call within a few seconds
   * rather than holding up a page or a job.
   */
  const send = async (method: "GET" | "PUT" | "DELETE", key: string, body?: Uint8Array<ArrayBuffer>, contentType?: string) => {
    for (let tries = 1; ; tries += 1) {
      const last = tries >= retries + 1;
      try {
        const response = await attempt(method, key, body, contentType);
        if (last || (response.status < 500 && response.status !== 429)) return response;
        await response.body?.cancel();
      } catch (error) {
        if (last) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (tries - 1)));
    }
  };
  return {
    description: `s3://${config.bucket} at ${base}`,
    async get(key) {
      assertStorageKey(key);
      const response = await send("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status} ${await response.text()}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async put(key, body, contentType) {
      assertStorageKey(key);
      const response = await send("PUT", key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async delete(key) {
      assertStorageKey(key);
      const response = await send("DELETE", key);
      // S3 answers 204 for a key that isn't there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
    },
  };
}
