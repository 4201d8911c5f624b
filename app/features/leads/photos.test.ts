import { describe, expect, it } from "vitest";
import { limits } from "./lead-forms";
import { sniffImage } from "~/server/photos/sniff";
import { checkUploadedPhotos } from "./photos.server";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const png = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const webp = bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ");
const heic = bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0);

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

  it("refuses a text file sent as image/jpeg, with 422, and too large a photo with 413", async () => {
    expect(await checkUploadedPhotos([new File(["hello"], "room.jpg", { type: "image/jpeg" })])).toEqual({ ok: false, error: "photoType", status: 422 });
    const big = new File([new Uint8Array(limits.photoBytes + 1)], "big.jpg", { type: "image/jpeg" });
    expect(await checkUploadedPhotos([big])).toEqual({ ok: false, error: "photoTooLarge", status: 413 });
    const checked = await checkUploadedPhotos([new File([png], "room.jpg", { type: "image/jpeg" })]);
    expect(checked.ok && checked.photos.map((photo) => photo.type)).toEqual(["image/png"]);
  });
});
