import { data, redirect } from "react-router";
import { z } from "zod";
import { isTheme, preferenceCookie, THEME_COOKIE } from "~/lib/cookies";
import type { Route } from "./+types/theme";

const schema = z.object({
  theme: z.string().refine(isTheme),
  // Only a path on this site, so the form can't be used to bounce visitors elsewhere.
  redirectTo: z.string().regex(/^\/(?!\/)/).default("/"),
});

export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!parsed.success) return data({ error: "Invalid theme" }, { status: 400 });
  return redirect(parsed.data.redirectTo, {
    headers: { "Set-Cookie": preferenceCookie(THEME_COOKIE, parsed.data.theme) },
  });
}

export function loader() {
  throw data(null, { status: 404 });
}
