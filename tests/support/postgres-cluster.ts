import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** The unit tests' cluster's migrated database, which each test database is copied from (tests/setup/postgres.ts). */
export const MIGRATED_TEMPLATE = "rgv_migrated_template";

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  readonly url: string;
  /** Shuts the server down (fast: sessions are ended), keeping its data; up() starts it again on the same port. */
  down(): void;
  up(): void;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function ensureInstalled(): void {
  if (existsSync(join(PG_BIN, "initdb"))) return;
  if (isRoot()) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "postgresql"], { stdio: "inherit", env });
  }
  if (!existsSync(join(PG_BIN, "initdb"))) {
    throw new Error(`PostgreSQL 15 is missing (${PG_BIN}/initdb): run "sudo apt-get install -y postgresql" or set PG_BIN to its bin folder.`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user. */
function run(command: string, args: string[]): void {
  const [file, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, command), ...args]] : [join(PG_BIN, command), args];
  execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
}

/** A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, tuned for speed over durability. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), "rgv-pg-"));
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  const options = [
    "-c listen_addresses=127.0.0.1",
    `-p ${port}`,
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const start = () => run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`Could not start the test PostgreSQL cluster: ${stderr || String(error)}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    down: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    up: start,
    async stop() {
      try {
        // down() may have stopped it already.
        if (existsSync(join(data, "postmaster.pid"))) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
