import { open } from "node:fs/promises";
// What the bytes of an uploaded image say it is, whatever the browser declared or the name claims.
// Shared by the leads' staging photos and every listing photo (features/listings/photos.server.ts).

/** The image types the site knows by their bytes. */
export const sniffedTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type SniffedType = (typeof sniffedTypes)[number];

const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes say, whatever the browser declared or the name claims. */
export function sniffImage(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && heifBrands.has(ascii(bytes, 8, 12))) return "image/heic";
  return undefined;
}

/** The image type a file's first bytes say: for uploads read to disk, without reading the rest. */
export async function sniffImageFile(path: string): Promise<SniffedType | undefined> {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await handle.read(head, 0, head.byteLength, 0);
    return sniffImage(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
