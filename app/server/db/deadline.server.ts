import type { Sql, TransactionSql } from "postgres";
import { withinMs } from "../time-limit.server";

/** What a statement gets when the database has not answered it in time. */
export class DatabaseDeadlineError extends Error {
  readonly code = "DATABASE_DEADLINE";
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseDeadlineError";
  }
}

type Observer = (error: unknown) => void;
type Method = (...args: unknown[]) => unknown;

/**
 * A view of a postgres.js statement whose caller hears back within `ms`. The
 * statement itself is left alone: cancelling it would open another connection
 * to a server that isn't answering, and postgres.js drops that cancel's
 * failure unhandled. statement_timeout ends it on a server that is alive.
 */
function answerWithin<Q extends Promise<unknown>>(query: Q, ms: number, observe: Observer): Q {
  let answer: Promise<unknown> | undefined;
  // Lazily: a postgres.js statement starts when it is first awaited, after drizzle has set its result mode.
  const bounded = () =>
    (answer ??= withinMs(query, ms, () => new DatabaseDeadlineError(ms)).catch((error: unknown) => {
      observe(error);
      throw error;
    }));
  const view: Q = new Proxy(query, {
    get(target, key) {
      if (key === "then" || key === "catch" || key === "finally") {
        const settle = bounded();
        return (settle[key] as Method).bind(settle);
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      // Chained modifiers (.values(), .raw()) return the statement: hand back the bounded view instead.
      return (...args: unknown[]) => {
        const result: unknown = (value as Method).apply(target, args);
        return result === target ? view : result;
      };
    },
  });
  return view;
}

/**
 * A transaction whose BEGIN must get a connection within `ms`; its statements
 * are bounded one by one. A transaction that starts after its caller gave up
 * rolls back at once, so nothing the caller was told failed is committed.
 */
function beginWithin(client: Sql, args: unknown[], ms: number, observe: Observer): Promise<unknown> {
  const body = args.pop() as (tx: TransactionSql) => unknown;
  return new Promise((resolve, reject) => {
    let abandoned = false;
    const timer = setTimeout(() => {
      abandoned = true;
      const error = new DatabaseDeadlineError(ms);
      observe(error);
      reject(error);
    }, ms);
    const begin = client.begin as unknown as Method;
    (begin(...args, (tx: TransactionSql) => {
      clearTimeout(timer);
      if (abandoned) throw new DatabaseDeadlineError(ms);
      return body(withDeadline(tx, ms, observe));
    }) as Promise<unknown>).then(resolve, (error: unknown) => {
      clearTimeout(timer);
      observe(error);
      reject(error);
    });
  });
}

/**
 * The postgres.js client with a deadline on every statement drizzle sends
 * through it: waiting for a pooled connection, connecting and the answer
 * together. postgres.js itself has none, so a statement sent to a server that
 * stopped answering (a host gone from the network, a stopped process) waits
 * as long as TCP does, and the page with it. `observe` hears every failure,
 * deadlines included.
 */
export function withDeadline<T extends Sql | TransactionSql>(client: T, ms: number, observe: Observer): T {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe") return (...args: unknown[]) => answerWithin((target.unsafe as Method)(...args) as Promise<unknown>, ms, observe);
      if (key === "begin") return (...args: unknown[]) => beginWithin(target as Sql, args, ms, observe);
      return Reflect.get(target, key, receiver);
    },
  });
}
