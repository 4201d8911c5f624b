import { pushWorkerSource } from "~/features/agent/push-worker.server";
import { currentSite } from "~/server/site-identity.server";

/**
 * GET /agent/sw.js: the agent's notification worker. Public like any script
 * (it holds nothing private); browsers check it for updates on their own,
 * so it is revalidated rather than kept.
 */
export async function loader() {
  return new Response(pushWorkerSource((await currentSite()).brokerage), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
  });
}
