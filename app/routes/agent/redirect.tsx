import { redirect } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { agentDashboardPath } from "~/lib/agent-routes";
import { preferredLang } from "~/lib/cookies";
import { requireAgent } from "~/features/agent/agents.server";
import type { Route } from "./+types/redirect";

export const middleware: Route.MiddlewareFunction[] = [requireAgent];

/** /agent: the top of the agent area, her dashboard, in the language the agent last chose. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(agentDashboardPath[preferredLang(request.headers.get("Cookie")) ?? "en"], 302);
}

/** What the gate's 404 renders for anyone else. */
export default function AgentRedirect() {
  return <NotFound />;
}
