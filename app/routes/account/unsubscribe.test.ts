import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, user } from "~/db/schema";
import { alertsEn } from "~/i18n/alerts.en";
import { alertsEs } from "~/i18n/alerts.es";
import { createSavedSearch, savedSearchByToken } from "~/features/saved-searches/saved-searches.server";
import { createLeadSearch } from "~/features/saved-searches/lead-searches.server";
import { closeDatabase, getDb, openDatabase } from "~/server/db.server";
import type { Route } from "./+types/unsubscribe";
import { action, loader } from "./unsubscribe";
import { migratedDataDir } from "../../../tests/support/pglite-template";

function args(pathname: string, method = "GET", body?: string) {
  const url = new URL(`http://localhost${pathname}`);
  const token = pathname.split("/").at(-1) ?? "";
  const request = new Request(url, { method, body, headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {} });
  return { request, url, params: { token } } as unknown as Route.LoaderArgs & Route.ActionArgs;
}

describe("the alert unsubscribe page", () => {
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir("unsubscribe-route-");
    await openDatabase({ dataDir });
    await getDb().insert(user).values({ id: "u-unsub", name: "Ana", email: "ana-unsub@example.com", emailVerified: true });
    const search = await createSavedSearch(getDb(), { userId: "u-unsub", name: "Casas en Mission", query: "city=mission", lang: "es", frequency: "instant" });
    token = search?.unsubscribeToken ?? "";
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks first: opening the link (as a mail scanner does) leaves the alerts on", async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await loader(args(`/es/alertas/cancelar/${token}`));
      expect(page.state).toBe("confirm");
      expect(page.seo.title).toBe(alertsEs.unsubscribe.confirmTitle);
      expect(page.seo.description).toContain("Casas en Mission");
    }
    expect(await savedSearchByToken(getDb(), token)).toEqual({ name: "Casas en Mission", alertsOn: true, forLead: false });
  });

  it("turns the alerts off on a POST, the page's button or a mail client's one-click, and then says so", async () => {
    const response = await action(args(`/en/alerts/unsubscribe/${token}`, "POST", "List-Unsubscribe=One-Click"));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/en/alerts/unsubscribe/${token}`);
    expect(await savedSearchByToken(getDb(), token)).toEqual({ name: "Casas en Mission", alertsOn: false, forLead: false });
    const page = await loader(args(`/en/alerts/unsubscribe/${token}`));
    expect(page.state).toBe("off");
    expect(page.seo.title).toBe(alertsEn.unsubscribe.title);
  });

  it("speaks of no account for a search the agent set up for a lead, and offers none", async () => {
    const [lead] = await getDb()
      .insert(leads)
      .values({ type: "question", name: "Rosa", email: "rosa-unsub@example.com", lang: "es", consent: true, sourcePath: "/es/contacto", idempotencyKey: "unsub-lead" })
      .returning();
    if (!lead) throw new Error("no lead");
    const search = await createLeadSearch(getDb(), lead, { name: "Casas en Pharr", kind: "buy", city: "pharr", frequency: "daily" }, null);
    const path = `/es/alertas/cancelar/${search?.unsubscribeToken}`;
    expect((await loader(args(path))).seo.description).toBe(alertsEs.unsubscribe.leadConfirmBody.replace("{name}", "Casas en Pharr"));
    await action(args(path, "POST", "List-Unsubscribe=One-Click"));
    const page = await loader(args(path));
    expect(page).toMatchObject({ state: "off", forLead: true });
    expect(page.seo.description).toBe(alertsEs.unsubscribe.leadBody.replace("{name}", "Casas en Pharr"));
    expect(page.seo.description).not.toContain("cuenta");
  });

  it("says a link is not valid, for a GET or a POST, and changes nothing", async () => {
    const bogus = "not-a-real-token-0123456789";
    expect((await loader(args(`/es/alertas/cancelar/${bogus}`))).state).toBe("invalid");
    expect((await action(args(`/es/alertas/cancelar/${bogus}`, "POST"))).status).toBe(303);
    expect((await loader(args(`/es/alertas/cancelar/<script>`))).seo.title).toBe(alertsEs.unsubscribe.invalidTitle);
  });
});
