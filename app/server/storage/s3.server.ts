import { type Credentials, sha256Hex, signS3Request } from "./sigv4.server";
import { assertStorageKey, type Storage } from "./storage.server";

export interface S3Config extends Credentials {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 endpoint. */
  readonly endpoint: string;
  readonly bucket: string;
}

const EMPTY_SHA256 = sha256Hex("");

/** An S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every provider accepts. */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  const urlOf = (key: string) => new URL(`${base}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`);
  return {
    description: `s3://${config.bucket} at ${base}`,
    async get(key) {
      assertStorageKey(key);
      const url = urlOf(key);
      const headers = signS3Request({ method: "GET", url, payloadHash: EMPTY_SHA256 }, config);
      const response = await fetchImpl(url, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status} ${await response.text()}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async put(key, body, contentType) {
      assertStorageKey(key);
      const url = urlOf(key);
      const headers = signS3Request({ method: "PUT", url, headers: { "content-type": contentType }, payloadHash: sha256Hex(body) }, config);
      const response = await fetchImpl(url, { method: "PUT", headers, body });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async delete(key) {
      assertStorageKey(key);
      const url = urlOf(key);
      const headers = signS3Request({ method: "DELETE", url, payloadHash: EMPTY_SHA256 }, config);
      const response = await fetchImpl(url, { method: "DELETE", headers });
      // S3 answers 204 for a key that isn't there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
    },
  };
}
