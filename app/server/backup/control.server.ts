import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { errorFacts, logWarn } from "../log.server";

/**
 * `npm run backup` beside a running server on the embedded database (ADR 0019): PGlite lets one
 * process open it, so the command asks the server, over a Unix socket in DATA_DIR that only the
 * server's user may open (0600), to take the backup, and prints its answer. One request a connection:
 * a line of JSON each way.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "backup.sock");

/** sun_path holds 108 bytes on Linux (104 on macOS); a longer path can't be a socket. */
const MAX_SOCKET_PATH = 100;

export type ControlAnswer = { readonly ok: true; readonly location: string; readonly summary: readonly string[] } | { readonly ok: false; readonly error: string };

/** Listens on DATA_DIR's socket while the server runs; the server holds PGlite's lock, so a socket file left by a crash is its own to replace. */
export function startControlSocket(dataDir: string, backup: () => Promise<ControlAnswer>): { stop(): Promise<void> } {
  const file = controlSocketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    logWarn({ msg: "backup socket not opened: the data folder's path is too long; stop the server to run npm run backup", length: file.length });
    return { stop: async () => undefined };
  }
  rmSync(file, { force: true });
  const server: Server = createServer((socket) => {
    let asked = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      asked += chunk;
      if (!asked.includes("\n")) {
        if (asked.length > 1_000) socket.destroy();
        return;
      }
      const command = (() => {
        try {
          return (JSON.parse(asked.slice(0, asked.indexOf("\n"))) as { command?: unknown }).command;
        } catch {
          return undefined;
        }
      })();
      const answer: Promise<ControlAnswer> = command === "backup" ? backup() : Promise.resolve({ ok: false, error: "unknown command" });
      void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
    socket.on("error", () => undefined);
  });
  server.on("error", (error) => logWarn({ msg: "backup socket failed", ...errorFacts(error) }));
  server.listen(file, () => chmodSync(file, 0o600));
  server.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

/** Asks a running server for a backup; null when none listens on DATA_DIR's socket (then the command opens the database itself). */
export function askServerForBackup(dataDir: string): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command: "backup" })}\n`));
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED" || error.code === "ENAMETOOLONG") resolve(null);
      else if (error.code === "EACCES") reject(new Error(`The server's socket ${controlSocketPath(dataDir)} is its user's only: run the command as that user.`));
      else reject(error);
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(answer) as ControlAnswer);
      } catch {
        reject(new Error("The server closed the backup socket without an answer (did it stop?)."));
      }
    });
  });
}
