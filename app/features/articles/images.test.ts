import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { photoFormats } from "~/lib/photos";
import { localStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/storage.server";
import { phonePhoto, solid } from "../../../tests/support/photos";
import { articleImageSrcSet, articleImageUrl, articleImageWidths, coverPhotoId } from "./image-urls";
import { articleOgImageUrl, isArticleImageId } from "./images";
import { articleImageKey, articleImageResponse, storeArticleImage } from "./images.server";

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "article-images-test-"));
  storage = localStorage(path.join(dir, "storage"));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  const stored = await storeArticleImage(storage, file);
  if (!stored.ok) throw new Error(stored.code);
  return stored.id;
}

const decoded = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe("storing an article photo", () => {
  it("keeps it upright, as a JPEG without EXIF or GPS, under the hash of its pixels", async () => {
    const id = await upload("phone.jpg", await phonePhoto());
    expect(isArticleImageId(id)).toBe(true);
    const original = await storage.get(articleImageKey(id));
    if (!original) throw new Error("nothing stored");
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 100, height: 200 });
    expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);
    expect(Buffer.from(original).toString("latin1")).not.toContain("WGS-84");
    expect(await upload("phone-again.jpg", await phonePhoto())).toBe(id);
  });

  it("refuses a file that is no image", async () => {
    const file = path.join(dir, "notes.jpg");
    await writeFile(file, "not a photo");
    expect(await storeArticleImage(storage, file)).toEqual({ ok: false, code: "notImage" });
  });
});

describe("serving an article photo", () => {
  it("answers every width and format, scaled without cropping, cached for ever", async () => {
    const id = await upload("wide.jpg", new Uint8Array(await solid(1600, 1000, "#36c").jpeg().toBuffer()));
    for (const width of articleImageWidths) {
      for (const format of photoFormats) {
        const variant = articleImageUrl(id, width, format).split("/").at(-1);
        const response = await articleImageResponse(id, variant, storage);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[format]);
        expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("ETag")).toMatch(/^"article-[0-9a-f]{16}-/);
        const body = Buffer.from(await response.clone().arrayBuffer());
        expect(response.headers.get("Content-Length")).toBe(String(body.byteLength));
        expect(await decoded(response)).toMatchObject({ format: format === "jpg" ? "jpeg" : format === "avif" ? "heif" : "webp", width, height: (width * 10) / 16 });
      }
    }
  });

  it("never enlarges a small photo, except to fill the Open Graph picture", async () => {
    const id = await upload("small.jpg", await phonePhoto());
    expect(await decoded(await articleImageResponse(id, "w1280.webp", storage))).toMatchObject({ width: 100, height: 200 });
    const og = await articleImageResponse(id, "og.jpg", storage);
    expect(og.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await decoded(og)).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("is a 404 that nobody keeps for a bad id, a variant it doesn't make, or a photo never stored", async () => {
    const id = await upload("for-404.jpg", new Uint8Array(await solid(700, 500).jpeg().toBuffer()));
    const cases: Array<[string | undefined, string | undefined]> = [
      [undefined, "w640.jpg"],
      [id.toUpperCase(), "w640.jpg"],
      ["../../etc/passwd", "w640.jpg"],
      [`${id}0`, "w640.jpg"],
      ["0123456789abcdef", "w640.jpg"],
      [id, undefined],
      [id, "w320.jpg"],
      [id, "w640.gif"],
      [id, "og.webp"],
      [id, "w640.jpg.png"],
    ];
    for (const [badId, variant] of cases) {
      const response = await articleImageResponse(badId, variant, storage);
      expect([badId, variant, response.status, response.headers.get("Cache-Control")]).toEqual([badId, variant, 404, "no-store"]);
    }
  });

  it("answers 404 while storage fails, logs no visitor input, and serves the photo once it reads again", async () => {
    const id = await upload("flaky.jpg", new Uint8Array(await solid(900, 600).jpeg().toBuffer()));
    let failing = true;
    const flaky: Storage = { ...storage, get: (key) => (failing ? Promise.reject(new Error(`bucket down for ${key}`)) : storage.get(key)) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await articleImageResponse(id, "w960.avif", flaky)).status).toBe(404);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).not.toContain(id);
    } finally {
      logged.mockRestore();
    }
    failing = false;
    expect((await articleImageResponse(id, "w960.avif", flaky)).status).toBe(200);
  });
});

describe("article photo URLs", () => {
  it("name their id back, for every variant and nothing else", () => {
    const id = "0123456789abcdef";
    for (const width of articleImageWidths) {
      for (const format of photoFormats) expect(coverPhotoId(articleImageUrl(id, width, format))).toBe(id);
    }
    expect(articleOgImageUrl(id)).toBe("/images/articles/0123456789abcdef/og.jpg");
    expect(articleImageSrcSet(id, "webp")).toBe(
      "/images/articles/0123456789abcdef/w640.webp 640w, /images/articles/0123456789abcdef/w960.webp 960w, /images/articles/0123456789abcdef/w1280.webp 1280w",
    );
    for (const src of [
      "/images/articles/0123456789ABCDEF/w640.jpg",
      "/images/articles/0123456789abcdef/w320.jpg",
      "/images/articles/0123456789abcdef/w640.jpg/extra",
      "/images/articles/0123456789abcdef",
      "https://example.com/images/articles/0123456789abcdef/w640.jpg",
      "/images/agent/0123456789abcdef/w160.jpg",
      "/photos/0123456789abcdef/w640.jpg",
      "/images/hero/city.svg",
      articleOgImageUrl(id),
    ]) {
      expect(coverPhotoId(src)).toBeUndefined();
    }
  });
});
