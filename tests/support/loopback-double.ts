import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the local doubles of outside services share: a server on loopback, its requests' URLs, and a stop that doesn't wait on a hanging answer. */

export interface LoopbackDouble {
  readonly origin: string;
  /** Clears the answers still waiting and closes every connection, a hanging one or a client's keep-alive one. */
  stop(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json;charset=UTF-8" });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, title: string): void {
  res.writeHead(status, { "Content-Type": "text/html" });
  res.end(`<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
}

/** Listens on 127.0.0.1 at a free port; `handle` gets each request's URL. A request's body is never read: drained, so that the client hears the answer. */
export async function listenLoopback(handle: (req: IncomingMessage, res: ServerResponse, url: URL) => void, timers: Set<NodeJS.Timeout> = new Set()): Promise<LoopbackDouble> {
  const server: Server = createServer((req, res) => {
    req.resume();
    handle(req, res, new URL(req.url ?? "/", "http://127.0.0.1"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
