import { grantAgent } from "~/features/agent/grant-agent.server";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { agentSession, firstListing, startServerWithMail, type ServerWithMail } from "./leads";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster";

export interface ShowingServer {
  readonly cluster: PostgresCluster;
  readonly server: ServerWithMail;
  /** The test's own connection, to insert what a visitor or the agent would have made. */
  readonly handle: DatabaseHandle;
  readonly agentCookie: string;
  readonly listing: { key: string; path: string };
  stop(): Promise<void>;
}

/**
 * A server on a PostgreSQL cluster of its own, with its agent signed in: the showings' e2e tests
 * insert showings and open houses beside what the pages make (ADR 0431, 0432).
 */
export async function startShowingServer(agent: string): Promise<ShowingServer> {
  const cluster = await startPostgresCluster();
  const server = await startServerWithMail({ DATABASE_URL: cluster.url, SEED_COUNT: "40" });
  const handle = await connect({ databaseUrl: cluster.url });
  const grant = await grantAgent(handle.db, agent, server.url);
  const agentCookie = await agentSession(server.url, /[?&]token=([0-9a-f]+)/.exec(grant.link)?.[1] ?? "", agent);
  const listing = await firstListing(server.url);
  return {
    cluster,
    server,
    handle,
    agentCookie,
    listing,
    async stop() {
      await handle.close();
      await server.stop();
      await cluster.stop();
    },
  };
}
