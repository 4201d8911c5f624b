import { redirect } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { agentPath } from "~/features/agent/components/texts";
import { preferredLang } from "~/lib/cookies";
import { requireAgent } from "~/features/agent/agents.server";
import type { Route } from "./+types/redirect";

export const middleware: Route.MiddlewareFunction[] = [requireAgent];

/** /agent: the agent area in the language the agent last chose. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(agentPath(preferredLang(request.headers.get("Cookie")) ?? "en"), 302);
}

/** What the gate's 404 renders for anyone else. */
export default function AgentRedirect() {
  return <NotFound />;
}
