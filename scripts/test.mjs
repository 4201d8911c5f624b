/**
 * npm test: typecheck, lint, unit tests (PGlite and a throwaway PostgreSQL)
 * with the production build beside them, then browser tests against it. Stops at the first
 * failing step and ends with one summary line.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The deploy e2e runs the site behind Debian's Caddy (tests/support/caddy.ts).
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
// Everything the tests put in the temporary folder (servers' data folders, browser profiles, PostgreSQL
// clusters, the reports) goes in one folder of this run, removed at its end: a run, even one with a test
// that kills its own server, leaves nothing behind. Runs that left theirs once filled this machine's disk.
const scratch = mkdtempSync(path.join(tmpdir(), "rgv-test-"));
// The test clusters run as the postgres user, who must walk through it to their own folders.
chmodSync(scratch, 0o755);
process.env.TMPDIR = scratch;
const reports = scratch;
const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    removeScratch();
    process.exit(1);
  });
}
const counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs a step with its output straight to the terminal; asynchronous, so a step running beside it keeps reading its own. */
function exitStatus(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).on("close", (code) => resolve(code)));
}

async function run(label, command, args, env = {}) {
  return (await exitStatus(label, command, args, env)) === 0;
}

/** Runs independent checks side by side (the machine has two cores); each one's output is printed whole when it ends. */
async function runTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            console.log(`\n▶ ${label}\n${output}`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

/** The files that took longest, from a run's report: where the suite's time goes, in every CI log (ADR 0007). */
function slowest(report, label) {
  const files = (report.testResults ?? [])
    .map((result) => ({ name: path.relative(process.cwd(), result.name ?? ""), seconds: ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000 }))
    .filter((file) => file.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds);
  if (files.length === 0) return;
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\n${label}: ${files.length} files, ${Math.round(total)} s of file time; the slowest:`);
  for (const file of files.slice(0, 12)) console.log(`  ${file.seconds.toFixed(0).padStart(5)} s  ${file.name}`);
}

function tally(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  slowest(report, label);
}

function finish(ok) {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  removeScratch();
  process.exit(ok ? 0 : 1);
}

/** Debian's chromium and caddy, which the browser tests run: installed when missing and running as root. */
async function ensurePackages() {
  const missing = [
    ["chromium", chromium, "CHROMIUM_PATH"],
    ["caddy", caddy, "CADDY_PATH"],
  ].filter(([, file]) => !existsSync(file));
  if (missing.length === 0) return true;
  const names = missing.map(([name]) => name).join(" ");
  if (process.getuid?.() !== 0) {
    console.error(`Missing: ${names}. Run "sudo apt-get install -y ${names}" (or set ${missing.map(([, , setting]) => setting).join(" or ")}), then npm test again.`);
    return false;
  }
  return (
    (await run(`installing Debian's ${names}`, "apt-get", ["update", "-qq"])) &&
    (await run(`installing Debian's ${names}`, "apt-get", ["install", "-y", "-qq", ...missing.map(([name]) => name)], { DEBIAN_FRONTEND: "noninteractive" }))
  );
}

const vitest = (config, report) => [
  "vitest",
  "run",
  ...(config ? ["--config", config] : []),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

/**
 * A test run that V8 itself stopped, as the shell reports it: SIGTRAP (a failed CHECK), SIGABRT or
 * SIGSEGV. Node 24's V8 can fail a CHECK of its JIT page registry while PGlite's WebAssembly is
 * compiled and freed over and over (nodejs/node#64500); it stopped the unit tests once in ~40 runs
 * here, in no test at all. Such a run gets one more try; a test that fails never does (ADR 0007).
 */
const stoppedByV8 = new Set([133, 134, 139]);

async function runTests(label, config, report) {
  let status = await exitStatus(label, "npx", vitest(config, report));
  if (stoppedByV8.has(status)) {
    console.log(`\n${label} were stopped by V8 itself (exit ${status}), not by a failing test (nodejs/node#64500): once more.`);
    status = await exitStatus(`${label}, again`, "npx", vitest(config, report));
  }
  tally(report, label);
  return status === 0;
}

const steps = [
  () => ensurePackages(),
  () => run("route types", "npx", ["react-router", "typegen"]),
  () =>
    runTogether([
      { label: "typecheck", command: "npx", args: ["tsc"] },
      { label: "lint", command: "npx", args: ["eslint", "."] },
    ]),
  async () => {
    // The build waits on the disk more than the cores, and no unit test reads it: it runs beside them.
    const build = runTogether([{ label: "production build", command: "npx", args: ["react-router", "build"] }]);
    const unit = runTests("unit tests", undefined, path.join(reports, "unit.json"));
    return (await build) && (await unit);
  },
  () => runTests("browser tests", "vitest.e2e.config.ts", path.join(reports, "e2e.json")),
];

for (const step of steps) {
  if (!(await step())) finish(false);
}
finish(true);
