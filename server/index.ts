import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type TrustProxy, createApp } from "./app.ts";
import type { AppBuild } from "./build.ts";
import type { Socket } from "node:net";
import { logLine } from "../app/lib/log-line.ts";
import { consoleAsJson, logUncaught } from "./log.ts";
import { randomBytes } from "node:crypto";
import { answerClientError, answerConnect, routable } from "./request-target.ts";

// Before anything can print: every line this process writes is JSON, whatever library writes it.
consoleAsJson();
process.on("unhandledRejection", (reason) => logUncaught("unhandled rejection", reason));
// Node's own warnings (a deprecation, too many listeners) print as text of several lines otherwise: its words, never a visitor's.
process.removeAllListeners("warning");
process.on("warning", (warning) => logLine("warn", { msg: "process warning", name: warning.name, code: (warning as { code?: string }).code, text: warning.message }));
process.on("uncaughtException", (error) => {
  logUncaught("uncaught exception", error);
  process.exit(1);
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// BUILD_DIR lets several builds sit side by side (the default is ./build, where `npm run build` writes).
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppBuild;
const hooks = build.entry.module;

function trustProxySetting(value: string | undefined): TrustProxy {
  if (value === undefined || value === "") return "loopback";
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}

// Validates the environment and prepares the database before the port opens.
try {
  await hooks.startup();
} catch (error) {
  logLine("fatal", { msg: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
// Unset, every interface; behind a proxy on the same machine, loopback only (docs/DEPLOY.md).
const host = process.env.HOST || undefined;
/** How long SIGTERM leaves the port open, /readyz answering 503, so that a load balancer stops sending first (docs/DEPLOY.md). */
const STOP_DELAY_MS = Number(process.env.STOP_DELAY_SECONDS || 0) * 1000;
let stopping = false;
const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  health: hooks.health,
  stopping: () => stopping,
});
/** A socket with no traffic for this long is closed: a client that stops reading an answer gives its turn back. */
const SOCKET_IDLE_MS = 60_000;
/** SIGTERM ends the process within this, however connections hang (issue 51). */
const SHUTDOWN_MS = 9_500;
/** Of which requests in flight get this long to finish before every connection is closed. */
const DRAIN_MS = 7_000;

// Node answers an HTTP/1.1 request without Host with a bare 400 of its own; the app answers it with the site's page.
// `routable`: a request target with no path (`http://`) reaches the app's guard, not Express's bare 404.
const handler = routable(app);
const server = http
  .createServer({ requireHostHeader: false }, (req, res) => {
    // Once stopping, each connection closes after the response it carries, so none is left open for the
    // deadline to cut under a request a load balancer sends on it.
    if (stopping) res.setHeader("Connection", "close");
    handler(req, res);
  })
  .listen(port, host, () => {
    logLine("info", { msg: `listening on http://localhost:${port}`, address: host ?? "*" });
  });
server.setTimeout(SOCKET_IDLE_MS);
// Every socket, a CONNECT's too (Node stops tracking those once it hands them over), so shutdown can close them.
const sockets = new Set<Socket>();
server.on("connection", (socket: Socket) => {
  sockets.add(socket);
  socket.once("close", () => sockets.delete(socket));
});
// A CONNECT (a proxy's tunnel) is answered by the app, with its 405, instead of dropped.
server.on("connect", answerConnect(app));
// What Node's parser refuses gets the security headers and a log line rather than Node's bare 400.
server.on(
  "clientError",
  answerClientError(
    () => hooks.securityHeaders(randomBytes(16).toString("base64")),
    (code, status) => logLine("info", { msg: "request refused: unparseable", code, status }),
  ),
);

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logLine("info", { msg: `${signal}: shutting down` });
  // However the database or a connection hangs, the process is gone by the deadline.
  setTimeout(() => {
    logLine("warn", { msg: "shutdown deadline passed: exiting" });
    process.exit(1);
  }, SHUTDOWN_MS).unref();
  // Finish requests in flight, then drop idle keep-alive sockets; a stuck request, a half-closed one, gets DRAIN_MS.
  setTimeout(() => {
    server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  }, DRAIN_MS).unref();
  // Caddy retries a request an instance refuses, but (up to 2.11) not one with a body: a form post. So the
  // port closes only once the load balancer has seen /readyz answer 503 and sends here no more.
  if (STOP_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, STOP_DELAY_MS));
  server.close(async () => {
    await hooks.shutdown().catch((error: unknown) => logLine("error", { msg: "shutdown failed", error: error instanceof Error ? error.name : typeof error }));
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
