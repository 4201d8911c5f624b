/**
 * `npm run agent:reset-2fa -- <email>`: for someone who lost the phone with
 * their authenticator app and their recovery codes. Removes the account's
 * authenticator, recovery codes, passkeys and trusted devices, and mails the
 * account that two-step sign-in is off; the password signs in again, and an
 * agent is asked to set two-step sign-in up anew. With the embedded
 * database, stop the server first: PGlite allows one process.
 */
import { closeDatabase, openDatabase } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";
import { queueSecurityMail } from "../app/server/auth/mails.server";
import { resetSecondFactors } from "../app/server/auth/second-factors.server";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run agent:reset-2fa -- <email>");
  process.exit(2);
}

const env = getEnv();
try {
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  const reset = await resetSecondFactors(db, email);
  if (!reset) {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  } else {
    await queueSecurityMail(db, env.site, env.publicUrl, { change: "two-step-off", to: reset.email, lang: reset.lang });
    console.log(`Two-step sign-in is off for ${reset.email}: its authenticator, recovery codes and passkeys are removed.`);
    console.log("The password alone signs in now; an agent is asked to set two-step sign-in up again before the agent area opens.");
  }
} catch (error) {
  console.error(`Could not reset two-step sign-in: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
