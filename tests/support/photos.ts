import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Test photos as phones, cameras and attackers send them. */

export const solid = (width: number, height: number, background = "#2a6") => sharp({ create: { width, height, channels: 3, background } });

/** A phone's photo: landscape pixels meant to be shown portrait (orientation 6), with a GPS position and a camera make. */
export async function phonePhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const top = await solid(200, 100, "#cc0000").png().toBuffer();
  // Left half red, right half blue: turned upright (90° clockwise) red is on top.
  const picture = solid(200, 100, "#0000cc").composite([{ input: await sharp(top).extract({ left: 0, top: 0, width: 100, height: 100 }).toBuffer(), left: 0, top: 0 }]);
  const withExif = await sharp(await picture.png().toBuffer())
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N", GPSLatitude: "26/1 12/1 30/1" } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(withExif);
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few dozen bytes whose header claims a `side`×`side` canvas (a
 * decompression bomb's opening): a decoder that trusted it would allocate
 * side² pixels before finding out the data isn't there.
 */
export function claimedCanvasPng(side: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), pngChunk("IEND", new Uint8Array())]));
}
