/**
 * Faults the test RESO server can inject into its next requests, the way real MLS servers misbehave:
 * rate limits and maintenance (429/503 with Retry-After), dropped connections, slow pages, and pages
 * held until the test lets them go (to stop the site mid-import).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export type Fault =
  | { readonly kind: "status"; readonly status: 429 | 503; readonly retryAfterSeconds: number }
  | { readonly kind: "reset" }
  | { readonly kind: "delay"; readonly ms: number }
  | { readonly kind: "hold"; readonly released: Promise<void> };

interface Armed {
  readonly fault: Fault;
  /** Which requests it hits: a path prefix under the service root ("/Property", "/$metadata") or all data requests. */
  readonly match?: string;
  remaining: number;
  /** Matching requests to let through before the fault starts (to fail the second page, not the first). */
  passes: number;
}

export class FaultQueue {
  private readonly armed: Armed[] = [];
  /** How many requests each fault kind has answered, for tests to prove a retry happened. */
  readonly fired: Record<Fault["kind"], number> = { status: 0, reset: 0, delay: 0, hold: 0 };

  add(fault: Fault, times = 1, match?: string, after = 0): void {
    this.armed.push({ fault, match, remaining: times, passes: after });
  }

  clear(): void {
    this.armed.length = 0;
  }

  get pending(): number {
    return this.armed.reduce((sum, armed) => sum + armed.remaining, 0);
  }

  /** The fault for this request, if one is armed for its path; each firing uses up one of its times. */
  take(path: string): Fault | undefined {
    const index = this.armed.findIndex((armed) => !armed.match || path.startsWith(armed.match));
        const armed = this.armed[index];
    if (!armed) return undefined;
    if (armed.passes > 0) {
      armed.passes -= 1;
      return undefined;
    }
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.armed.splice(index, 1);
    this.fired[armed.fault.kind] += 1;
    return armed.fault;
  }
}

/**
 * Applies a fault. Returns true when the request has been dealt with (answered or dropped), false when
 * it should go on to its handler (after a delay or a hold); a held or delayed request whose client has
 * gone away is dropped.
 */
export async function applyFault(fault: Fault, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  switch (fault.kind) {
    case "status":
      response.writeHead(fault.status, { "Content-Type": "application/json", "Retry-After": String(fault.retryAfterSeconds), "OData-Version": "4.0" });
      response.end(JSON.stringify({ error: { code: String(fault.status), message: fault.status === 429 ? "Too many requests" : "Service unavailable" } }));
      return true;
    case "reset":
      request.socket.destroy();
      return true;
    case "delay":
    case "hold": {
      let closed = false;
      const gone = new Promise<void>((resolve) => response.once("close", () => resolve(void (closed = true))));
      const wait = fault.kind === "delay" ? new Promise<void>((resolve) => setTimeout(resolve, fault.ms).unref()) : fault.released;
      await Promise.race([wait, gone]);
      return closed || request.socket.destroyed;
    }
  }
}
