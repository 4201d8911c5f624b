import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TlsProxy {
  /** https://localhost:<port> */
  readonly url: string;
  /** The self-signed certificate, for clients that must trust it (NODE_EXTRA_CA_CERTS). */
  readonly certFile: string;
  stop(): Promise<void>;
}

/** A self-signed certificate for localhost, made with the machine's openssl. */
function localhostCertificate(): { keyFile: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "rgv-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout", keyFile, "-out", certFile,
  ], { stdio: "ignore" });
  return { keyFile, certFile };
}

/**
 * What a production load balancer does in front of the app, on loopback:
 * terminates TLS and forwards each request over plain http with
 * X-Forwarded-Proto and X-Forwarded-For, which the app trusts from loopback.
 */
export async function startTlsProxy(target: string, { port = 0 } = {}): Promise<TlsProxy> {
  const { keyFile, certFile } = localhostCertificate();
  const upstream = new URL(target);
  const server: Server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https", "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    certFile,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
