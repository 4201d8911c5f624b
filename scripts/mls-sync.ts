/**
 * `npm run mls:sync`: one pass of the MLS sync (ADR 0114), as the server runs
 * it every RESO_SYNC_MINUTES, with progress on stderr and a summary. Ctrl-C
 * stops after the page in progress; the next pass resumes from there. With
 * the embedded database, stop the server first: PGlite allows one process.
 */
import { progressReporter } from "../app/features/mls/progress";
import { resoClientFromEnv, syncOnce, translationFromEnv } from "../app/features/mls/job.server";
import { summaryLines } from "../app/features/mls/summary";
import { closeDatabase, openDatabase, tryLock } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";
import { getStorage } from "../app/server/storage/index.server";

const env = getEnv();
const client = resoClientFromEnv(env);
if (!client) {
  console.error("RESO_URL is not set: there is no MLS feed to sync.");
  process.exit(2);
}

const controller = new AbortController();
process.once("SIGINT", () => {
  process.stderr.write("\nStopping after the current page…\n");
  controller.abort();
});

const progress = progressReporter(process.stderr);
try {
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  const report = await syncOnce(db, tryLock, { client, storage: getStorage(), filter: env.RESO_FILTER, agentMlsId: env.RESO_AGENT_MLS_ID, translation: translationFromEnv(env), signal: controller.signal, onProgress: progress.update });
  progress.done();
  if (!report) {
    console.error("Another instance is syncing now; nothing done.");
    process.exitCode = 1;
  } else {
    for (const line of summaryLines(report)) console.log(line);
    if (!report.ok) {
      console.error(`The pass failed (${report.error}); what it stored stays, and the next pass resumes.`);
      process.exitCode = 1;
    }
  }
} finally {
  await closeDatabase();
}
