import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { user } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { historyOf } from "~/features/listings/history.server";
import { blankValues, parseListingForm, valuesOf, type ListingFormInput, type ListingFormValues } from "./listing-form";
import { changeStatus, createListing, ownListing, updateListing } from "./listings.server";
import { auditOf, ownListings } from "./own-listings.server";
import { upcomingOpenHouses } from "~/features/listings/open-houses.server";
import { addOpenHouse, removeOpenHouse } from "./open-houses.server";

const agent = { id: "agent-1", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };
const t0 = new Date("2026-03-01T15:00:00Z");
const later = (days: number) => new Date(t0.getTime() + days * 86_400_000);

function form(values: ListingFormValues): ListingFormInput {
  const parsed = parseListingForm({ ...blankValues("mission"), zip: "78572", address: "1208 Cattleman Dr", price: "345,000", bedrooms: "4", fullBaths: "3", ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe.each(drivers)("the agent's own listings on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "agent@example.com", role: "agent" });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("keeps a draft out of the market, publishes it, records price and status changes, and audits each", async () => {
    const { db } = handle;
    const key = await createListing(db, form({ subdivision: "Sharyland Plantation", features: ["pool", "casita"] }), agent, listedBy, t0);
    const draft = await ownListing(db, key);
    expect(draft).toMatchObject({ standardStatus: "Incomplete", city: "Mission", propertyType: "Residential", listPrice: 345_000, poolPrivateYN: true, otherStructures: ["GuestHouse"] });
    expect(valuesOf(draft!)).toMatchObject({ city: "mission", subdivision: "Sharyland Plantation", price: "345000", features: ["casita", "pool"] });

    // A draft's price changes without history: it has not been on the market.
    expect(await updateListing(db, key, form({ price: "339000" }), agent, later(1))).toBe(true);
    expect(await historyOf(db, key)).toEqual([]);

    expect(await changeStatus(db, key, { to: "Active" }, agent, later(2))).toBe(true);
    expect(await updateListing(db, key, form({ price: "329000" }), agent, later(10))).toBe(true);
    const reduced = await ownListing(db, key);
    expect(reduced).toMatchObject({ standardStatus: "Active", listPrice: 329_000, previousListPrice: 339_000, originalListPrice: 339_000, onMarketDate: "2026-03-03" });

    expect(await changeStatus(db, key, { to: "Closed", closePrice: 325_000, closeDate: "2026-04-02" }, agent, later(32))).toBe(true);
    expect(await changeStatus(db, key, { to: "Active" }, agent, later(33))).toBe(false);
    const history = await historyOf(db, key);
    expect(history.map(({ event, status, price, previousPrice }) => ({ event, status, price, previousPrice }))).toEqual([
      { event: "listed", status: "Active", price: 339_000, previousPrice: null },
      { event: "price", status: "Active", price: 329_000, previousPrice: 339_000 },
      { event: "status", status: "Closed", price: 325_000, previousPrice: null },
    ]);
    const actions = (await auditOf(db, key)).map((entry) => entry.action);
    expect(actions).toEqual(["status", "saved", "published", "saved", "created"]);
    expect((await auditOf(db, key))[1]?.changes.listPrice).toEqual([339_000, 329_000]);
  });

  it("lists only the agent's own listings, filtered by status, and keeps open houses until they end", async () => {
    const { db } = handle;
    const key = await createListing(db, form({ address: "77 Palm Ct", deal: "lease", price: "1800" }), agent, listedBy, later(40));
    expect((await ownListing(db, key))?.propertyType).toBe("ResidentialLease");
    expect((await ownListings(db, { status: "Incomplete" })).map((row) => row.listingKey)).toEqual([key]);
    expect(await ownListing(db, "NOT-OWN")).toBeNull();

    expect(await addOpenHouse(db, key, new Date("2026-04-12T18:00:00Z"), new Date("2026-04-12T21:00:00Z"), agent, later(40))).toBe(true);
    const [open] = await upcomingOpenHouses(db, [key], new Date("2026-04-12T20:00:00Z"));
    expect(open).toBeDefined();
    expect(await upcomingOpenHouses(db, [key], new Date("2026-04-12T21:00:01Z"))).toEqual([]);
    expect(await removeOpenHouse(db, key, open!.id, agent)).toBe(true);
    expect(await removeOpenHouse(db, key, open!.id, agent)).toBe(false);
  });

  it("refuses what the form cannot hold, with a code per field", () => {
    const parsed = parseListingForm({ ...blankValues(), address: "", zip: "7850", price: "abc", yearBuilt: "1700", city: "mission", subdivision: "Tres Lagos", latitude: "40" });
    expect(parsed).toEqual({ ok: false, errors: { address: "required", zip: "zip", price: "number", yearBuilt: "range", latitude: "range", subdivision: "choice" } });
    for (const city of ["__proto__", "constructor", "toString"]) {
      expect(parseListingForm({ ...blankValues(), city, subdivision: "Tres Lagos" })).toMatchObject({ ok: false, errors: { city: "choice" } });
    }
  });
});
