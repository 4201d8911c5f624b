import { connect, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Like a server that stopped answering (a host gone from the network): connections are accepted, nothing comes back. */
  freeze(): void;
  /** Like a server that is down: open connections are cut and new ones refused. */
  refuse(): Promise<void>;
  /** Like a server further away: what it sends arrives `ms` later (0, the default, passes it on at once). */
  delay(ms: number): void;
  /** Back to forwarding; what was held while frozen goes through. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of `target` (a postgres:// URL) that a test can freeze or take down. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const held: [Socket, Buffer][] = [];
  const waiting: Socket[] = [];
  let frozen = false;
  let delayMs = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
  };
  const forward = (from: Socket, to: Socket, delayed = false) => {
    const pass = (chunk: Buffer) => (frozen ? held.push([to, chunk]) : to.write(chunk));
    // Equal delays fire in the order they were set: the stream's bytes stay in order.
    from.on("data", (chunk: Buffer) => (delayed && delayMs > 0 ? setTimeout(() => !to.destroyed && pass(chunk), delayMs) : pass(chunk)));
    from.on("close", () => to.destroy());
  };
  const link = (client: Socket) => {
    const upstream = connect(Number(port), hostname);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client, true);
  };

  const listen = (server: Server, at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : at);
      });
    });
  const open = () =>
    createServer((client) => {
      track(client);
      if (frozen) waiting.push(client);
      else link(client);
    });

  let server = open();
  const proxyPort = await listen(server, 0);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(proxyPort);
      return proxied.toString();
    },
    freeze() {
      frozen = true;
    },
    delay(ms) {
      delayMs = ms;
    },
    refuse: closeServer,
    async restore() {
      frozen = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
      for (const client of waiting.splice(0)) if (!client.destroyed) link(client);
      if (!server.listening) {
        server = open();
        await listen(server, proxyPort);
      }
    },
    close: closeServer,
  };
}
