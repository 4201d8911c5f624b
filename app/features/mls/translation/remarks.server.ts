import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { listings, remarksTranslations, type TranslationCounts } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logWarn } from "~/server/log.server";
import { MLS_SOURCE } from "../model";
import { keptNames, protect, type Protected } from "./glossary";
import { remarksHash, remarksHashSql } from "./hash.server";
import { stopsThePass, type Translator } from "./translators.server";

/** A remark that failed waits an hour, then twice as long after each failure, at most a week. */
export function retryDelayMs(failures: number): number {
  return Math.min(7 * 24, 2 ** Math.max(0, failures - 1)) * 60 * 60 * 1000;
}

/** Whole requests failing in a row before the pass leaves the rest for later: a provider that is down is not asked 500 times. */
const FAILED_REQUESTS_BEFORE_STOP = 2;

export interface TranslateOptions {
  readonly translator: Translator;
  /** The most remarks this pass sends (TRANSLATE_PER_PASS). */
  readonly limit: number;
  readonly now: Date;
  readonly signal?: AbortSignal;
}

interface Remark {
  readonly listingKey: string;
  readonly hash: string;
  readonly protectedText: Protected;
  /** What the provider is sent: the English with the glossary's terms as its placeholders. */
  readonly sent: string;
}

/**
 * What needs translating: MLS listings (never the agent's own) with English
 * remarks, no Spanish of their own, and no machine Spanish of this English,
 * but for those whose last try failed and are waiting out their backoff
 * (with `now`; without, those too: everything still in English).
 */
function needed(now: Date | null): SQL {
  return and(
    eq(listings.originatingSystemName, MLS_SOURCE),
    isNotNull(listings.publicRemarks),
    sql`btrim(${listings.publicRemarks}) <> ''`,
    isNull(listings.remarksEs),
    sql`${listings.remarksEsMachineOf} IS DISTINCT FROM ${remarksHashSql}`,
    now === null
      ? undefined
      : sql`NOT EXISTS (SELECT 1 FROM ${remarksTranslations} t WHERE t.listing_key = ${listings.listingKey} AND t.source_hash = ${remarksHashSql} AND t.failures > 0 AND t.next_attempt_at > ${now.toISOString()}::timestamptz)`,
  )!;
}

/** Batches within the provider's bounds, by encoded length (what it is sent and bills). */
function batches<T extends { readonly sent: string }>(items: readonly T[], bound: Translator["batch"]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let characters = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= bound.texts || characters + item.sent.length > bound.characters)) {
      out.push(current);
      current = [];
      characters = 0;
    }
    current.push(item);
    characters += item.sent.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

type Outcome = { readonly remark: Remark; readonly spanish: string } | { readonly remark: Remark; readonly error: string };

/**
 * A batch's outcomes in one transaction of three statements, whatever its
 * size: the listings' triggers (search words, counts, the version) run once a
 * batch, not once a remark. Spanish goes only onto the English it was made
 * from: a record stored meanwhile with other remarks waits for the next pass.
 */
