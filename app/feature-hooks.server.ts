import { startDigestJob } from "~/features/agent/digest.server";
import { startTaskReminderJob } from "~/features/agent/task-reminders.server";
import { startShowingReminderJob } from "~/features/showing-agent/reminders.server";
import { reviewsVersionOf } from "~/features/agent-profile/reviews.server";
import { startViewFlush } from "~/features/agent-listings/views.server";
import { startFloodZoneJob } from "~/features/flood-zones/job.server";
import { startHeldLeadPurge } from "~/features/leads/held.server";
import { listingsVersionOf } from "~/features/listings/cache.server";
import { mlsHealthCheck } from "~/features/mls/health.server";
import { startMlsSync } from "~/features/mls/job.server";
import { startAlertJob } from "~/features/saved-searches/alerts.server";
import type { FeatureJob } from "~/server/background.server";
import type { Env } from "~/server/env.server";
import type { HealthCheck } from "~/server/health.server";
import { backupHealthCheck } from "~/server/backup/status.server";
import { getEnv } from "~/server/env.server";
import type { VersionReader } from "~/server/http-cache/policy.server";
import { profileVersionOf } from "~/server/site-identity.server";
import { pageTextsVersionOf } from "~/server/page-texts.server";
import { articlesVersionOf } from "~/server/articles.server";
import { showingsVersionOf } from "~/features/showings/booking.server";
import { startArticleSchedule } from "~/features/articles/schedule.server";

/*
 * What the server runs of the features. app/server imports no feature (issue
 * 39, eslint.config.js), so the entry (entry.server.tsx), which sits above
 * both, hands these lists to the server's job runner, health check and page
 * cache.
 */

/** The pace the end-to-end suite gives the alerts and the digest (E2E_JOB_SECONDS), or theirs. */
const testPace = (env: Env) => (env.E2E_JOB_SECONDS ? { intervalMs: env.E2E_JOB_SECONDS * 1000, firstRunMs: env.E2E_JOB_SECONDS * 1000 } : {});

/** The showing reminders' clock: the real one, or the one the end-to-end suite set at boot, running on from it. */
function showingClock(env: Env): () => Date {
  if (!env.E2E_SHOWING_CLOCK) return () => new Date();
  const offset = Date.parse(env.E2E_SHOWING_CLOCK) - Date.now();
  return () => new Date(Date.now() + offset);
}

/** The features' background jobs, in the order they start. */
export const featureJobs: readonly FeatureJob[] = [
  (db, { env }) => startAlertJob(db, { publicUrl: env.publicUrl }, testPace(env)),
  (db, { env }) => startDigestJob(db, { publicUrl: env.publicUrl, time: env.DIGEST_TIME }, testPace(env)),
  (db, { env }) => startTaskReminderJob(db, testPace(env)),
  (db, { env }) => startShowingReminderJob(db, env.publicUrl, { ...testPace(env), now: showingClock(env) }),
  (db, { storage }) => startHeldLeadPurge(db, storage),
  (db) => startViewFlush(db),
  (db) => startArticleSchedule(db),
  (db, { env, storage, tryLock }) => startMlsSync(db, tryLock, env, storage),
  (db, { env, tryLock }) => startFloodZoneJob(db, tryLock, env, testPace(env)),
];

/** The parts of /healthz beyond the database and mail: the MLS feed's, with RESO_URL, and the nightly backup's (read on each request, as getEnv is). */
export const healthChecks = (): readonly HealthCheck[] => [mlsHealthCheck(), backupHealthCheck(getEnv().BACKUP_TIME !== "off")];

/** The counters a kept page's content depends on: listings, client reviews, then the agent's profile (her name and number are on every page), her page texts, her articles and the showings (a property page's free times, ADR 0431). */
export const contentVersionReaders: readonly VersionReader[] = [listingsVersionOf, reviewsVersionOf, profileVersionOf, pageTextsVersionOf, articlesVersionOf, showingsVersionOf];
