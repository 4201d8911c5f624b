import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, leadEvents, listings, savedSearches } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { loadLead, newLead, postLead } from "../../../tests/support/lead-route";

appDatabaseForFile("agent-lead-search");

const load = (id: string) => loadLead(id);
const post = postLead;

const form = { intent: "searchCreate", name: "Casas en McAllen", kind: "buy", city: "mcallen", minPrice: "200000", maxPrice: "300000", beds: "3", frequency: "instant" };
const searchesOf = (leadId: string) => getDb().select().from(savedSearches).where(eq(savedSearches.leadId, leadId));

describe("a search set up for a lead from the lead's page", () => {
  it("suggests one from the listing the lead asked about, named in the lead's language", async () => {
    const { listing } = makeListing({ listingKey: "SEEDASKED", city: "Pharr", listPrice: 180_000, bedroomsTotal: 4 });
    await getDb().insert(listings).values(listing);
    const { searches } = await load(await newLead({ listingKey: "SEEDASKED" }));
    expect(searches).toMatchObject({ offered: true, searches: [], seed: { from: "listing", city: "pharr", kind: "buy", minPrice: 150_000, maxPrice: 210_000, beds: 4 } });
    expect(searches.offered && searches.seed.name).toMatch(/Pharr/);
  });

  it("suggests one from the favorites of the lead's account when the lead asked about no listing", async () => {
    const { id: userId } = await signedInCookie();
    const { listing } = makeListing({ listingKey: "SEEDFAV", city: "Mission", listPrice: 300_000, bedroomsTotal: 3 });
    await getDb().insert(listings).values(listing);
    await getDb().insert(favorites).values({ userId, listingKey: "SEEDFAV" });
    const { searches } = await load(await newLead({ type: "contact", userId }));
    expect(searches).toMatchObject({ offered: true, seed: { from: "favorites", city: "mission", beds: 3 } });
  });

  it("sets it up, on the timeline, and shows it with nothing sent yet", async () => {
    const id = await newLead();
    const answer = (await post(id, form)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/en/agent/leads/${id}#searches`);
    expect(answer.headers.get("Set-Cookie")).toContain("flash=lead-search-created");
    const [stored] = await searchesOf(id);
    expect(stored).toMatchObject({ name: "Casas en McAllen", lang: "es", frequency: "instant", userId: null });
    const { searches, timeline } = await load(id);
    expect(searches.searches).toEqual([
      expect.objectContaining({ name: "Casas en McAllen", frequency: "instant", lastSentAt: null, unsubscribedAt: null, filters: { city: "mcallen", kind: "buy", minPrice: 200_000, maxPrice: 300_000, beds: 3 } }),
    ]);
    expect(searches.searches[0]?.description).toBe("3+ bd homes for sale in McAllen at $200,000–$300,000");
    expect(timeline.at(-1)).toMatchObject({ kind: "search", action: "set", name: "Casas en McAllen" });

    const stopped = (await post(id, { intent: "searchStop", id: stored?.id ?? "" })) as Response;
    expect(stopped.headers.get("Set-Cookie")).toContain("flash=lead-search-stopped");
    const saved = (await post(id, { ...form, intent: "searchUpdate", id: stored?.id ?? "", name: "Casas en Pharr", city: "pharr", frequency: "daily" })) as Response;
    expect(saved.headers.get("Set-Cookie")).toContain("flash=lead-search-saved");
    expect((await searchesOf(id))[0]).toMatchObject({ name: "Casas en Pharr", query: "city=pharr&beds=3&minPrice=200000&maxPrice=300000&kind=buy", frequency: "daily" });
    expect((await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, id))).map((event) => event.data.action)).toEqual(["set", "stopped", "resumed"]);
  });

  it("answers a refused form with each field's code and what was typed", async () => {
    const id = await newLead();
    const answer = await post(id, { ...form, name: "", minPrice: "500000" });
    expect(answer).toMatchObject({ init: { status: 422 }, data: { form: "leadSearch-new", errors: { name: "required", maxPrice: "priceOrder" }, values: { minPrice: "500000" } } });
    expect(await searchesOf(id)).toEqual([]);
  });

  it("isn't offered, and is refused, for a lead who didn't agree to be contacted, has no e-mail or is held", async () => {
    for (const values of [{ consent: false }, { email: null, phone: "+19565550100" }, { heldReason: "tooFast" as const }]) {
      const id = await newLead(values);
      expect((await load(id)).searches).toMatchObject({ offered: false });
      expect(await post(id, form)).toMatchObject({ init: { status: 409 } });
      expect(await searchesOf(id)).toEqual([]);
    }
    expect((await load(await newLead({ consent: false }))).searches).toMatchObject({ reason: "consent" });
  });

  it("can't change another lead's search, nor one named by anything but its id", async () => {
    const owner = await newLead();
    await post(owner, form);
    const [stored] = await searchesOf(owner);
    expect(await post(await newLead(), { intent: "searchStop", id: stored?.id ?? "" })).toMatchObject({ init: { status: 404 } });
    expect((await searchesOf(owner))[0]?.frequency).toBe("instant");
    for (const id of ["", "1", "'; DROP TABLE leads; --"]) {
      expect(await post(owner, { intent: "searchStop", id })).toMatchObject({ init: { status: 404 } });
      expect(await post(owner, { ...form, intent: "searchUpdate", id })).toMatchObject({ init: { status: 404 } });
    }
  });
});
