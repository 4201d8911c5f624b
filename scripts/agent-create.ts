/**
 * `npm run agent:create -- <email>`: makes that account an agent (creating it
 * when needed) and prints a one-time link to set its password. With the
 * embedded database, stop the server first: PGlite allows one process.
 */
import { closeDatabase, openDatabase } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";
import { grantAgent } from "../app/features/agent/grant-agent.server";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run agent:create -- <email>");
  process.exit(2);
}

const env = getEnv();
try {
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  const grant = await grantAgent(db, email, env.publicUrl);
  console.log(`${grant.created ? "Created" : "Updated"} agent ${email}.`);
  console.log(`Set the password within 7 days, once, at:\n${grant.link}`);
  console.log("Then sign in: the agent area first asks for two-step sign-in (an authenticator app or a passkey) and opens once it is set up.");
} catch (error) {
  console.error(`Could not create the agent: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
