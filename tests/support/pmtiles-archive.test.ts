import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { gunzipSync } from "node:zlib";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { describe, expect, it } from "vitest";
import { makeValleyArchive } from "./pmtiles-archive";

/** The archive read as MapLibre's reader reads it: by byte ranges. */
function bufferSource(bytes: Buffer): Source {
  return {
    getKey: () => "test.pmtiles",
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({ data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer }),
  };
}

describe("the test archive", () => {
  it("is a PMTiles v3 archive the reader takes: header, bounds and a tile with the schema's layers", async () => {
    const archive = new PMTiles(bufferSource(makeValleyArchive({ maxZoom: 12 })));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 12, tileType: 1 });
    expect(header.minLon).toBeCloseTo(-98.3, 5);
    expect(header.maxLat).toBeCloseTo(26.26, 5);
    expect(await archive.getMetadata()).toMatchObject({ name: "Valley test archive" });

    // Central McAllen at zoom 12.
    const tile = await archive.getZxy(12, 930, 1739);
    expect(tile).toBeDefined();
    const bytes = new Uint8Array(tile!.data);
    const vector = new VectorTile(new PbfReader(bytes[0] === 0x1f ? gunzipSync(bytes) : bytes));
    expect(Object.keys(vector.layers).sort()).toEqual(["earth", "places", "roads", "water"]);
    const roads = Array.from({ length: vector.layers.roads!.length }, (_, index) => vector.layers.roads!.feature(index).properties.kind);
    expect(roads).toEqual(expect.arrayContaining(["highway", "major_road", "minor_road"]));
    expect(await archive.getZxy(12, 0, 0)).toBeUndefined();
  });
});
