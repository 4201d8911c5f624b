import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { user, verification } from "~/db/schema";
import { pagePath } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";

/** How long the set-password link of a new agent works. */
const LINK_DAYS = 7;

export interface AgentGrant {
  readonly userId: string;
  readonly created: boolean;
  /** A one-time link to the account page's set-password form. */
  readonly link: string;
}

/**
 * Makes the account of `email` an agent (creating it, verified, when there
 * is none) and issues a one-time set-password link in better-auth's own
 * reset-password form, so the agent chooses the password and it is never
 * printed or stored in clear.
 */
export async function grantAgent(db: Database, rawEmail: string, publicUrl: string, now = new Date()): Promise<AgentGrant> {
  const email = z.email().parse(rawEmail.trim().toLowerCase());
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const userId = existing?.id ?? randomUUID();
  if (existing) {
    await db.update(user).set({ role: "agent", emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
  } else {
    await db.insert(user).values({ id: userId, email, name: email.split("@")[0] ?? email, emailVerified: true, role: "agent" });
  }
  const token = randomBytes(24).toString("hex");
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000),
  });
  return { userId, created: !existing, link: `${publicUrl}${pagePath("account", "en")}?mode=reset&token=${token}` };
}
