import { data } from "react-router";
import { isLang } from "~/lib/routes";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/error-check";

/**
 * Throws on purpose so the end-to-end suite can see the error page with its
 * header and footer. It exists only when E2E_ERROR_ROUTE=1; otherwise 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (getEnv().E2E_ERROR_ROUTE !== "1" || !isLang(params.lang)) throw data(null, { status: 404 });
  throw new Error("Error page check");
}

export default function ErrorCheck() {
  return null;
}
