import { getAuth } from "~/server/auth/auth.server";
import type { Route } from "./+types/auth";

/** better-auth's endpoints (/api/auth/*): e-mail confirmation and reset links, session lookups, sign-out. */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
