import { linkIn, type TestSmtpServer } from "../support/smtp";

let counter = 0;

/** A visitor address of its own for each caller, so that per-IP limits of one test don't reach another. */
export function nextIp(): string {
  counter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export const goodPassword = "river-palm-lantern-42";

export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Signs up through the account page's form, follows the confirmation link from the mail, and answers the session cookie. */
export async function createUser(baseUrl: string, smtp: TestSmtpServer, email: string): Promise<string> {
  const ip = nextIp();
  const response = await fetch(`${baseUrl}/en/account`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": ip },
    body: new URLSearchParams({ intent: "sign-up", email, password: goodPassword, redirectTo: "/en/search" }),
  });
  if (response.status !== 302) throw new Error(`sign-up answered ${response.status}`);
  const mail = await smtp.waitFor((received) => received.to.includes(email));
  const link = linkIn(mail, "/api/auth/verify-email");
  if (!link) throw new Error("no confirmation link");
  const confirmed = await fetch(link, { redirect: "manual", headers: { "X-Forwarded-For": ip } });
  const cookie = confirmed.headers.getSetCookie().find((value) => value.startsWith("rgv.session_token="));
  if (!cookie) throw new Error(`no session after confirming (${confirmed.status})`);
  return cookie.split(";")[0] ?? "";
}
