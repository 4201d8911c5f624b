import type { MiddlewareFunction } from "react-router";
import { refreshArticles } from "./articles.server";
import { refreshPageTexts } from "./page-texts.server";
import { outageSince } from "./db/outage.server";
import { siteState } from "./site-identity.server";
import { withinMs } from "./time-limit.server";

/** The most a request waits for the counters: a database that hangs is the request's own queries' to report. */
const FRESH_WAIT_MS = 250;
/** After an outage-like failure, how long the counters are left unread. */
const OUTAGE_QUIET_MS = 5_000;

/**
 * Before a request's loaders: the agent's profile, page texts and articles as
 * saved now (three counters read, the rows only when one moved), so code that fills a
 * text without waiting (page prose, lastKnownSite) is never a request behind
 * a save made on another instance. It never fails a request itself: with the
 * database out of reach the copies in hand stand, and whatever the request
 * asks of the database answers for the outage its own way (a 503, the auth
 * library's error).
 */
export const freshContent: MiddlewareFunction<Response> = async (_args, next) => {
  // A database just found out of reach is not asked again for this: the request's own queries meet the outage.
  if (outageSince(performance.now() - OUTAGE_QUIET_MS)) return next();
  await withinMs(Promise.all([siteState(), refreshPageTexts(), refreshArticles()]), FRESH_WAIT_MS, () => new Error("the content versions took too long")).catch(() => undefined);
  return next();
};
