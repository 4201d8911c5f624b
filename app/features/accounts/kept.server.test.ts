import { describe, expect, it } from "vitest";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { signedInCookie } from "../../../tests/support/accounts";
import { loadAccountState } from "./root-state.server";
import { listFavoriteKeys } from "~/features/favorites/favorites.server";
import { listSavedSearches } from "~/features/saved-searches/saved-searches.server";
import { getDb } from "~/server/db.server";
import { clearKeepCookie, keepCookie, keepForAccount, keptForLink, keptInBrowser, keptInLink } from "./kept.server";

appDatabaseForFile("kept-for-account");

/** A request from a browser with these cookies (each as `Set-Cookie` wrote it). */
const browser = (...cookies: string[]) => new Request("http://localhost/en/search", { headers: { Cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") } });

describe("what a signed-out visitor asks to keep", () => {
  it("waits in a sealed cookie, a favorite or search once however often it was asked for", () => {
    const first = keepCookie(browser(), { favorite: "LISTING-ONE" });
    expect(first).toMatch(/^keep=[\w-]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(first).not.toContain("LISTING-ONE");
    const second = keepCookie(browser(first), { query: "city=mcallen&beds=3", lang: "es" });
    const third = keepCookie(browser(second), { favorite: "LISTING-ONE" });
    expect(keptInBrowser(browser(third))).toEqual({ favorites: ["LISTING-ONE"], searches: [{ query: "city=mcallen&beds=3", lang: "es" }] });
    expect(keptInBrowser(browser("keep=tampered"))).toEqual({ favorites: [], searches: [] });
    expect(clearKeepCookie()).toBe("keep=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("travels in a confirmation link sealed for the address signed up with, and for no other", () => {
    const cookie = keepCookie(browser(), { favorite: "L2" });
    expect(keptForLink(browser(), "ana@example.com")).toBeUndefined();
    const token = keptForLink(browser(cookie), "Ana@Example.com") ?? "";
    expect(keptInLink(token, "ana@example.com")).toEqual({ favorites: ["L2"], searches: [] });
    expect(keptInLink(token, "beto@example.com")).toEqual({ favorites: [], searches: [] });
    expect(keptInLink(token, "ana@example.com", Date.now() + 25 * 3600 * 1000)).toEqual({ favorites: [], searches: [] });
  });

  it("joins the account once, without a second copy of a search it already saved", async () => {
    const { id } = await signedInCookie();
    const kept = { favorites: ["L3", "L4"], searches: [{ query: "city=edinburg&minPrice=200000", lang: "en" as const }] };
    await keepForAccount(getDb(), { id, alertFrequency: "daily" }, kept);
    await keepForAccount(getDb(), { id, alertFrequency: "daily" }, kept);
    expect((await listFavoriteKeys(getDb(), id)).sort()).toEqual(["L3", "L4"]);
    const searches = await listSavedSearches(getDb(), id);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ lang: "en", frequency: "daily" });
    expect(searches[0]?.name).toContain("Edinburg");
  });

  it("is kept by the first page a signed-in browser loads, which then clears the cookie", async () => {
    const { id, cookie } = await signedInCookie();
    const keep = keepCookie(browser(), { favorite: "L5" });
    const { state, headers } = await loadAccountState(getDb(), new Request("http://localhost/en", { headers: { Cookie: `${cookie}; ${keep.split(";")[0]}` } }));
    expect(state.favorites).toEqual(["L5"]);
    expect(headers.getSetCookie()).toContain(clearKeepCookie());
    expect(await listFavoriteKeys(getDb(), id)).toEqual(["L5"]);
  });
});
