import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithMail, type ServerWithMail } from "../support/leads";
import { createUser, nextIp, uniqueEmail } from "./accounts-helpers";

let server: ServerWithMail;

beforeAll(async () => {
  server = await startServerWithMail({ SEED_COUNT: "120" });
});

afterAll(async () => {
  await server?.stop();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", headers: { "X-Forwarded-For": nextIp(), ...headers }, body: new URLSearchParams(fields) });

describe("a user's own data", () => {
  it("cannot be read or changed by another user", async () => {
    const ana = await createUser(server.url, server.smtp, uniqueEmail("ana"));
    const beto = await createUser(server.url, server.smtp, uniqueEmail("beto"));
    const html = await (await fetch(`${server.url}/en/search`)).text();
    const key = html.match(/data-listing-key="([^"]+)"/)?.[1] ?? "";
    expect(key).not.toBe("");

    expect((await post("/api/favorites", { listingKey: key, intent: "add", via: "script", redirectTo: "/en/search" }, { Cookie: ana })).status).toBe(200);
    const favoritesOf = async (cookie: string) => ((await (await fetch(`${server.url}/api/favorites`, { headers: { Cookie: cookie } })).json()) as { favorites: string[] }).favorites;
    expect(await favoritesOf(ana)).toEqual([key]);
    expect(await favoritesOf(beto)).toEqual([]);
    expect((await fetch(`${server.url}/api/favorites`)).status).toBe(401);
    // Beto "removes" Ana's favorite: only his own list is touched.
    expect((await post("/api/favorites", { listingKey: key, intent: "remove", via: "script", redirectTo: "/en/search" }, { Cookie: beto })).status).toBe(200);
    expect(await favoritesOf(ana)).toEqual([key]);
    expect(await (await fetch(`${server.url}/en/wishlist`, { headers: { Cookie: beto } })).text()).not.toContain(`data-listing-key="${key}"`);

    expect((await post("/api/saved-searches", { intent: "create", name: "Ana's McAllen", query: "city=mcallen", redirectTo: "/en/search?city=mcallen" }, { Cookie: ana })).status).toBe(302);
    const account = await (await fetch(`${server.url}/en/account`, { headers: { Cookie: ana } })).text();
    const id = account.match(/name="id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    expect(id).not.toBe("");
    expect((await post("/api/saved-searches", { intent: "rename", id, name: "Mine now", redirectTo: "/en/account" }, { Cookie: beto })).status).toBe(404);
    expect((await post("/api/saved-searches", { intent: "delete", id, redirectTo: "/en/account" }, { Cookie: beto })).status).toBe(404);
    expect(await (await fetch(`${server.url}/en/account`, { headers: { Cookie: beto } })).text()).not.toContain("Ana&#x27;s McAllen");
    expect(await (await fetch(`${server.url}/en/account`, { headers: { Cookie: ana } })).text()).toContain("Ana&#x27;s McAllen");
  });

  it("answers bad input with a 4xx, never a 500", async () => {
    const cookie = await createUser(server.url, server.smtp, uniqueEmail("bad"));
    expect((await post("/api/favorites", { intent: "purr", via: "script" }, { Cookie: cookie })).status).toBe(400);
    expect((await post("/api/saved-searches", { intent: "rename", id: "not-a-uuid", name: "x" }, { Cookie: cookie })).status).toBe(400);
    expect((await post("/api/saved-searches", { intent: "create", name: "x".repeat(200), via: "script" }, { Cookie: cookie })).status).toBe(400);
    expect((await post("/en/account", { intent: "nonsense" })).status).toBe(400);
    expect((await post("/en/account", { intent: "preferences", lang: "fr", theme: "dark", alertFrequency: "daily" }, { Cookie: cookie })).status).toBe(400);
  });
});

describe("passwords and limits", () => {
  it("refuses a weak password with its reasons, in the page's language", async () => {
    const response = await post("/es/cuenta", { intent: "sign-up", email: uniqueEmail("weak"), password: "password1", via: "dialog" });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Elige una contraseña más segura");
    expect(body).toContain("usa al menos 10 caracteres");
    expect(body).toContain("esa contraseña es de las más usadas");
  });

  it("limits sign-ins per visitor address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post("/en/account", { intent: "sign-in", email: uniqueEmail("ip"), password: "wrong-password-123", via: "dialog" }, { "X-Forwarded-For": ip });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await post("/en/account", { intent: "sign-in", email: uniqueEmail("ip"), password: "wrong-password-123", via: "dialog" })).status).toBe(401);
  });
});

describe("alerts", () => {
  it("answers an unknown unsubscribe link with a translated page, and a one-click POST to it with the same page", async () => {
    const path = "/es/alertas/cancelar/unknown-token-0123456789";
    const bad = await fetch(`${server.url}${path}`);
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("Enlace no válido");
    const oneClick = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(oneClick.status).toBe(303);
    expect(oneClick.headers.get("Location")).toBe(path);
  });
});
