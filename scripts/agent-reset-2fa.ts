/**
 * `npm run agent:reset-2fa -- <email>`: for someone who lost the phone with
 * their authenticator app and their recovery codes. Removes the account's
 * authenticator, recovery codes, passkeys and trusted devices, ends every
 * session of it, and mails the account; the password signs in again, and an
 * agent is asked to set two-step sign-in up anew (ADR 0306). With the
 * embedded database, stop the server first: PGlite allows one process.
 */
import { and, desc, eq } from "drizzle-orm";
import { outbox } from "../app/db/schema";
import { loadPart } from "../app/i18n";
import { langs } from "../app/lib/routes";
import { queueSecurityMail } from "../app/server/auth/mails.server";
import { resetSecondFactors } from "../app/server/auth/second-factors.server";
import { closeDatabase, openDatabase } from "../app/server/db.server";
import type { Database } from "../app/server/db/connect.server";
import { getEnv } from "../app/server/env.server";
import { deliverDueMail, type MailTransport } from "../app/server/mail/outbox.server";
import { createMailTransport } from "../app/server/mail/transport.server";
import { currentSite } from "../app/server/site-identity.server";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run agent:reset-2fa -- <email>");
  process.exit(2);
}

/**
 * Sends what the outbox has due, this mail among it: with the embedded
 * database the server is stopped, and would send it only once started again.
 * Whether this one went: if not (the mail server refused, or a running
 * server took it first), it stays with the outbox, which retries it.
 */
async function deliverNow(db: Database, transport: MailTransport, to: string): Promise<boolean> {
  for (;;) {
    const report = await deliverDueMail(db, transport);
    if (report.failed > 0 || report.sent === 0) break;
  }
  const [mail] = await db.select({ status: outbox.status }).from(outbox).where(and(eq(outbox.kind, "security-two-step-reset"), eq(outbox.to, to))).orderBy(desc(outbox.id)).limit(1);
  return mail?.status === "sent";
}

const env = getEnv();
try {
  // The server registers the texts at start; the mail is written in the account's language, known once it is found.
  await Promise.all(langs.map((lang) => loadPart("auth", lang)));
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  const reset = await resetSecondFactors(db, email);
  if (!reset) {
    console.error("No account uses that e-mail.");
    process.exitCode = 1;
  } else {
    console.log("Two-step sign-in is reset: the account's authenticator, recovery codes, passkeys and trusted devices are removed,");
    console.log(`and its ${reset.sessionsEnded} session(s) ended. The password alone signs in now; an agent is asked to set two-step sign-in up again.`);
    const site = await currentSite(db);
    await queueSecurityMail(db, site, env.publicUrl, { change: "two-step-reset", to: reset.email, lang: reset.lang });
    const sent = await deliverNow(db, createMailTransport(env.SMTP_URL, site), reset.email);
    console.log(sent ? "The account was mailed." : "The mail to the account is queued: the server sends it.");
  }
} catch (error) {
  console.error(`Could not reset two-step sign-in: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
