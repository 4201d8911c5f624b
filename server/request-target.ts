import { type IncomingMessage, type RequestListener, ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";

/** An absolute-form request target (RFC 9112 §3.2.2): scheme, authority, and the path and query after them. */
const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)([^#]*)$/is;

/** The host (name or address, and port unless the scheme's default) an authority names; undefined for none. */
function hostOf(scheme: string, authority: string): string | undefined {
  try {
    const url = new URL(`${scheme.toLowerCase()}://${authority}`);
    return url.username || url.password ? undefined : url.host;
  } catch {
    return undefined;
  }
}

/** The host a connection arrived at, as a URL writes it: 127.0.0.1:3000, [::1]:3000. */
function localHost(req: IncomingMessage): string | undefined {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return undefined;
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return hostOf("http", address.includes(":") ? `[${address}]:${localPort}` : `${address}:${localPort}`);
}

/**
 * Serves an absolute-form request for the site's own host like the origin-form one it stands for:
 * `GET http://127.0.0.1:3000/en/account?… HTTP/1.1` becomes `GET /en/account?…` with that Host, as
 * RFC 9112 asks of a server (React Router would otherwise build its URL from the host twice, and
 * fail). The site's own hosts are its public URL's and the address and port the connection arrived
 * at. Any other target is left as it came, and the request guard refuses it: another host (the
 * site is never a proxy), `*` but for OPTIONS, an authority. First of all, so that the request's log
 * line names the path.
 */
export function originForm(publicOrigin: string): RequestHandler {
  const publicHost = new URL(publicOrigin).host;
  return (req, _res, next) => {
    const target = ABSOLUTE_FORM.exec(req.url);
    if (target) {
      const [, scheme = "", authority = "", rest = ""] = target;
      const host = hostOf(scheme, authority);
      if (host && (host === publicHost || host === localHost(req))) {
        req.url = req.originalUrl = rest.startsWith("/") ? rest : `/${rest}`;
        req.headers.host = host;
      }
    }
    next();
  };
}

/** Whether a request target is one the app can serve: a path (origin-form). */
export function isOriginForm(url: string): boolean {
  return url.startsWith("/");
}

/**
 * Express routes by path, and hands a target it finds none in (a CONNECT's `host:port`, `http://`)
 * straight to its bare 404, past every middleware: the security headers, the log line, the guard.
 * Such a target reaches the app as `*` and itself, which the guard refuses like any target that is
 * no path (a 405 for CONNECT). Targets Node's parser refuses (`?x`) never get here.
 */
export function routable(app: RequestListener): RequestListener {
  return (req, res) => {
    const target = req.url ?? "";
    if (!target.startsWith("/") && target !== "*" && !/^https?:\/\/[^/?#]/i.test(target)) req.url = `*${target}`;
    app(req, res);
  };
}

/** How long a CONNECT's socket may sit without traffic before it is closed. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Node hands a CONNECT request (a proxy's tunnel) to the server's "connect" listeners, and without
 * one drops the connection. This answers it through the app (`routable`) like any request, so that it gets the
 * request guard's 405 with Allow, the security headers and a log line; the connection then closes.
 */
export function answerConnect(app: RequestListener): (req: IncomingMessage, socket: Duplex) => void {
  return (req, socket) => {
    // Node's server stops watching the socket once it hands it over.
    socket.on("error", () => socket.destroy());
    const connection = socket as Socket;
    // Nothing else times this socket out: a client that sends CONNECT and then stops reading is let go.
    connection.setTimeout(CONNECT_TIMEOUT_MS, () => connection.destroy());
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    // Attached, the response emits "close" when the socket closes, which is how the render gate's turn ends
    // for a client that leaves; detaching it on "finish" (as Node does for its own responses) lost that.
    res.assignSocket(connection);
    res.on("finish", () => connection.end());
    routable(app)(req, res);
  };
}

/** Why Node's parser refused a request, as the status it answers: headers too large, too slow, anything else unparseable. */
const clientErrorStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
const CLIENT_ERROR_TEXT = "The request could not be read. / No se pudo leer la solicitud.\n";

/**
 * What Node's own parser refuses never reaches the app (`GET ?x`, a header with a bare CR): Node would
 * answer a bare 400 with no headers at all. This answers it with the site's security headers, a line
 * in both languages and a log line naming the parser's code (never the target, which a visitor typed).
 */
export function answerClientError(securityHeaders: () => Record<string, string>, log: (code: string, status: number) => void) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus[error.code ?? ""] ?? 400;
    log(error.code ?? "unknown", status);
    const body = Buffer.from(CLIENT_ERROR_TEXT);
    const headers = { ...securityHeaders(), "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(body.byteLength), "Cache-Control": "no-store", Connection: "close" };
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join("\r\n");
    socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body]));
  };
}
