import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { photoContentTypes, photoFormats, type PhotoFormat } from "~/lib/photos";
import { encode, RENDER_VERSION } from "~/server/photos/render.server";
import type { AgentPhotoSource } from "~/server/env.server";
import type { Storage } from "~/server/storage/storage.server";
import { errorFacts, logError } from "~/server/log.server";

/** The square sizes the profile shows the photo at (160 CSS px, 1× to 3×). */
export const agentPhotoWidths = [160, 320, 480] as const;
export type AgentPhotoWidth = (typeof agentPhotoWidths)[number];

/** Where the site serves a local photo: the version names the file's pixels, so each URL may be cached for ever. */
export const AGENT_PHOTO_PREFIX = "/images/agent/";

export function agentPhotoUrl(version: string, width: AgentPhotoWidth, format: PhotoFormat): string {
  return `${AGENT_PHOTO_PREFIX}${version}/w${width}.${format}`;
}

interface LoadedPhoto {
  readonly version: string;
  readonly bytes: Buffer;
}

const loaded = new Map<string, Promise<LoadedPhoto | null>>();

/**
 * The configured file, read and checked once per process: a file that is not
 * an image sharp can read leaves the profile with its monogram, and one log
 * line, rather than a broken image. A new photo takes a restart, as any
 * setting does.
 */
function loadPhoto(path: string): Promise<LoadedPhoto | null> {
  let pending = loaded.get(path);
  if (!pending) {
    pending = readFile(path)
      .then(async (bytes) => {
        await sharp(bytes).metadata();
        const version = createHash("sha256").update(`${RENDER_VERSION}:`).update(bytes).digest("hex").slice(0, 16);
        return { version, bytes };
      })
      .catch((error: unknown) => {
        logError({ msg: "SITE_AGENT_PHOTO is not a readable image; showing the monogram", ...errorFacts(error) });
        return null;
      });
    loaded.set(path, pending);
  }
  return pending;
}

/** The uploaded headshot's original, read from storage once per version. */
function loadStored(source: { readonly key: string; readonly version: string }, storage: Storage | undefined): Promise<LoadedPhoto | null> {
  let pending = loaded.get(`stored:${source.version}`);
  if (!pending) {
    pending = (storage ? storage.get(source.key) : Promise.resolve(null))
      .then((bytes) => (bytes ? { version: source.version, bytes: Buffer.from(bytes) } : null))
      .catch((error: unknown) => {
        logError({ msg: "the agent's photo could not be read from storage", ...errorFacts(error) });
        return null;
      });
    loaded.set(`stored:${source.version}`, pending);
    // A failed read is tried again on the next request, not remembered as missing.
    void pending.then((photo) => photo ?? loaded.delete(`stored:${source.version}`));
  }
  return pending;
}

/** What the profile shows: a URL as configured, the local file's versioned sizes, or nothing (the monogram). */
export type AgentPhotoView =
  | { readonly kind: "url"; readonly src: string }
  | { readonly kind: "file"; readonly version: string }
  | null;

export async function agentPhotoView(source: AgentPhotoSource | undefined): Promise<AgentPhotoView> {
  if (!source) return null;
  if (source.kind === "url") return { kind: "url", src: source.url };
  if (source.kind === "stored") return { kind: "file", version: source.version };
  const photo = await loadPhoto(source.path);
  return photo ? { kind: "file", version: photo.version } : null;
}

const rendered = new Map<string, Promise<Buffer>>();

const notFound = () => new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * /images/agent/:version/:variant: the local photo cropped square (to the
 * face, by sharp's attention strategy) at one of agentPhotoWidths, as AVIF,
 * WebP or JPEG. The few variants are made once per process and kept in memory;
 * an old version (the file was replaced) is a 404.
 */
export async function agentPhotoResponse(source: AgentPhotoSource | undefined, version: string | undefined, variant: string | undefined, storage?: Storage): Promise<Response> {
  if (source?.kind !== "file" && source?.kind !== "stored") return notFound();
  const match = /^w(\d{3})\.([a-z]{3,4})$/.exec(variant ?? "");
  const width = agentPhotoWidths.find((candidate) => String(candidate) === match?.[1]);
  const format = photoFormats.find((candidate) => candidate === match?.[2]);
  if (!width || !format) return notFound();
  const photo = source.kind === "file" ? await loadPhoto(source.path) : await loadStored(source, storage);
  if (!photo || photo.version !== version) return notFound();
  const key = `${photo.version}/${width}.${format}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = encode(sharp(photo.bytes).rotate().resize({ width, height: width, fit: "cover", position: sharp.strategy.attention }), format);
    rendered.set(key, bytes);
    bytes.catch(() => rendered.delete(key));
  }
  const body = await bytes;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": photoContentTypes[format],
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"agent-${key.replace(/[^a-z0-9-]/gi, "-")}"`,
    },
  });
}
