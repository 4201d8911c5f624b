import { createContext, data, type MiddlewareFunction } from "react-router";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";

export const agentContext = createContext<SessionUser | null>(null);

/**
 * The agent area's gate, before any of its loaders or actions run: anyone
 * but a signed-in agent gets the site's 404, as if the area didn't exist.
 */
export const requireAgent: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const current = await getSessionUser(request);
  if (current?.role !== "agent") throw data(null, { status: 404 });
  context.set(agentContext, current);
  return next();
};
