import { PassThrough } from "node:stream";

import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, getDriver, prepareDatabase } from "./server/db.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./server/background.server";
import { getEnv } from "./server/env.server";
import { islandsReady } from "./components/layout/island";
import { deferScripts } from "./server/html/defer-scripts.server";
import "./i18n/all-texts";

export { pageCachePolicy } from "./server/http-cache/policy.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  await islandsReady();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every visitor gets the whole page at once, as crawlers do: no loader defers data to stream.
        // Suspense boundaries (the islands) stay in place however large: React would otherwise send a big
        // one after the shell, behind a script that browsers without JavaScript never run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The page is complete, so it is read whole and its scripts moved behind the first paint.
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = deferScripts(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/**
 * Called by the production server before it listens: validates the
 * environment, then opens and migrates the database and loads the demo
 * listings into an empty one.
 */
export async function startup(): Promise<void> {
  const env = getEnv();
  const db = await prepareDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, seedCount: env.SEED_COUNT });
  startBackgroundJobs(db, getDriver(), env);
}

/** Called on SIGTERM or SIGINT after the last request has finished: PGlite must close or Node stays up. */
export async function shutdown(): Promise<void> {
  await stopBackgroundJobs();
  await closeDatabase();
}

export async function health(): Promise<boolean> {
  await getDb().execute(sql`select 1`);
  return true;
}
