import { describe, expect, it } from "vitest";
import { databaseOutage, isOutage, noteDatabaseFailure } from "./outage.server";

const args = {} as Parameters<typeof databaseOutage>[0];

/** What the middleware answers when the page's handler, running inside it, returns `status` after `during`. */
async function answer(status: number, during: () => void = () => {}) {
  try {
    return await databaseOutage(args, async () => {
      during();
      return new Response("page", { status });
    });
  } catch (thrown) {
    return thrown;
  }
}

describe("database outages", () => {
  it.each(["ECONNREFUSED", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "DATABASE_DEADLINE", "57P01", "57P03", "08006", "53300", "57014"])("counts %s", (code) => {
    expect(isOutage(Object.assign(new Error("x"), { code }))).toBe(true);
  });

  it.each([["23505"], ["42P01"], ["22P02"], [undefined]])("does not count %s, a statement's own fault", (code) => {
    expect(isOutage(Object.assign(new Error("x"), { code }))).toBe(false);
  });

  it("turns a page that failed for want of the database into a 503 for the error boundary", async () => {
    const thrown = await answer(500, () => noteDatabaseFailure({ code: "ECONNREFUSED" }));
    expect(thrown).not.toBeInstanceOf(Response);
    // React Router turns a thrown data() into the route error response the ErrorBoundary renders.
    const init = (thrown as { init?: ResponseInit }).init;
    expect(init?.status).toBe(503);
  });

  it("leaves other failures and pages alone", async () => {
    noteDatabaseFailure({ code: "ECONNREFUSED" });
    // The failure came before this request started: it is not this page's.
    expect(((await answer(500)) as Response).status).toBe(500);
    expect(((await answer(500, () => noteDatabaseFailure({ code: "23505" }))) as Response).status).toBe(500);
    expect(((await answer(200, () => noteDatabaseFailure({ code: "ECONNREFUSED" }))) as Response).status).toBe(200);
    expect(((await answer(404, () => noteDatabaseFailure({ code: "ECONNREFUSED" }))) as Response).status).toBe(404);
  });
});
