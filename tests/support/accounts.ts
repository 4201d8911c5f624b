import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { user } from "../../app/db/schema";
import { agentContext } from "../../app/features/agent/agents.server";
import { CLIENT_IP_HEADER, getAuth } from "../../app/server/auth/auth.server";
import type { SessionUser } from "../../app/lib/accounts";
import { getDb } from "../../app/server/db.server";
import { getEnv } from "../../app/server/env.server";

const password = "valley-visitor-password-2031";
let count = 0;

/**
 * A confirmed account on the app's database (getDb) and its session cookie as `name=value`, signed in
 * through better-auth's own handler as the sign-in form is: for route tests of a signed-in visitor.
 */
export async function signedInCookie(email = `visitor-${++count}@example.com`): Promise<{ id: string; email: string; cookie: string }> {
  const { user: created } = await getAuth().api.signUpEmail({ body: { email, password, name: email.split("@")[0] ?? email } });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const { publicUrl } = getEnv();
  const response = await getAuth().handler(
    new Request(`${publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, [CLIENT_IP_HEADER]: `192.0.2.${(count % 250) + 1}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
  if (!cookie) throw new Error(`no session cookie after signing in: ${response.status}`);
  return { id: created.id, email, cookie: cookie.split(";")[0] ?? "" };
}

/** An agent's account on the app's database, and the router context the agent area's gate (requireAgent) fills for it. */
export async function agentInContext(name = "Marisa Villarreal"): Promise<{ agent: SessionUser; context: RouterContextProvider }> {
  count++;
  const agent = { id: `route-agent-${count}`, name, email: `route-agent-${count}@example.com`, role: "agent", lang: "en", theme: "system", alertFrequency: "daily", twoFactorEnabled: true } as const satisfies SessionUser;
  await getDb().insert(user).values({ id: agent.id, name: agent.name, email: agent.email, role: "agent", twoFactorEnabled: true });
  const context = new RouterContextProvider();
  context.set(agentContext, agent);
  return { agent, context };
}
