import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env.server";
import { storageFromEnv } from "./index.server";
import { localStorage } from "./local.server";
import { s3Storage } from "./s3.server";

const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe("local storage", () => {
  const root = mkdtempSync(join(tmpdir(), "rgv-storage-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stores and reads objects by key, and answers null for missing ones", async () => {
    const storage = localStorage(root);
    expect(await storage.get("photos/a/w320.jpg")).toBeNull();
    await storage.put("photos/a/w320.jpg", bytes("jpeg"), "image/jpeg");
    expect(Buffer.from((await storage.get("photos/a/w320.jpg")) ?? []).toString()).toBe("jpeg");
  });

  it("deletes objects, the folder they leave empty with them, and takes a missing one calmly", async () => {
    const storage = localStorage(root);
    await storage.put("leads/k1/1.jpg", bytes("one"), "image/jpeg");
    await storage.put("leads/k1/2.jpg", bytes("two"), "image/jpeg");
    await storage.delete("leads/k1/1.jpg");
    expect(await storage.get("leads/k1/1.jpg")).toBeNull();
    expect(Buffer.from((await storage.get("leads/k1/2.jpg")) ?? []).toString()).toBe("two");
    await storage.delete("leads/k1/2.jpg");
    expect(existsSync(join(root, "leads/k1"))).toBe(false);
    expect(existsSync(join(root, "leads"))).toBe(true);
    await expect(storage.delete("leads/k1/2.jpg")).resolves.toBeUndefined();
    await expect(storage.delete("../outside")).rejects.toThrow(/Invalid storage key/);
  });

  it("lists and reads its objects, but not a write in flight nor a linked folder", async () => {
    const own = mkdtempSync(join(tmpdir(), "rgv-storage-list-"));
    const linked = mkdtempSync(join(tmpdir(), "rgv-storage-linked-"));
    try {
      const storage = localStorage(own);
      await storage.put("leads/k1/1.jpg", bytes("one"), "image/jpeg");
      await storage.put("agent/headshot-1.jpg", bytes("me"), "image/jpeg");
      writeFileSync(join(own, "leads/k1/2.jpg.0123456789ab.tmp"), "half");
      writeFileSync(join(linked, "w320.webp"), "variant");
      symlinkSync(linked, join(own, "photos"), "dir");
      const keys: string[] = [];
      for await (const key of storage.list()) keys.push(key);
      expect(keys.sort()).toEqual(["agent/headshot-1.jpg", "leads/k1/1.jpg"]);
      expect(Buffer.from((await storage.read("leads/k1/1.jpg")) ?? []).toString()).toBe("one");
      expect(await storage.read("leads/k1/9.jpg")).toBeNull();
      for await (const key of localStorage(join(own, "missing")).list()) keys.push(key);
      expect(keys).toHaveLength(2);
    } finally {
      rmSync(own, { recursive: true, force: true });
      rmSync(linked, { recursive: true, force: true });
    }
  });

  it("refuses keys that could leave its folder", async () => {
    const storage = localStorage(root);
    for (const key of ["../x", "/etc/passwd", "a/../../b", "a//b", ""]) {
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("AWS Signature Version 4 (aws4fetch)", () => {
  it("matches the GET Object example of the S3 documentation, signed as s3.server.ts signs", async () => {
    const signer = new AwsV4Signer({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      // aws4fetch leaves Range out of the signature unless asked; the example signs it.
      headers: { Range: "bytes=0-9", "x-amz-content-sha256": sha256Hex("") },
      allHeaders: true,
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      service: "s3",
      region: "us-east-1",
      datetime: "20130524T000000Z",
    });
    const { headers } = await signer.sign();
    expect(headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("S3 storage", () => {
  it("puts and gets objects path-style with signed requests", async () => {
    const objects = new Map<string, Buffer>();
    const seen: IncomingMessage[] = [];
    const server = createServer((request, response) => {
      seen.push(request);
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const url = request.url ?? "";
        if (request.method === "PUT") {
          objects.set(url, Buffer.concat(chunks));
          response.end();
        } else if (request.method === "DELETE") {
          objects.delete(url);
          response.statusCode = 204;
          response.end();
        } else if (objects.has(url)) {
          response.end(objects.get(url));
        } else {
          response.statusCode = 404;
          response.end("<Error><Code>NoSuchKey</Code></Error>");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: "photos", accessKeyId: "KEY", secretAccessKey: "SECRET", region: "us-east-1" });
      expect(await storage.get("photos/x/w320.webp")).toBeNull();
      await storage.put("photos/x/w320.webp", bytes("webp"), "image/webp");
      expect(Buffer.from((await storage.get("photos/x/w320.webp")) ?? []).toString()).toBe("webp");
      expect(seen[1]?.url).toBe("/photos/photos/x/w320.webp");
      expect(seen[1]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
      expect(seen[1]?.headers["x-amz-content-sha256"]).toBe(sha256Hex("webp"));
      expect(seen[1]?.headers["content-type"]).toBe("image/webp");
      await storage.delete("photos/x/w320.webp");
      expect(seen[3]?.method).toBe("DELETE");
      expect(seen[3]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=KEY\//);
      expect(await storage.get("photos/x/w320.webp")).toBeNull();
    } finally {
      server.close();
    }
  });

  it("tries again after a 503 or a silent server, and gives up within its limits", async () => {
    let requests = 0;
    let hang = false;
    const server = createServer((request, response) => {
      requests += 1;
      request.resume();
      if (hang) return;
      // The first answer is a 503, the second never comes (a stuck connection), the third is the object.
      if (requests === 1) {
        response.statusCode = 503;
        response.end("SlowDown");
      } else if (requests === 3) {
        response.end("webp");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const config = { endpoint: `http://127.0.0.1:${port}`, bucket: "photos", accessKeyId: "KEY", secretAccessKey: "SECRET", region: "us-east-1" };
      const storage = s3Storage(config, { timeoutMs: 300, retries: 2, backoffMs: 10 });
      expect(Buffer.from((await storage.get("photos/x/w320.webp")) ?? []).toString()).toBe("webp");
      expect(requests).toBe(3);
      hang = true;
      const started = Date.now();
      // From here on every request is left hanging: three attempts time out, and the call fails.
      await expect(s3Storage(config, { timeoutMs: 200, retries: 2, backoffMs: 10 }).get("photos/y/w320.webp")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(requests).toBe(6);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("is chosen by the S3_* variables, and half a configuration is an error", () => {
    const s3 = { S3_ENDPOINT: "https://s3.example.test", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(storageFromEnv(loadEnv(s3)).description).toBe("s3://b at https://s3.example.test");
    expect(() => loadEnv({ S3_BUCKET: "b" })).toThrow(/missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(storageFromEnv(loadEnv({ DATA_DIR: "/tmp/x", S3_BUCKET: "" })).description).toBe("disk /tmp/x/storage");
  });
});
