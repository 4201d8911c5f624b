/**
 * npm run bench:photos [-- --photos 25 --runs 3]
 * How long the listing editor takes to process a batch of camera photos, as
 * uploads do it (checked, turned upright, scaled, stripped, stored in a
 * temporary DATA_DIR, recorded in PGlite, first variants made). 25 noisy
 * 4000×3000 JPEGs of about 5 MB each (noise is the worst case for every
 * encoder); the median of the runs is compared with the 60 s target.
 * A benchmark, not a test: it asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { user } from "../app/db/schema";
import { blankValues, parseListingForm } from "../app/features/agent-listings/listing-form";
import { createListing } from "../app/features/agent-listings/listings.server";
import { addPhoto } from "../app/features/agent-listings/photos.server";
import { connect } from "../app/server/db/connect.server";
import { localStorage } from "../app/server/storage/local.server";

const { values } = parseArgs({ options: { photos: { type: "string", default: "25" }, runs: { type: "string", default: "3" } } });
const count = Number(values.photos);
const runs = Number(values.runs);
const TARGET_SECONDS = 60;

const agent = { id: "bench-agent", name: "Bench Agent" };

/** A camera-sized photo of noise over a tint, about 5 MB at quality 95; a fresh noise field each time. */
async function cameraPhoto(index: number): Promise<Uint8Array> {
  const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const tint = { r: 40 + ((index * 37) % 160), g: 60 + ((index * 53) % 140), b: 50 + ((index * 71) % 150) };
  const jpeg = await sharp(noise).blur(0.6).tint(tint).withMetadata({ orientation: 1 + (index % 8) }).jpeg({ quality: 95 }).toBuffer();
  return new Uint8Array(jpeg);
}

const median = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function main() {
  process.stdout.write(`Generating ${count} photos… `);
  const photos: Uint8Array[] = [];
  for (let index = 0; index < count; index += 1) photos.push(await cameraPhoto(index));
  const megabytes = photos.reduce((sum, photo) => sum + photo.byteLength, 0) / count / 1024 / 1024;
  console.log(`${megabytes.toFixed(1)} MB each on average.`);

  const dataDir = await mkdtemp(join(tmpdir(), "bench-photos-"));
  const handle = await connect({});
  try {
    await handle.exclusive(async () => undefined);
    const { db } = handle;
    await db.insert(user).values({ id: agent.id, name: agent.name, email: "bench@example.com", role: "agent" });
    const storage = localStorage(join(dataDir, "storage"));
    const parsed = parseListingForm({ ...blankValues("mcallen"), zip: "78501", address: "100 Bench St", price: "250000", bedrooms: "3", fullBaths: "2", halfBaths: "1" });
    if (!parsed.ok) throw new Error("The bench listing's form does not parse");
    const seconds: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      // A listing per run: the per-listing cap would refuse a second batch on one listing.
      const listingKey = await createListing(db, parsed.value, agent, { agentName: agent.name, brokerage: "Bench Realty" });
      const started = performance.now();
      for (const photo of photos) {
        const added = await addPhoto(db, storage, listingKey, photo, agent);
        if (!added?.ok) throw new Error(`A bench photo was refused: ${added ? added.code : "no listing"}`);
      }
      seconds.push((performance.now() - started) / 1000);
      console.log(`Run ${run}: ${count} photos processed in ${seconds.at(-1)!.toFixed(1)} s`);
    }
    const result = median(seconds);
    console.log(`Median of ${runs} runs: ${count} photos processed in ${result.toFixed(1)} s (${((result / count) * 1000).toFixed(0)} ms a photo; target under ${TARGET_SECONDS} s: ${result < TARGET_SECONDS ? "met" : "missed"}).`);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
