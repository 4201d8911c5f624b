import type { Lang } from "~/lib/routes";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { mlsDisclaimer } from "~/features/mls/status.server";

/**
 * The IDX disclaimer line for a page showing listing cards or a listing, in its language: every
 * page that displays listings carries it once MLS listings are on the site (ADR 0115).
 */
export function pageMlsNotice(lang: Lang): Promise<string | null> {
  return mlsDisclaimer(getDb(), lang, Boolean(getEnv().RESO_URL));
}
