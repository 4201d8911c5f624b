import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimedCanvasPng, phonePhoto, solid } from "../../../tests/support/photos";
import type { UploadedFile } from "~/server/http/upload.server";
import { sniffImage } from "~/server/photos/sniff";
import { limits } from "./lead-forms";
import { checkSentPhotos, cleanPhotos, photoContentType } from "./photos.server";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const png = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const webp = bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ");
const heic = bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0);

let dir: string;
let count = 0;

/** A photo as readUpload leaves it: a temporary file. */
async function sent(content: Uint8Array, extra: Partial<UploadedFile> = {}): Promise<UploadedFile> {
  const file = path.join(dir, String(++count));
  await writeFile(file, content);
  return { field: "photos", name: `${count}.jpg`, path: file, size: content.byteLength, truncated: false, ...extra };
}

const upload = (files: UploadedFile[], extra: { extraFiles?: number; overflow?: boolean } = {}) => ({ files, extraFiles: 0, overflow: false, ...extra });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lead-photos-test-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("photo sniffing", () => {
  it("knows JPEG, PNG, WebP and HEIC by their bytes", () => {
    expect([jpeg, png, webp, heic].map(sniffImage)).toEqual(["image/jpeg", "image/png", "image/webp", "image/heic"]);
  });

  it("knows nothing else, whatever the name or declared type", () => {
    expect(sniffImage(bytes("GIF89a"))).toBeUndefined();
    expect(sniffImage(bytes("<svg xmlns"))).toBeUndefined();
    expect(sniffImage(bytes(0, 0, 0, 0x18, "ftypmp42"))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});

describe("a staging form's photos", () => {
  it("are refused as a whole: none, too many, one too large, all too large, or a body past its limit", async () => {
    const one = await sent(jpeg);
    expect(await checkSentPhotos(upload([]))).toEqual({ ok: false, error: "photosRequired", status: 422 });
    expect(await checkSentPhotos(upload([one], { extraFiles: limits.photos }))).toEqual({ ok: false, error: "photosTooMany", status: 422 });
    expect(await checkSentPhotos(upload([await sent(jpeg, { truncated: true })]))).toEqual({ ok: false, error: "photoTooLarge", status: 413 });
    const nearly = { size: limits.photoBytes };
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => sent(jpeg, nearly)));
    expect(await checkSentPhotos(upload(five))).toEqual({ ok: false, error: "photosTooLarge", status: 413 });
    expect(await checkSentPhotos(upload([one], { overflow: true }))).toEqual({ ok: false, error: "photosTooLarge", status: 413 });
  });

  it("are refused by their bytes: text sent as image/jpeg, and HEIC, which this platform can't clean", async () => {
    expect(await checkSentPhotos(upload([await sent(bytes("just some text"))]))).toEqual({ ok: false, error: "photoType", status: 422 });
    expect(await checkSentPhotos(upload([await sent(heic)]))).toEqual({ ok: false, error: "photoType", status: 422 });
    const checked = await checkSentPhotos(upload([await sent(png)]));
    expect(checked.ok).toBe(true);
  });

  it("are cleaned as the agent's are: upright, a JPEG without EXIF or GPS", async () => {
    const phone = await phonePhoto();
    expect(Buffer.from(phone).toString("latin1")).toContain("WGS-84");
    const cleaned = await cleanPhotos([await sent(phone)]);
    if (!cleaned.ok) throw new Error(cleaned.error);
    const [photo] = cleaned.photos;
    const stored = await readFile(photo!.path);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("WGS-84");
    expect(stored.toString("latin1")).not.toContain("PhoneCo");
  });

  it("refuse a small file claiming a 30000×30000 canvas, and one that won't decode, without storing either", async () => {
    const bomb = claimedCanvasPng(30_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect((await checkSentPhotos(upload([await sent(bomb)]))).ok).toBe(true);
    expect(await cleanPhotos([await sent(bomb)])).toEqual({ ok: false, error: "photoPixels", status: 422 });
    const broken = new Uint8Array([...(await solid(64, 64).jpeg().toBuffer()).subarray(0, 200)]);
    expect(await cleanPhotos([await sent(broken)])).toEqual({ ok: false, error: "photoUnreadable", status: 422 });
  });

  it("are served with the type of whatever they were stored as, older leads' HEIC included", () => {
    expect(["leads/a/1.jpg", "leads/a/2.png", "leads/a/3.heic", "leads/a/4.exe"].map(photoContentType)).toEqual(["image/jpeg", "image/png", "image/heic", undefined]);
  });
});
