import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertStorageKey, isStorageKey, type Bytes, type ListableStorage } from "./storage.server";

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

export type S3Method = "GET" | "PUT" | "POST" | "DELETE";

export interface S3Request {
  /** Query parameters: ListObjectsV2's, a multipart upload's. */
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Bytes;
  readonly contentType?: string;
}

/** Signed requests to one bucket; `key` "" addresses the bucket itself (a listing). */
export interface S3Client {
  readonly bucket: string;
  readonly base: string;
  send(method: S3Method, key: string, request?: S3Request): Promise<Response>;
}

export function s3Client(config: S3Config, { fetchImpl = fetch, timeoutMs = 10_000, retries = 2, backoffMs = 200 }: S3Options = {}): S3Client {
  const base = config.endpoint.replace(/\/+$/, "");
  // The service and region are given: aws4fetch can only guess them from AWS's own host names.
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region });
  const urlOf = (key: string, query: Readonly<Record<string, string>> = {}) => {
    const path = key ? `/${key.split("/").map(encodeURIComponent).join("/")}` : "";
    const search = new URLSearchParams(query).toString();
    return `${base}/${encodeURIComponent(config.bucket)}${path}${search ? `?${search}` : ""}`;
  };
  const attempt = async (method: S3Method, key: string, { query, body, contentType }: S3Request) => {
    const headers: Record<string, string> = { "x-amz-content-sha256": body ? sha256Hex(body) : EMPTY_SHA256 };
    if (contentType) headers["content-type"] = contentType;
    // allHeaders: the content type is signed too (aws4fetch leaves it out by default); no other header is set here.
    const signed = await client.sign(urlOf(key, query), { method, headers, body, aws: { allHeaders: true } });
    return fetchImpl(signed, { signal: AbortSignal.timeout(timeoutMs) });
  };
  return {
    bucket: config.bucket,
    base,
    /**
     * GET, PUT and DELETE of a key are idempotent, and so are the steps of a multipart upload, so a
     * timeout, a dropped connection or a 5xx/429 is tried again after a growing pause; a bucket that
     * stays away fails the call within a few seconds rather than holding up a page or a job.
     */
    async send(method, key, request = {}) {
      for (let tries = 1; ; tries += 1) {
        const last = tries >= retries + 1;
        try {
          const response = await attempt(method, key, request);
          if (last || (response.status < 500 && response.status !== 429)) return response;
          await response.body?.cancel();
        } catch (error) {
          if (last) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (tries - 1)));
      }
    },
  };
}

/** The text of an XML element's first occurrence (S3's answers are small and flat), unescaped. */
export function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : unescapeXml(match[1]);
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name] ?? "");
}

/**
 * Every key under `prefix`, a page of ListObjectsV2 (up to 1,000 keys) at a time; with `delimiter`
 * "/", the keys at that level and, as "folder/" entries, the folders below it.
 */
export async function* listKeys(client: S3Client, prefix: string, delimiter?: "/"): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const response = await client.send("GET", "", { query: { "list-type": "2", prefix, ...(delimiter ? { delimiter } : {}), ...(token ? { "continuation-token": token } : {}) } });
    const xml = await response.text();
    if (!response.ok) throw new Error(`S3 list of ${client.bucket}/${prefix} failed: ${response.status} ${xmlValue(xml, "Code") ?? ""}`);
    for (const match of xml.matchAll(/<(?:Key|Prefix)>([^<]*)<\/(?:Key|Prefix)>/g)) {
      const key = unescapeXml(match[1] ?? "");
      // The answer names its own prefix too.
      if (key !== prefix) yield key;
    }
    token = xmlValue(xml, "IsTruncated") === "true" ? xmlValue(xml, "NextContinuationToken") : undefined;
  } while (token);
}

export function s3Storage(config: S3Config, options: S3Options = {}): ListableStorage {
  const client = s3Client(config, options);
  const get = async (key: string) => {
    assertStorageKey(key);
    const response = await client.send("GET", key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status} ${await response.text()}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  return {
    description: `s3://${config.bucket} at ${client.base}`,
    get,
    read: get,
    async put(key, body, contentType) {
      assertStorageKey(key);
      const response = await client.send("PUT", key, { body, contentType });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async delete(key) {
      assertStorageKey(key);
      const response = await client.send("DELETE", key);
      // S3 answers 204 for a key that isn't there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
    },
    async *list({ skip = [] } = {}) {
      // The top level first, so that a skipped folder's keys (the photo variants, most of a bucket) are never paged through.
      for await (const top of listKeys(client, "", "/")) {
        if (!top.endsWith("/")) {
          if (isStorageKey(top)) yield top;
        } else if (!skip.includes(top)) {
          for await (const key of listKeys(client, top)) if (isStorageKey(key)) yield key;
        }
      }
    },
  };
}