async function record(db: Database, outcomes: readonly Outcome[], provider: string, now: Date): Promise<void> {
  const done = outcomes.flatMap((outcome) => ("spanish" in outcome ? [outcome] : []));
  const failed = outcomes.flatMap((outcome) => ("error" in outcome ? [outcome] : []));
  const keys = failed.map(({ remark }) => remark.listingKey);
  const previous = keys.length > 0 ? await db.select().from(remarksTranslations).where(inArray(remarksTranslations.listingKey, keys)) : [];
  const failuresOf = new Map(previous.map((row) => [row.listingKey, row]));
  const rows = [
    ...done.map(({ remark }) => ({ listingKey: remark.listingKey, sourceHash: remark.hash, provider, translatedAt: now, failures: 0, lastError: null, nextAttemptAt: null })),
    ...failed.map(({ remark, error }) => {
      const before = failuresOf.get(remark.listingKey);
      const failures = before && before.sourceHash === remark.hash ? before.failures + 1 : 1;
      return { listingKey: remark.listingKey, sourceHash: remark.hash, provider, translatedAt: null, failures, lastError: error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(failures)) };
    }),
  ];
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    if (done.length > 0) {
      const pairs = sql.join(
        done.map(({ remark, spanish }) => sql`(${remark.listingKey}, ${spanish}, ${remark.hash})`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE ${listings} SET remarks_es_machine = v.spanish, remarks_es_machine_of = v.hash
        FROM (VALUES ${pairs}) AS v (listing_key, spanish, hash)
        WHERE ${listings.listingKey} = v.listing_key AND ${remarksHashSql} = v.hash`);
    }
    await tx
      .insert(remarksTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: remarksTranslations.listingKey,
        set: {
          sourceHash: sql`excluded.source_hash`,
          provider: sql`excluded.provider`,
          translatedAt: sql`excluded.translated_at`,
          failures: sql`excluded.failures`,
          lastError: sql`excluded.last_error`,
          nextAttemptAt: sql`excluded.next_attempt_at`,
        },
      });
  });
}

/**
 * The MLS pass's translation of remarks into Spanish (ADR 0125): new and
 * changed English only (by its hash), newest listings first, at most `limit`
 * a pass, in the provider's batches, each term of the glossary and each name
 * kept out of the provider's reach. A remark that fails keeps its English
 * (shown labelled as English) and waits out a backoff; the provider's own
 * limits (its quota spent, its key refused, requests failing in a row) leave
 * the rest pending for the next pass. Machine Spanish of English that has
 * since changed, or of a listing that now has Spanish of its own, is cleared
 * first, so search does not find the old words.
 */
export async function translateRemarks(db: Database, options: TranslateOptions): Promise<TranslationCounts> {
  const { translator, now } = options;
  // Looked for first: an UPDATE of no rows would still move the listings' version on, and every cache with it.
  const stale = await db
    .select({ listingKey: listings.listingKey })
    .from(listings)
    .where(and(isNotNull(listings.remarksEsMachineOf), or(isNotNull(listings.remarksEs), sql`${listings.remarksEsMachineOf} IS DISTINCT FROM ${remarksHashSql}`)));
  if (stale.length > 0) {
    await db
      .update(listings)
      .set({ remarksEsMachine: null, remarksEsMachineOf: null })
      .where(inArray(listings.listingKey, stale.map((row) => row.listingKey)));
  }
  const [{ waiting } = { waiting: 0 }] = await db.select({ waiting: sql<number>`count(*)::int` }).from(listings).where(needed(null));
  const rows = await db
    .select({ listingKey: listings.listingKey, english: listings.publicRemarks, subdivision: listings.subdivisionName, street: listings.streetName })
    .from(listings)
    .where(needed(now))
    .orderBy(sql`${listings.modificationTimestamp} DESC`, listings.listingKey)
    .limit(options.limit);
  const remarks = rows.map((row): Remark => {
    const english = row.english ?? "";
    const kept = [...keptNames, ...[row.subdivision, row.street].filter((name): name is string => !!name)];
    const protectedText = protect(english, kept);
    return { listingKey: row.listingKey, hash: remarksHash(english), protectedText, sent: translator.codec.encode(protectedText) };
  });
  let translated = 0;
  let failed = 0;
  let characters = 0;
  let failedInARow = 0;
  for (const batch of batches(remarks, translator.batch)) {
    if (options.signal?.aborted) break;
    characters += batch.reduce((sum, remark) => sum + remark.sent.length, 0);
    let answers: (string | null)[];
    try {
      answers = await translator.translate(batch.map((remark) => remark.sent));
      failedInARow = 0;
    } catch (error) {
      const facts = errorFacts(error);
      const code = facts.code ? `${facts.error} ${facts.code}` : facts.error;
      logWarn({ msg: "mls remarks translation failed", provider: translator.name, remarks: batch.length, ...facts });
      await record(db, batch.map((remark) => ({ remark, error: code })), translator.name, now);
      failed += batch.length;
      failedInARow += 1;
      if (stopsThePass(error) || failedInARow >= FAILED_REQUESTS_BEFORE_STOP) break;
      continue;
    }
    const outcomes: Outcome[] = batch.map((remark, index) => {
      const answer = answers[index];
      const spanish = answer === null || answer === undefined ? null : translator.codec.decode(answer, remark.protectedText);
      if (spanish !== null) return { remark, spanish: spanish.trim() };
      return { remark, error: answer ? "TranslateAnswerError TERMS_LOST" : "TranslateAnswerError MISSING" };
    });
    await record(db, outcomes, translator.name, now);
    translated += outcomes.filter((outcome) => "spanish" in outcome).length;
    failed += outcomes.filter((outcome) => "error" in outcome).length;
  }
  return { translated, failed, pending: Math.max(0, waiting - translated - failed), characters };
}
