import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listings, user } from "~/db/schema";
import { makeListing } from "~/server/seed/factory";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { editorAction } from "./editor-actions.server";
import { blankValues, parseListingForm, valuesOf, type ListingFormValues } from "./listing-form";
import { ownListing } from "./listings.server";
import { auditEntries } from "./own-listings.server";

const agent = { id: "agent-1", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };
const now = new Date("2026-11-25T17:00:00Z");

/** The editor's form as the browser posts it. */
function posted(intent: string, values: ListingFormValues): FormData {
  const form = new FormData();
  form.set("intent", intent);
  const filled = { ...blankValues("mission"), zip: "78572", address: "1208 Cattleman Dr", price: "345000", ...values };
  for (const [name, value] of Object.entries(filled)) {
    if (typeof value === "string") form.set(name, value);
  }
  return form;
}

describe("the editor's MLS number", () => {
  it("is optional, upper-cased, and refuses anything but letters, digits and dashes", () => {
    const base = { ...blankValues("mission"), zip: "78572", address: "1 A St", price: "1" };
    expect(parseListingForm(base)).toMatchObject({ ok: true, value: { mlsNumber: "" } });
    expect(parseListingForm({ ...base, mlsNumber: " e-4417 " })).toMatchObject({ ok: true, value: { mlsNumber: "E-4417" } });
    expect(parseListingForm({ ...base, mlsNumber: "44 17" })).toMatchObject({ ok: false, errors: { mlsNumber: "mlsNumber" } });
    expect(parseListingForm({ ...base, mlsNumber: "x".repeat(21) })).toMatchObject({ ok: false, errors: { mlsNumber: "tooLong" } });
  });
});

describe.each(drivers)("the editor's MLS number on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "agent@example.com", role: "agent" });
    await handle.db.insert(listings).values(makeListing({ listingKey: "OTHER", listingId: "E-1001", originatingSystemName: "demo" }).listing);
    await handle.db.insert(listings).values(makeListing({ listingKey: "MLSCOPY", listingId: "E-4004", originatingSystemName: "mls" }).listing);
  });
  afterAll(async () => {
    await handle.close();
  });

  const act = (intent: string, values: ListingFormValues, listingKey?: string) =>
    editorAction(posted(intent, values), { db: handle.db, lang: "en", actor: agent, listedBy, listingKey, now });
  const keyOf = (answer: unknown) => (answer as Response).headers.get("Location")!.split("/").at(-1)!;

  it("becomes the listing's ListingId, shows again in the editor, and goes back to the key when cleared", async () => {
    const created = await act("draft", { mlsNumber: "e-2002" });
    expect((created as Response).status).toBe(303);
    const key = keyOf(created);
    const row = await ownListing(handle.db, key);
    expect(row?.listingId).toBe("E-2002");
    expect(valuesOf(row!).mlsNumber).toBe("E-2002");
    await act("save", { mlsNumber: "" }, key);
    const cleared = await ownListing(handle.db, key);
    expect(cleared?.listingId).toBe(key);
    expect(valuesOf(cleared!).mlsNumber).toBe("");
    // Without a number the listing's ListingId is its key again, which the history names as no number, not as the key.
    expect((await auditEntries(handle.db, key, { lang: "en", viewerId: agent.id }))[0]).toMatchObject({ sentence: "Changes saved by you", changes: ["MLS number: E-2002 → none"] });
  });

  it("takes over the number from the MLS copy of the listing, which leaves the site in the same save", async () => {
    const key = keyOf(await act("draft", { mlsNumber: "e-4004" }));
    expect((await ownListing(handle.db, key))?.listingId).toBe("E-4004");
    expect(await handle.db.select().from(listings).where(eq(listings.listingKey, "MLSCOPY"))).toEqual([]);
  });

  it("refuses a number another listing has, whatever its case, with the field's error", async () => {
    const refused = await act("draft", { mlsNumber: "e-1001" });
    expect(refused).toMatchObject({ init: { status: 422 }, data: { form: "listing", errors: { mlsNumber: "mlsNumberTaken" } } });
    const key = keyOf(await act("draft", { mlsNumber: "E-3003" }));
    // Saving a listing with its own number again is no clash.
    expect(((await act("save", { mlsNumber: "E-3003", price: "350000" }, key)) as Response).status).toBe(303);
    expect(await act("save", { mlsNumber: "E-1001" }, key)).toMatchObject({ init: { status: 422 } });
    expect((await ownListing(handle.db, key))?.listingId).toBe("E-3003");
  });
});
