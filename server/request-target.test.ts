import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestGuard } from "./request-guard.ts";
import { answerClientError, answerConnect, originForm, routable } from "./request-target.ts";

const logged: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(originForm("https://homes.example"));
  app.use((_req, res, next) => {
    res.set("X-Frame-Options", "DENY");
    next();
  });
  app.use(requestGuard({ publicOrigin: "https://homes.example", log: (line: string) => logged.push(line) }));
  // Stands in for React Router: says what reached it.
  app.use((req, res) => {
    res.json({ method: req.method, url: req.originalUrl, host: req.headers.host });
  });
  // As server/index.ts makes it.
  server = createServer({ requireHostHeader: false }, routable(app)).listen(0, "127.0.0.1");
  server.on("connect", answerConnect(app));
  server.on("clientError", answerClientError(() => ({ "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" }), (code, status) => logged.push(JSON.stringify({ code, status }))));
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request line and headers exactly as written (fetch and http.request send only paths), read until the server closes. */
function raw(requestLine: string, host = `127.0.0.1:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [status = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(status.split(" ")[1]), headers, body });
    });
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/g, "")) as Record<string, unknown>;

describe("request targets", () => {
  it("serves an absolute-form target for the site's own host (its public URL's, or the address it was reached at) as its path", async () => {
    const own = await raw(`GET http://127.0.0.1:${port}/es/cuenta?mode=reset&token=abc HTTP/1.1`, "elsewhere.example");
    expect(own.status).toBe(200);
    expect(json(own)).toEqual({ method: "GET", url: "/es/cuenta?mode=reset&token=abc", host: `127.0.0.1:${port}` });
    expect(json(await raw("GET https://HOMES.example/en?x=1 HTTP/1.1"))).toMatchObject({ url: "/en?x=1", host: "homes.example" });
    expect(json(await raw(`GET http://127.0.0.1:${port} HTTP/1.1`))).toMatchObject({ url: "/" });
  });

  it("answers OPTIONS * with 204 and Allow, and refuses * for any other method", async () => {
    const options = await raw("OPTIONS * HTTP/1.1");
    expect(options.status).toBe(204);
    expect(options.headers).toMatchObject({ allow: "GET, HEAD, OPTIONS, POST", "x-frame-options": "DENY" });
    expect(json(await raw("GET * HTTP/1.1"))).toEqual({ method: "GET", url: "/en/_refused/400", host: `127.0.0.1:${port}` });
  });

  it("refuses another host's URL (never a proxy), other schemes, credentials and targets with no path with the 400, in the path's language", async () => {
    logged.length = 0;
    expect(json(await raw("GET http://evil.example/es/buscar HTTP/1.1", "evil.example"))).toMatchObject({ method: "GET", url: "/es/_refused/400" });
    expect(json(await raw(`POST http://evil.example/en/contact HTTP/1.1`, "evil.example"))).toMatchObject({ method: "GET", url: "/en/_refused/400" });
    expect(json(await raw(`GET ftp://127.0.0.1:${port}/en HTTP/1.1`))).toMatchObject({ url: "/en/_refused/400" });
    expect(json(await raw(`GET http://user:pass@127.0.0.1:${port}/en HTTP/1.1`))).toMatchObject({ url: "/en/_refused/400" });
    expect(json(await raw("GET http:// HTTP/1.1"))).toMatchObject({ url: "/en/_refused/400" });
    const api = await raw("GET http://evil.example/api/favorites HTTP/1.1", "evil.example");
    expect({ status: api.status, body: json(api), frame: api.headers["x-frame-options"] }).toEqual({ status: 400, body: { error: "bad-request" }, frame: "DENY" });
    expect(logged.map((line) => JSON.parse(line).msg as string)).toEqual(Array(6).fill("request refused: request target"));
  });

  it("answers CONNECT through the app with the 405 and Allow, then closes the connection", async () => {
    const answer = await raw("CONNECT example.com:443 HTTP/1.1", "example.com:443");
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({ method: "GET", url: "/en/_refused/405", host: "example.com:443" });
    expect(answer.headers).toMatchObject({ allow: "GET, HEAD, OPTIONS, POST", "x-frame-options": "DENY" });
  });
});

describe("requests Node's own parser refuses", () => {
  it("get a 400 with the security headers and a line in both languages, logged by the parser's code, never the target", async () => {
    logged.length = 0;
    for (const line of ["GET ?secret-token HTTP/1.1", "GET /en\u0001x HTTP/1.1", "GET /en HTTP/9.9"]) {
      const answer = await raw(line);
      expect(answer.status, line).toBe(400);
      expect(answer.headers).toMatchObject({ "x-frame-options": "DENY", "content-security-policy": "default-src 'none'", connection: "close" });
      expect(answer.body).toBe("The request could not be read. / No se pudo leer la solicitud.\n");
    }
    expect(logged).toHaveLength(3);
    expect(logged.join("\n")).not.toContain("secret-token");
    expect(JSON.parse(logged[0] ?? "{}")).toEqual({ code: "HPE_INVALID_URL", status: 400 });
  });

  it("answers headers past Node's limit with 431", async () => {
    const answer = await raw(`GET /en HTTP/1.1\r\nX-Big: ${"a".repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });
});
