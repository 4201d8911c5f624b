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

/** What the gate reports to /healthz: turns in use and waiting, and turns held past `stuckAfterMs`. */
export interface RenderGateState {
  readonly inUse: number;
  readonly limit: number;
  readonly queued: number;
  readonly queueLimit: number;
  readonly stuck: number;
}

export interface RenderGate {
  readonly handler: RequestHandler;
  state(now?: number): RenderGateState;
}

/**
 * A turn held this long is taken for stuck: no page renders for a minute (the socket's own inactivity
 * limit, server/index.ts, closes a client that stopped reading well before).
 */
export const STUCK_AFTER_MS = 60_000;

/**
 * Whether the gate leaves the instance unable to render: half its turns or more are stuck. A load
 * balancer then hears 503 from /healthz and sends visitors elsewhere, where a restart would be needed.
 */
export function gateWedged(state: RenderGateState): boolean {
  return state.stuck > 0 && state.stuck * 2 >= state.limit;
}

/**
 * A bounded in-flight limit in front of React Router's handler (ADR 0008, issue 40; ADR 0012). At most
 * `concurrency` requests render at once; up to `queue` more wait their turn in arrival order for up to
 * `queueTimeoutMs`; past that a request is answered 503 with Retry-After. A turn ends once, at the first
 * of the response finishing, its connection closing (sent, failed or abandoned by the client) or either
 * stream failing: a response written to a socket Node no longer watches (a CONNECT's) never emits
 * "close", and one such turn kept forever is one fewer for every visitor after it. A request whose
 * client leaves while it waits gives its place up. Static files and /healthz are answered before it and never wait.
 */
export function renderGate({
  concurrency,
  queue,
  queueTimeoutMs = QUEUE_TIMEOUT_MS,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
  shed = shedToErrorPage,
  stuckAfterMs = STUCK_AFTER_MS,
}: RenderGateOptions & { readonly stuckAfterMs?: number }): RenderGate {
  /** The time each turn in use began, for the stuck count. */
  const running = new Set<{ readonly since: number }>();
  const waiting = new Set<() => void>();

  function admit(req: Request, res: Response, next: NextFunction): void {
    const turn = { since: Date.now() };
    running.add(turn);
    const end = () => {
      if (!running.delete(turn)) return;
      for (const [emitter, event] of endings) emitter.off(event, end);
      // Set order is insertion order: the longest waiting goes first.
      const first = waiting.values().next();
      if (!first.done) first.value();
    };
    const endings = [
      [res, "finish"],
      [res, "close"],
      [res, "error"],
      [req, "error"],
    ] as const;
    for (const [emitter, event] of endings) emitter.once(event, end);
    next();
  }

  function turnAway(req: Request, res: Response, next: NextFunction): void {
    res.status(503).set("Retry-After", String(retryAfterSeconds));
    shed(req, res, next);
  }

  const handler: RequestHandler = (req, res, next) => {
    if (running.size < concurrency && waiting.size === 0) return admit(req, res, next);
    if (waiting.size >= queue) return turnAway(req, res, next);
    const leave = () => {
      waiting.delete(turn);
      clearTimeout(timer);
      res.off("close", leave);
    };
    const turn = () => {
      leave();
      admit(req, res, next);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(req, res, next);
    }, queueTimeoutMs);
    waiting.add(turn);
    res.once("close", leave);
  };

  return {
    handler,
    state(now = Date.now()) {
      let stuck = 0;
      for (const { since } of running) if (now - since >= stuckAfterMs) stuck += 1;
      return { inUse: running.size, limit: concurrency, queued: waiting.size, queueLimit: queue, stuck };
    },
  };
}
