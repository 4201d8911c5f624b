import sharp from "sharp";
import { contentImages, isContentImageName, OG_HEIGHT, OG_VARIANT, OG_WIDTH } from "../lib/content-images";
import { parsePhotoVariant, photoContentTypes, type PhotoFormat } from "../lib/photos";
import { renderSceneSvg } from "./photos/scene";
import { encode, RENDER_VERSION } from "./photos/render.server";

const rendered = new Map<string, Promise<Buffer>>();

function encodeScene(svg: string, format: PhotoFormat, og: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return encode(og ? image.resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: "cover" }) : image, format);
}

const notFound = () => new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * /images/scenes/:name/:variant: a named content image at a photo width
 * (w640.webp) or as its 1200 × 630 Open Graph JPEG (og.jpg). The few names
 * and sizes there are are rendered once per process and kept in memory.
 */
export async function contentImageResponse(name: string | undefined, variant: string | undefined): Promise<Response> {
  if (!name || !isContentImageName(name)) return notFound();
  const og = variant === OG_VARIANT;
  const parsed = og ? { width: OG_WIDTH, format: "jpg" as const } : parsePhotoVariant(variant ?? "");
  if (!parsed) return notFound();
  const key = `${name}/${parsed.width}.${parsed.format}/${og}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = encodeScene(renderSceneSvg(contentImages[name], parsed.width), parsed.format, og);
    rendered.set(key, bytes);
    bytes.catch(() => rendered.delete(key));
  }
  const body = await bytes;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": photoContentTypes[parsed.format],
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=86400",
      ETag: `"${RENDER_VERSION}-${key.replace(/[^a-z0-9-]/gi, "-")}"`,
    },
  });
}
