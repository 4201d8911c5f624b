import { data } from "react-router";
import { isLang } from "~/lib/routes";
import type { Route } from "./+types/refused";

/**
 * The page for a request the server refused before the app saw it (see
 * server/request-guard.ts): a 400 or 405 in the URL's language, with the site's
 * header and footer. The server sends such requests here as a GET, and, as a 503, those its render gate
 * turned away (server/render-gate.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  // The server has already set Allow.
  if (params.kind === "405") throw data(null, { status: 405 });
  if (params.kind === "503") throw data(null, { status: 503, statusText: "Service Unavailable" });
  if (params.kind === "400" || params.kind === "cross-origin") throw data({ reason: params.kind === "cross-origin" ? "cross-origin" : undefined }, { status: 400 });
  throw data(null, { status: 404 });
}

export default function Refused() {
  return null;
}
