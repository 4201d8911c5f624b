import { pushWorkerSource } from "~/features/agent/push-worker.server";
import { getEnv } from "~/server/env.server";

/**
 * GET /agent/sw.js: the agent's notification worker. Public like any script
 * (it holds nothing private); browsers check it for updates on their own,
 * so it is revalidated rather than kept.
 */
export function loader() {
  return new Response(pushWorkerSource(getEnv().site.brokerage), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
  });
}
