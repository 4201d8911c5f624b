import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { langFromPath, pagePath } from "~/lib/routes";
import { getSessionUser } from "~/server/auth/session.server";
import type { SessionUser } from "~/lib/accounts";

export const agentContext = createContext<SessionUser | null>(null);

/**
 * The agent area's gate, before any of its loaders or actions run: anyone
 * but a signed-in agent gets the site's 404, as if the area didn't exist. An
 * agent without two-step sign-in (ADR 0305) is sent to set it up first: the
 * area opens every lead, so a password alone must not open it. A request
 * that is no page (a script's, a form's post) is refused 403 instead.
 */
export const requireAgent: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const current = await getSessionUser(request);
  if (current?.role !== "agent") throw data(null, { status: 404 });
  if (!current.twoFactorEnabled) {
    const lang = langFromPath(new URL(request.url).pathname);
    if (request.method === "GET" || request.method === "HEAD") throw redirect(`${pagePath("account", lang)}?setup=two-step#security`);
    throw data(null, { status: 403 });
  }
  context.set(agentContext, current);
  return next();
};
