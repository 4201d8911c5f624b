import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { connect } from "node:tls";
import path from "node:path";
import { freePort, repoRoot } from "./server";

export const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/** Debian's caddy, installed when missing and running as root, as npm test does (scripts/test.mjs). */
export function ensureCaddy(): void {
  if (existsSync(caddyPath)) return;
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "caddy"], { stdio: "inherit", env });
  }
  if (!existsSync(caddyPath)) throw new Error(`Caddy is missing (${caddyPath}): run "sudo apt-get install -y caddy" (or set CADDY_PATH).`);
}

export interface HttpsAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface HttpsOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The loopback address the request leaves from (the machine has all of 127.0.0.0/8). */
  readonly from?: string;
}

export interface RunningCaddy {
  /** https://localhost:<port> */
  readonly url: string;
  /** http://localhost:<port>, where Caddy redirects to HTTPS. */
  readonly httpUrl: string;
  /** A request to the site through Caddy, trusting only its local CA. */
  fetch(pathname: string, options?: HttpsOptions): Promise<HttpsAnswer>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * deploy/Caddyfile as docs/DEPLOY.md runs it, on loopback: `tls internal` for localhost on a free
 * port, the admin API on another, its CA and state in a folder of its own (never the machine's trust
 * store), in front of `upstreams` (host:port).
 */
export async function startCaddy(upstreams: readonly string[]): Promise<RunningCaddy> {
  ensureCaddy();
  const [https, http, admin] = [await freePort(), await freePort(), await freePort()];
  const home = mkdtempSync(path.join(tmpdir(), "rgv-caddy-"));
  const child: ChildProcess = spawn(caddyPath, ["run", "--config", path.join(repoRoot, "deploy/Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      SITE_ADDRESS: "localhost",
      CADDY_TLS: "internal",
      CADDY_HTTPS_PORT: String(https),
      CADDY_HTTP_PORT: String(http),
      CADDY_ADMIN: `127.0.0.1:${admin}`,
      APP_UPSTREAMS: upstreams.join(" "),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `https://localhost:${https}`;
  const rootCert = path.join(home, "data/caddy/pki/authorities/local/root.crt");
  /** Kept-alive connections from each client address, as browsers keep them. */
  const agents = new Map<string, Agent>();
  const agentFrom = (from = "127.0.0.1") => {
    const agent = agents.get(from) ?? new Agent({ ca: readFileSync(rootCert), keepAlive: true, localAddress: from });
    agents.set(from, agent);
    return agent;
  };

  const fetchVia = (pathname: string, { method = "GET", headers = {}, body, from }: HttpsOptions = {}) =>
    new Promise<HttpsAnswer>((resolve, reject) => {
      const req = request(`${url}${pathname}`, { method, headers, agent: agentFrom(from) }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });

  // Ready once its certificate for localhost, from its own CA, completes a handshake; the instances may not be up yet.
  const handshake = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port: https, servername: "localhost", ca: readFileSync(rootCert) }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
  const deadline = Date.now() + 30_000;
  while (!(existsSync(rootCert) && (await handshake()))) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`caddy did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    httpUrl: `http://localhost:${http}`,
    fetch: fetchVia,
    output: () => output,
    async stop() {
      for (const agent of agents.values()) agent.destroy();
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
