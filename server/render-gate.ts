import type { NextFunction, Request, RequestHandler, Response } from "express";
import { RESOURCE_PATH, refusalLang } from "./request-guard.ts";

export interface RenderGateOptions {
  /** Requests React Router renders at once: the database pool's size (DATABASE_POOL_MAX), so pages don't queue for its connections. */
  readonly concurrency: number;
  /** Requests that may wait for a turn past those (RENDER_QUEUE_MAX); one more is answered 503 at once. */
  readonly queue: number;
  /** How long a request waits for its turn before it is answered 503. */
  readonly queueTimeoutMs?: number;
  /** Seconds a client is told to wait before trying again (Retry-After). */
  readonly retryAfterSeconds?: number;
  /** Answers a request the gate turned away; Retry-After and the 503 status are already set. */
  readonly shed?: RequestHandler;
}

export const QUEUE_TIMEOUT_MS = 10_000;
export const RETRY_AFTER_SECONDS = 5;

/** The one cookie the page is drawn with (app/lib/cookies.ts's THEME_COOKIE; the server imports nothing of the app). */
const THEME_COOKIE = "theme";

/**
 * What a request the gate turned away gets: JSON on a resource route a browser isn't navigating to, else
 * the site's 503 page in the path's language, rendered by React Router as a GET of the refusal route (no
 * action runs) without the visitor's session: reading it would ask the database that is busy already.
 */
export const shedToErrorPage: RequestHandler = (req, res, next) => {
  const navigating = req.headers["sec-fetch-mode"] === "navigate" || /text\/html/.test(req.headers.accept ?? "");
  if (RESOURCE_PATH.test(req.path) && !navigating) {
    res.set("Cache-Control", "no-store").json({ error: "busy" });
    return;
  }
  const lang = refusalLang(req);
  const theme = (req.headers.cookie ?? "").split(";").map((pair) => pair.trim()).find((pair) => pair.startsWith(`${THEME_COOKIE}=`));
  if (theme) req.headers.cookie = theme;
  else delete req.headers.cookie;
  delete req.headers.authorization;
  delete req.headers.origin;
  req.method = "GET";
  req.url = req.originalUrl = `/${lang}/_refused/503`;
  next();
};

/**
 * A bounded in-flight limit in front of React Router's handler (ADR 0008, issue 40). At most
 * `concurrency` requests render at once; up to `queue` more wait their turn in arrival order for up to
 * `queueTimeoutMs`; past that a request is answered 503 with Retry-After. A turn ends when its response
 * closes: sent, failed or abandoned by the client. A request whose client leaves while it waits gives
 * its place up. Static files and /healthz are answered before it and never wait.
 */
export function renderGate({
  concurrency,
  queue,
  queueTimeoutMs = QUEUE_TIMEOUT_MS,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
  shed = shedToErrorPage,
}: RenderGateOptions): RequestHandler {
  let running = 0;
  const waiting = new Set<() => void>();

  function admit(res: Response, next: NextFunction): void {
    running += 1;
    res.once("close", () => {
      running -= 1;
      // Set order is insertion order: the longest waiting goes first.
      const first = waiting.values().next();
      if (!first.done) first.value();
    });
    next();
  }

  function turnAway(req: Request, res: Response, next: NextFunction): void {
    res.status(503).set("Retry-After", String(retryAfterSeconds));
    shed(req, res, next);
  }

  return (req, res, next) => {
    if (running < concurrency && waiting.size === 0) return admit(res, next);
    if (waiting.size >= queue) return turnAway(req, res, next);
    const leave = () => {
      waiting.delete(turn);
      clearTimeout(timer);
      res.off("close", leave);
    };
    const turn = () => {
      leave();
      admit(res, next);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(req, res, next);
    }, queueTimeoutMs);
    waiting.add(turn);
    res.once("close", leave);
  };
}
