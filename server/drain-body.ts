import type { RequestHandler } from "express";

/** The most of an unread body the server reads and drops to keep a connection; past it the connection closes. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long the rest of a body may take to arrive once its answer is sent. */
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * A page answered before its body was all read (a 413 past a form's limit, a refusal) leaves the rest of
 * the body on the connection. Node drops it itself only when nothing began reading the body; React
 * Router's adapter has, and stopped, so the rest sat unread, the keep-alive connection never read the
 * next request, and the client saw a reset after Node's keep-alive timeout (issue 51). Once the answer
 * is sent, the rest is read and dropped, within a size and time limit; past either the connection
 * closes, as it would have to anyway.
 */
export function drainUnreadBody({ maxBytes = DRAIN_MAX_BYTES, timeoutMs = DRAIN_TIMEOUT_MS } = {}): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      let left = maxBytes;
      const timer = setTimeout(() => req.socket.destroy(), timeoutMs);
      timer.unref();
      const done = () => clearTimeout(timer);
      // The adapter's listener would queue the rest in memory for a reader that is gone.
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        left -= chunk.byteLength;
        if (left < 0) req.socket.destroy();
      });
      req.once("end", done);
      req.once("close", done);
      req.resume();
    });
    next();
  };
}
