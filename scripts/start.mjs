/**
 * npm start: build when the sources are newer than the build, then serve
 * the production server on PORT (default 3000).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = path.join(root, "build/server/index.js");
const inputs = ["app", "content", "public", "react-router.config.ts", "vite.config.ts", "package.json", "package-lock.json"];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(output) ? statSync(output).mtimeMs : 0;
const sources = Math.max(...inputs.map((input) => newest(path.join(root, input))));
if (built < sources) {
  console.log(built ? "Sources changed: rebuilding." : "No build yet: building.");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import("../server/index.ts");
