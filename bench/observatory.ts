/**
 * npm run bench:observatory
 * The MDN HTTP Observatory's grade for the production build behind a local
 * TLS terminator, as a visitor's browser would meet it in production (https,
 * the app behind a proxy that forwards X-Forwarded-Proto and -For).
 *
 * The scanner (@mdn/mdn-http-observatory) is installed on first use into
 * .cache/observatory with --ignore-scripts: its own install scripts download
 * the HSTS preload list and a CA bundle, which a machine without internet
 * access cannot, and a local scan needs neither (an empty preload list; the
 * terminator's certificate is trusted through NODE_EXTRA_CA_CERTS). Its
 * scan() reaches https on port 443, so the terminator listens there: run as
 * root, or with the right to bind low ports. Needs a production build.
 * A benchmark, not a test: it prints and asserts nothing.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot, startServer } from "../tests/support/server";
import { startTlsProxy } from "../tests/support/tls-proxy";

const VERSION = "1.4.8";
const home = path.join(repoRoot, ".cache", "observatory");
const scanner = path.join(home, "node_modules", "@mdn", "mdn-http-observatory");

if (!existsSync(path.join(scanner, "package.json"))) {
  mkdirSync(home, { recursive: true });
  writeFileSync(path.join(home, "package.json"), JSON.stringify({ private: true }));
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", `@mdn/mdn-http-observatory@${VERSION}`], { cwd: home, stdio: "inherit" });
}
// What the skipped install script would have downloaded: only sites on Chromium's preload list score its bonus.
writeFileSync(path.join(scanner, "conf", "hsts-preload.json"), "{}");

const server = await startServer({ PUBLIC_URL: "https://localhost", SEED_COUNT: "200" });
const proxy = await startTlsProxy(server.url, { port: 443 });
try {
  // Not execFileSync: the terminator runs in this process and must keep answering while the scanner waits.
  const { stdout: output } = await promisify(execFile)(process.execPath, [path.join(scanner, "src", "scan.js"), "localhost"], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: proxy.certFile },
    encoding: "utf8",
  });
  const result = JSON.parse(output) as {
    scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    error?: string;
  };
  if (!result.scan) throw new Error(result.error ?? output);
  console.log(`MDN HTTP Observatory ${VERSION}: grade ${result.scan.grade}, score ${result.scan.score} (${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed)`);
  for (const [name, test] of Object.entries(result.tests ?? {})) {
    console.log(`  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(28)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`);
  }
} finally {
  await proxy.stop();
  await server.stop();
}
