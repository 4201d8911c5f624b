import { redirect } from "react-router";
import { agentVitalsPath } from "~/lib/agent-routes";
import type { Route } from "./+types/vitals-moved";

/** The Spanish report's former English-word path: bookmarks and old links follow it for good, period kept (the area's gate runs first). */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(agentVitalsPath.es + url.search, 301);
}
