import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster";
import { type RunningServer, startServer } from "./server";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

/** The production server on a PostgreSQL cluster of its own, reached through a proxy that can stop or freeze answering. */
export interface ProxiedServer {
  readonly cluster: PostgresCluster;
  readonly proxy: TcpProxy;
  readonly server: RunningServer;
  stop(): Promise<void>;
}

export async function startProxiedServer(env: Record<string, string> = {}): Promise<ProxiedServer> {
  const cluster = await startPostgresCluster();
  const proxy = await startTcpProxy(cluster.url);
  const server = await startServer({ DATABASE_URL: proxy.via(cluster.url), ...env });
  return {
    cluster,
    proxy,
    server,
    async stop() {
      await server.stop();
      await proxy.close();
      await cluster.stop();
    },
  };
}
