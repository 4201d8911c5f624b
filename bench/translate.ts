/**
 * npm run bench:translate [-- --listings 10000 --changes 300 --rate 60 --provider libretranslate]
 * The MLS pass's translation of remarks (ADR 0125) through the local provider
 * double (tests/support/translate-double.ts) answering 429 with Retry-After
 * beyond `--rate` requests a minute, as a provider's rate limit does: a first
 * pass over `--listings` MLS listings with English remarks of a typical
 * length (about 700 characters, a real feed's median), stored in a temporary
 * PGlite (or DATABASE_URL's PostgreSQL), then an incremental pass after
 * `--changes` listings' remarks changed (only those are sent again). Prints
 * the time, requests, 429s and characters sent of each, what the rate limit
 * alone makes the first pass take, and how many passes of the default bound
 * (TRANSLATE_PER_PASS) the first translation spreads over. A benchmark, not
 * a test: it asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { listings } from "../app/db/schema";
import { MLS_SOURCE } from "../app/features/mls/model";
import { translateRemarks } from "../app/features/mls/translation/remarks.server";
import { deepl, libreTranslate } from "../app/features/mls/translation/translators.server";
import { connect } from "../app/server/db/connect.server";
import { createOutgoingFetch } from "../app/server/http/outgoing.server";
import { makeListing } from "../app/server/seed/factory";
import { startTranslateDouble } from "../tests/support/translate-double";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "10000" },
    changes: { type: "string", default: "300" },
    rate: { type: "string", default: "60" },
    provider: { type: "string", default: "libretranslate" },
  },
});
const total = Number(values.listings);
const changes = Math.min(total, Number(values.changes));
const rate = Number(values.rate);
const DEFAULT_PER_PASS = 500;

/** Sentences of Valley listings, glossary terms among them; a remark is eight of them, about 700 characters. */
const sentences = [
  "Beautiful ranch style home on a corner lot in a quiet subdivision close to schools and shopping.",
  "The open floor plan features a large kitchen island, granite countertops and stainless steel appliances.",
  "The primary bedroom has a walk-in closet and an updated bathroom with a double vanity.",
  "Enjoy the covered patio and the fenced backyard with mature trees and a sprinkler system.",
  "Low HOA fees include the community pool, the park and the walking trails.",
  "Two-car garage, laundry room, ceiling fans throughout and central air replaced in 2021.",
  "A casita in back with its own entrance and half bath is perfect for family or guests.",
  "Minutes from the expressway, the university and the best restaurants in the Rio Grande Valley.",
  "Seller is offering to pay part of the closing costs with an acceptable offer.",
  "Move-in ready with new paint, tile floors and a roof that is only three years old.",
];
const remarkOf = (n: number, version = 0) => Array.from({ length: 8 }, (_, index) => sentences[(n + index * 3 + version) % sentences.length]).join(" ") + ` Listing ${n}.`;

async function main() {
  const double = await startTranslateDouble({ requestsPerMinute: rate });
  const dataDir = await mkdtemp(join(tmpdir(), "bench-translate-"));
  const databaseUrl = process.env.DATABASE_URL;
  const handle = await connect(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await handle.exclusive(async () => undefined);
    for (let start = 1; start <= total; start += 500) {
      const batch = Array.from({ length: Math.min(500, total - start + 1) }, (_, index) => {
        const n = start + index;
        return makeListing({ listingKey: `BENCH${n}`, listingId: `B${n}`, originatingSystemName: MLS_SOURCE, publicRemarks: remarkOf(n), remarksEs: null, photos: 0 }).listing;
      });
      await handle.db.insert(listings).values(batch);
    }
    const outgoing = createOutgoingFetch({ allowHosts: ["127.0.0.1"] });
    const translator = values.provider === "deepl" ? deepl("bench:fx", double.url, { outgoing }) : libreTranslate(double.url, undefined, { outgoing });
    console.log(`${total} MLS listings, ${translator.name} double limited to ${rate} requests a minute, ${translator.batch.texts} remarks a request, ${handle.driver}`);

    const pass = async (label: string) => {
      const before = double.requests.length;
      const started = performance.now();
      const counts = await translateRemarks(handle.db, { translator, limit: total, now: new Date() });
      const seconds = (performance.now() - started) / 1_000;
      const requests = double.requests.slice(before);
      const limited = requests.filter((request) => request.status === 429).length;
      console.log(
        `${label}: ${seconds.toFixed(1)} s; ${counts.translated} translated, ${counts.failed} failed, ${counts.pending} pending; ${requests.length - limited} requests answered, ${limited} answered 429; ${counts.characters.toLocaleString("en-US")} characters sent.`,
      );
      return { seconds, counts, requests: requests.length - limited };
    };

    const first = await pass("First pass");
    const floor = (first.requests / rate) * 60;
    console.log(`The rate limit alone: ${first.requests} requests at ${rate} a minute take at least ${(floor / 60).toFixed(1)} min.`);
    console.log(`With TRANSLATE_PER_PASS at its default (${DEFAULT_PER_PASS}), the first translation spreads over ${Math.ceil(total / DEFAULT_PER_PASS)} passes.`);
    console.log(`Average remark: ${Math.round(first.counts.characters / Math.max(1, first.counts.translated))} characters sent.`);

    for (let index = 0; index < changes; index += 1) {
      const n = 1 + Math.floor((index * total) / changes);
      await handle.db.update(listings).set({ publicRemarks: remarkOf(n, 1) }).where(eq(listings.listingKey, `BENCH${n}`));
    }
    double.texts.length = 0;
    await pass(`Incremental pass, ${changes} remarks changed`);
    console.log(`Remarks sent in the incremental pass: ${double.texts.length} (only the changed ones).`);
  } finally {
    await handle.close();
    await double.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
