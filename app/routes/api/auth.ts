import { data } from "react-router";
import { getAuth } from "~/server/auth/auth.server";
import { SMALL_FORM_BYTES, withCleanBody } from "~/server/http/body.server";
import type { Route } from "./+types/auth";

/** better-auth's endpoints (/api/auth/*): e-mail confirmation and reset links, session lookups, sign-out. */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  const cleaned = await withCleanBody(request, SMALL_FORM_BYTES);
  if (!(cleaned instanceof Request)) return data({ code: cleaned.status === 413 ? "TOO_LARGE" : "BAD_REQUEST" }, { status: cleaned.status });
  return getAuth().handler(cleaned);
}
