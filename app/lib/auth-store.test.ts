import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthStore, sessionEvent, type AuthEvent, type AuthSession } from "./auth-store";

const user = { id: "u1", email: "ana@example.com", theme: "system" };
const ana: AuthSession = { user: user as AuthSession["user"], expiresAt: "2030-01-01T00:00:00.000Z" };

describe("session events", () => {
  it("names each change of the session", () => {
    expect(sessionEvent(undefined, null)).toBe("INITIAL_SESSION");
    expect(sessionEvent(undefined, ana)).toBe("INITIAL_SESSION");
    expect(sessionEvent(null, ana)).toBe("SIGNED_IN");
    expect(sessionEvent(ana, null)).toBe("SIGNED_OUT");
    expect(sessionEvent(ana, { ...ana, user: { ...user, theme: "dark" } as AuthSession["user"] })).toBe("USER_UPDATED");
    expect(sessionEvent(ana, { ...ana, expiresAt: "2030-02-01T00:00:00.000Z" })).toBe("TOKEN_REFRESHED");
    expect(sessionEvent(ana, { ...ana, user: { ...user, id: "u2" } as AuthSession["user"] })).toBe("SIGNED_IN");
    expect(sessionEvent(ana, { ...ana })).toBeUndefined();
    expect(sessionEvent(null, null)).toBeUndefined();
  });
});

describe("the auth store", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it("tells another tab, which reloads its session and emits the event without echoing it back", async () => {
    const channel = `test-${Math.random()}`;
    const first = new AuthStore(channel);
    const second = new AuthStore(channel);
    const firstReload = vi.fn();
    const secondEvents: AuthEvent[] = [];
    cleanups.push(first.connect(firstReload));
    cleanups.push(second.connect(() => second.sync(ana)));
    cleanups.push(second.subscribe((event) => secondEvents.push(event)));
    first.sync(null);
    second.sync(null);
    expect(secondEvents).toEqual(["INITIAL_SESSION"]);
    // Both tabs agree on being signed out, so their opening announcements reload nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));

    first.sync(ana);
    await vi.waitFor(() => expect(secondEvents).toEqual(["INITIAL_SESSION", "SIGNED_IN"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstReload).not.toHaveBeenCalled();
  });

  it("asks for a refresh only near the end of the session", () => {
    const store = new AuthStore(`test-${Math.random()}`);
    const expires = Date.parse(ana.expiresAt);
    store.sync(ana);
    expect(store.needsRefresh(expires - 10 * 60_000)).toBe(false);
    expect(store.needsRefresh(expires - 60_000)).toBe(true);
  });

  it("passes events it learns of by itself to its listeners", () => {
    const store = new AuthStore(`test-${Math.random()}`);
    const events: AuthEvent[] = [];
    store.subscribe((event) => events.push(event));
    store.emit("PASSWORD_RECOVERY");
    expect(events).toEqual(["PASSWORD_RECOVERY"]);
  });

  it("announces a passed second step before the sign-in it brings, to this tab and the others", async () => {
    const channel = `test-${Math.random()}`;
    const first = new AuthStore(channel);
    const second = new AuthStore(channel);
    const firstEvents: AuthEvent[] = [];
    const secondEvents: AuthEvent[] = [];
    cleanups.push(first.connect(() => undefined));
    cleanups.push(second.connect(() => second.sync(ana)));
    cleanups.push(first.subscribe((event) => firstEvents.push(event)));
    cleanups.push(second.subscribe((event) => secondEvents.push(event)));
    first.sync(null);
    second.sync(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.passedChallenge();
    first.sync(ana);
    expect(firstEvents).toEqual(["INITIAL_SESSION", "MFA_CHALLENGE_VERIFIED", "SIGNED_IN"]);
    // The other tab reloads its session on the first message, and so signs in.
    await vi.waitFor(() => expect(secondEvents).toEqual(["INITIAL_SESSION", "SIGNED_IN"]));
    first.sync(null);
    first.sync(ana);
    expect(firstEvents.slice(-2)).toEqual(["SIGNED_OUT", "SIGNED_IN"]);
  });
});
