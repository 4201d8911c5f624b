import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connect } from "node:net";
import { gateWedged, renderGate, type RenderGate, type RenderGateOptions } from "./render-gate.ts";
import { answerConnect, routable } from "./request-target.ts";

interface Harness {
  url: string;
  /** Paths that reached the handler behind the gate, in order. */
  arrived: string[];
  /** Answers the held request for this path. */
  release(path: string): void;
  gate: RenderGate;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The gate in front of a stand-in for React Router: /hold/* waits to be released, /boom fails, the rest answer at once. */
async function start(options: RenderGateOptions & { stuckAfterMs?: number }): Promise<Harness> {
  const arrived: string[] = [];
  const held = new Map<string, () => void>();
  const app = express();
  const gate = renderGate(options);
  app.use(gate.handler);
  app.use((req, res, next) => {
    arrived.push(req.originalUrl);
    const reply = () => res.json({ url: req.originalUrl, method: req.method, cookie: req.headers.cookie ?? null, authorization: req.headers.authorization ?? null });
    if (req.path === "/boom") return next(new Error("render failed"));
    if (req.path === "/boom-later") return void setTimeout(() => next(new Error("render failed")), 20);
    if (req.path.startsWith("/hold/")) return void held.set(req.path, reply);
    reply();
  });
  // As server/index.ts makes it: a CONNECT is answered through the app, on a socket Node handed over.
  server = createServer(routable(app)).listen(0, "127.0.0.1");
  server.on("connect", answerConnect(app));
  await new Promise((resolve) => server?.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    gate,
    release(path) {
      const reply = held.get(path);
      if (!reply) throw new Error(`${path} is not held`);
      held.delete(path);
      reply();
    },
  };
}

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Record<string, unknown> };
}

describe("render gate", () => {
  it("renders `concurrency` requests at once, queues `queue` more, and turns the next away with 503 and Retry-After", async () => {
    const gate = await start({ concurrency: 2, queue: 1 });
    const a = fetch(`${gate.url}/hold/a`);
    const b = fetch(`${gate.url}/hold/b`);
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a", "/hold/b"]));
    const c = fetch(`${gate.url}/hold/c`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gate.arrived).toHaveLength(2);

    // Past the queue: the site's 503 page in the path's language, rendered as a GET without the session.
    const turnedAway = await answer(fetch(`${gate.url}/es/buscar?q=casa`, { method: "POST", headers: { Cookie: "session=s; theme=dark; lang=es", Authorization: "Bearer t" } }));
    expect(turnedAway).toEqual({ status: 503, retryAfter: "5", body: { url: "/es/_refused/503", method: "GET", cookie: "theme=dark", authorization: null } });
    // A resource route a script asked for gets JSON.
    expect(await answer(fetch(`${gate.url}/api/map-pins`))).toEqual({ status: 503, retryAfter: "5", body: { error: "busy" } });

    gate.release("/hold/a");
    expect((await a).status).toBe(200);
    await vi.waitFor(() => expect(gate.arrived).toContain("/hold/c"));
    gate.release("/hold/b");
    gate.release("/hold/c");
    expect([(await b).status, (await c).status]).toEqual([200, 200]);
    expect((await fetch(`${gate.url}/en`)).status).toBe(200);
  });

  it("turns away a request that waited past the queue timeout, and keeps count", async () => {
    const gate = await start({ concurrency: 1, queue: 5, queueTimeoutMs: 200, retryAfterSeconds: 7 });
    const a = fetch(`${gate.url}/hold/a`);
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a"]));
    const started = performance.now();
    const waited = await answer(fetch(`${gate.url}/en/search`));
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(waited).toMatchObject({ status: 503, retryAfter: "7", body: { url: "/en/_refused/503" } });
    gate.release("/hold/a");
    expect((await a).status).toBe(200);
    // The one who timed out took no turn with it.
    expect((await fetch(`${gate.url}/en/search`)).status).toBe(200);
  });

  it("ends the turn of a render that fails, at once or later", async () => {
    const gate = await start({ concurrency: 1, queue: 1, queueTimeoutMs: 500 });
    expect((await fetch(`${gate.url}/boom`)).status).toBe(500);
    const later = fetch(`${gate.url}/boom-later`);
    const queued = fetch(`${gate.url}/en`);
    expect([(await later).status, (await queued).status]).toEqual([500, 200]);
    expect((await fetch(`${gate.url}/en/search`)).status).toBe(200);
  });

  it("ends the turn of a request whose client left, and gives up the place of one that left while waiting", async () => {
    const gate = await start({ concurrency: 1, queue: 1, queueTimeoutMs: 5_000 });
    const leaving = new AbortController();
    const a = fetch(`${gate.url}/hold/a`, { signal: leaving.signal });
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a"]));
    leaving.abort();
    await expect(a).rejects.toThrow();
    // Its turn ended with its connection: the next request renders at once.
    const b = fetch(`${gate.url}/hold/b`);
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a", "/hold/b"]));

    const impatient = new AbortController();
    const c = fetch(`${gate.url}/hold/c`, { signal: impatient.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    impatient.abort();
    await expect(c).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its place in the queue is free again: d waits (no 503), and is rendered when b is done; c never is.
    const d = fetch(`${gate.url}/hold/d`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    gate.release("/hold/b");
    expect((await b).status).toBe(200);
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a", "/hold/b", "/hold/d"]));
    gate.release("/hold/d");
    expect((await d).status).toBe(200);
  });

  it("ends the turn of a CONNECT answered on a socket Node handed over: a thousand of them leave every turn free", async () => {
    const gate = await start({ concurrency: 2, queue: 2, queueTimeoutMs: 1_000 });
    const port = Number(new URL(gate.url).port);
    const tunnel = () =>
      new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => socket.write("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"));
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("error", () => resolve("error"));
        socket.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
      });
    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, tunnel));
      expect(answers.every((line) => line.startsWith("HTTP/1.1 200"))).toBe(true);
    }
    expect(gate.gate.state()).toMatchObject({ inUse: 0, queued: 0, stuck: 0 });
    expect((await fetch(`${gate.url}/en/search`)).status).toBe(200);
  });

  it("reports its turns, and a gate whose turns are held past the limit as wedged", async () => {
    const gate = await start({ concurrency: 2, queue: 1, stuckAfterMs: 150 });
    void fetch(`${gate.url}/hold/a`).catch(() => {});
    await vi.waitFor(() => expect(gate.arrived).toEqual(["/hold/a"]));
    const fresh = gate.gate.state();
    expect(fresh).toEqual({ inUse: 1, limit: 2, queued: 0, queueLimit: 1, stuck: 0 });
    expect(gateWedged(fresh)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = gate.gate.state();
    expect(held.stuck).toBe(1);
    expect(gateWedged(held)).toBe(true);
    gate.release("/hold/a");
    await vi.waitFor(() => expect(gate.gate.state()).toMatchObject({ inUse: 0, stuck: 0 }));
  });
});
