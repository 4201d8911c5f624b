import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~/server/env.server";
import { agentPhotoResponse, agentPhotoView } from "./photo.server";

const dir = mkdtempSync(path.join(tmpdir(), "agent-photo-"));

describe("SITE_AGENT_PHOTO", () => {
  it("is an https URL or an existing file, refused at boot otherwise", () => {
    const file = path.join(dir, "exists.jpg");
    writeFileSync(file, "x");
    expect(loadEnv({ SITE_AGENT_PHOTO: "https://cdn.example.com/marisa.jpg" }).agentPhoto).toEqual({ kind: "url", url: "https://cdn.example.com/marisa.jpg" });
    expect(loadEnv({ SITE_AGENT_PHOTO: file }).agentPhoto).toEqual({ kind: "file", path: file });
    expect(loadEnv({ SITE_AGENT_PHOTO: " " }).agentPhoto).toBeUndefined();
    expect(() => loadEnv({ SITE_AGENT_PHOTO: "http://cdn.example.com/marisa.jpg" })).toThrow(/SITE_AGENT_PHOTO: an https URL or a file path/);
    expect(() => loadEnv({ SITE_AGENT_PHOTO: path.join(dir, "missing.jpg") })).toThrow(/SITE_AGENT_PHOTO: no such file/);
  });
});

describe("the local photo", () => {
  it("is served square in each size and format under its version, with immutable caching", async () => {
    const file = path.join(dir, "portrait.jpg");
    writeFileSync(file, await sharp({ create: { width: 600, height: 900, channels: 3, background: "#a63" } }).jpeg().toBuffer());
    const source = { kind: "file", path: file } as const;
    const view = await agentPhotoView(source);
    if (view?.kind !== "file") throw new Error("no version");
    for (const [variant, type, width] of [["w160.avif", "image/avif", 160], ["w320.webp", "image/webp", 320], ["w480.jpg", "image/jpeg", 480]] as const) {
      const response = await agentPhotoResponse(source, view.version, variant);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width, height: width });
    }
    expect((await agentPhotoResponse(source, "0000000000000000", "w160.jpg")).status).toBe(404);
    expect((await agentPhotoResponse(source, view.version, "w200.jpg")).status).toBe(404);
    expect((await agentPhotoResponse(source, view.version, "w160.gif")).status).toBe(404);
    expect((await agentPhotoResponse(undefined, view.version, "w160.jpg")).status).toBe(404);
  });

  it("that is no image leaves the monogram", async () => {
    const file = path.join(dir, "notes.txt");
    writeFileSync(file, "not a photo");
    expect(await agentPhotoView({ kind: "file", path: file })).toBeNull();
    expect(await agentPhotoView({ kind: "url", url: "https://cdn.example.com/a.jpg" })).toEqual({ kind: "url", src: "https://cdn.example.com/a.jpg" });
  });
});
