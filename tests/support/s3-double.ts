import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StoredObject {
  readonly body: Buffer;
  readonly contentType: string;
}

export interface S3Double {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT or BACKUP_S3_ENDPOINT. */
  readonly endpoint: string;
  /** Every object, by "bucket/key". */
  readonly objects: Map<string, StoredObject>;
  /** Each request as "METHOD /path?query", in order. */
  readonly requests: string[];
  stop(): Promise<void>;
}

const xml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function answer(response: ServerResponse, status: number, body = "", headers: Record<string, string> = {}): void {
  response.writeHead(status, { "Content-Type": "application/xml", ...headers });
  response.end(body);
}

/**
 * An S3-compatible bucket server on loopback for the tests (path-style, as s3.server.ts addresses it):
 * objects, ListObjectsV2 in pages of `pageSize` (with "/" as a delimiter too), and multipart uploads. It checks that requests are
 * signed (SigV4's header is there) but not the signature, which storage.test.ts holds to AWS's example.
 */
export async function startS3Double({ pageSize = 1000 } = {}): Promise<S3Double> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: string[] = [];
  const handle = (request: IncomingMessage, body: Buffer, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://s3.test");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (!request.headers.authorization?.startsWith("AWS4-HMAC-SHA256 ")) return answer(response, 403, "<Error><Code>AccessDenied</Code></Error>");
    const [, bucket = "", ...rest] = url.pathname.split("/").map(decodeURIComponent);
    const key = rest.join("/");
    const id = `${bucket}/${key}`;
    const query = url.searchParams;
    if (request.method === "GET" && !key && query.get("list-type") === "2") {
      const prefix = query.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((name) => name.startsWith(`${bucket}/${prefix}`)).map((name) => name.slice(bucket.length + 1));
      // With a delimiter, what lies below a further "/" is one common prefix ("folder/"), listed among the keys.
      const delimited = query.get("delimiter") === "/";
      const entries = [...new Set(keys.map((name) => (delimited && name.indexOf("/", prefix.length) >= 0 ? name.slice(0, name.indexOf("/", prefix.length) + 1) : name)))].sort();
      const start = Number(query.get("continuation-token") ?? "0");
      const page = entries.slice(start, start + pageSize);
      const more = start + pageSize < entries.length;
      const contents = page
        .map((name) => (name.endsWith("/") ? `<CommonPrefixes><Prefix>${xml(name)}</Prefix></CommonPrefixes>` : `<Contents><Key>${xml(name)}</Key><Size>${objects.get(`${bucket}/${name}`)?.body.byteLength ?? 0}</Size></Contents>`))
        .join("");
      return answer(
        response,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
      );
    }
    if (request.method === "POST" && query.has("uploads")) {
      const uploadId = randomBytes(8).toString("hex");
      uploads.set(uploadId, new Map());
      return answer(response, 200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    }
    const upload = query.get("uploadId");
    if (upload !== null) {
      const parts = uploads.get(upload);
      if (!parts) return answer(response, 404, "<Error><Code>NoSuchUpload</Code></Error>");
      if (request.method === "PUT") {
        parts.set(Number(query.get("partNumber")), body);
        return answer(response, 200, "", { ETag: `"${randomBytes(8).toString("hex")}"` });
      }
      uploads.delete(upload);
      if (request.method === "DELETE") return answer(response, 204);
      const numbers = [...parts.keys()].sort((a, b) => a - b);
      objects.set(id, { body: Buffer.concat(numbers.map((number) => parts.get(number)!)), contentType: "application/octet-stream" });
      return answer(response, 200, `<CompleteMultipartUploadResult><Key>${xml(key)}</Key></CompleteMultipartUploadResult>`);
    }
    if (request.method === "PUT") {
      objects.set(id, { body, contentType: request.headers["content-type"] ?? "application/octet-stream" });
      return answer(response, 200);
    }
    if (request.method === "DELETE") {
      objects.delete(id);
      return answer(response, 204);
    }
    const found = objects.get(id);
    if (!found) return answer(response, 404, "<Error><Code>NoSuchKey</Code></Error>");
    response.writeHead(200, { "Content-Type": found.contentType, "Content-Length": String(found.body.byteLength) });
    response.end(found.body);
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
