import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { listings } from "~/db/schema";

/** The sha256 of the English remarks, hex: what a machine translation is of (ADR 0125). */
export const remarksHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The same hash of a listing's stored English, computed by the database. */
export const remarksHashSql = sql`encode(sha256(convert_to(${listings.publicRemarks}, 'UTF8')), 'hex')`;
