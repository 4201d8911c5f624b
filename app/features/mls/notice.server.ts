import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { mlsDisclaimer } from "./status.server";

/**
 * The IDX disclaimer line for a page showing listing cards or a listing, in its language: every
 * page that displays listings carries it once MLS listings are on the site (ADR 0115).
 */
export function pageMlsNotice(db: Database, lang: Lang): Promise<string | null> {
  return mlsDisclaimer(db, lang, Boolean(getEnv().RESO_URL));
}
