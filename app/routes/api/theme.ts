import { safeReturnPath } from "~/lib/http/return-path";
import { data, redirect } from "react-router";
import { z } from "zod";
import { isTheme, preferenceCookie, THEME_COOKIE } from "~/lib/cookies";
import type { Route } from "./+types/theme";
import { readSmallForm } from "~/server/http/body.server";

const schema = z.object({
  theme: z.string().refine(isTheme),
  redirectTo: z.unknown(),
});

export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readSmallForm(request)));
  if (!parsed.success) return data({ error: "Invalid theme" }, { status: 400 });
  // Only a path on this site, so the form can't be used to bounce visitors elsewhere.
  return redirect(safeReturnPath(parsed.data.redirectTo, "/"), {
    headers: { "Set-Cookie": preferenceCookie(THEME_COOKIE, parsed.data.theme) },
  });
}

export function loader() {
  throw data(null, { status: 404 });
}
