import { describe, expect, it } from "vitest";
import { auditActions } from "~/lib/listing-terms";
import { auditText, type AuditRecord } from "./audit-text";

const listingKey = "ALBJAS2WP";
const agent = "agent-1";
const record = (action: string, changes: AuditRecord["changes"] = {}, userId: string | null = agent, userName = "agent"): AuditRecord => ({ action, userId, userName, changes });
const en = (entry: AuditRecord) => auditText(entry, { lang: "en", viewerId: agent, listingKey });
const es = (entry: AuditRecord) => auditText(entry, { lang: "es", viewerId: agent, listingKey });

describe("the listing history's sentences", () => {
  it.each(auditActions)("say %s in words in both languages, never by its code", (action) => {
    for (const [read, by] of [
      [en, /^[A-Z][a-z].* by you$/],
      [es, /^[A-ZÁÉÍÓÚ][a-záéíóúñ].* por ti$/],
    ] as const) {
      const { sentence } = read(record(action));
      expect(sentence).toMatch(by);
      // No code: no word run together in camelCase or joined with dashes.
      expect(sentence).not.toMatch(/[a-z][A-Z]|\w-\w/);
    }
  });

  it("reads the photo added, as the issue saw it raw", () => {
    expect(en(record("photo-added", { photos: [2, 3] }))).toEqual({ sentence: "Photo added by you", changes: ["Photos: 2 → 3"] });
    expect(es(record("photo-added", { photos: [2, 3] }))).toEqual({ sentence: "Foto agregada por ti", changes: ["Fotos: 2 → 3"] });
  });

  it("reads an event this version does not know as a sentence of its own", () => {
    expect(en(record("photo-rotated")).sentence).toBe("Listing changed by you");
    expect(es(record("photo-rotated")).sentence).toBe("Propiedad modificada por ti");
    expect(en(record("constructor")).sentence).toBe("Listing changed by you");
  });

  it("names another account by its name, and one without a kept name in words", () => {
    expect(en(record("saved", {}, "agent-2", "Marisa Villarreal")).sentence).toBe("Changes saved by Marisa Villarreal");
    expect(es(record("saved", {}, null, " ")).sentence).toBe("Cambios guardados por otra cuenta");
  });

  it("shows a price change with both prices formatted and an arrow", () => {
    const saved = record("saved", { listPrice: [289_500, 279_900] });
    expect(en(saved).changes).toEqual(["List price: $289,500 → $279,900"]);
    expect(es(saved).changes).toEqual(["Precio: $289,500 → $279,900"]);
  });

  it("words statuses, close prices and dates, and says no MLS number instead of the listing's key", () => {
    const sold = record("status", { standardStatus: ["Active", "Closed"], closePrice: [null, 279_900], closeDate: [null, "2026-11-20"] });
    expect(en(sold)).toEqual({ sentence: "Status changed by you", changes: ["Status: Active → Sold", "Close price: $279,900", "Close date: Nov 20, 2026"] });
    expect(es(sold).changes).toEqual(["Estado: Activa → Vendida", "Precio de cierre: $279,900", "Fecha de cierre: 20 nov 2026"]);
    expect(en(record("saved", { listingId: ["E-2002", listingKey] })).changes).toEqual(["MLS number: E-2002 → none"]);
    expect(en(record("saved", { listingId: [listingKey, "E-2002"] })).changes).toEqual(["MLS number: E-2002"]);
  });

  it("keeps the descriptions' text and the photos' storage keys out, and a new listing's fields", () => {
    expect(en(record("saved", { publicRemarks: ["Old words.", "New words."] })).changes).toEqual(["Description (English): changed"]);
    expect(en(record("photo-deleted", { "A1B2C3D4E-7": ["listings/A1B2C3D4E/A1B2C3D4E-7.jpg", null] })).changes).toEqual([]);
    expect(en(record("created", { listPrice: [null, 345_000] })).changes).toEqual([]);
  });

  it("says whether the listing went on or off the home page, and when an open house is", () => {
    expect(es(record("featured", { featured: [true, false] })).sentence).toBe("Quitada de la página de inicio por ti");
    const house = ["2026-11-28T19:00:00.000Z", "2026-11-28T21:00:00.000Z"];
    expect(en(record("openHouseRemoved", { openHouse: [house, null] })).changes).toEqual(["Open house: Nov 28, 2026, 1:00 PM – 3:00 PM"]);
    expect(es(record("openHouseAdded", { openHouse: [null, house] })).changes).toEqual(["Casa abierta: 28 nov 2026, 1:00 p.m. – 3:00 p.m."]);
  });

  it("words features, and leaves out a change that reads the same", () => {
    const changes = { poolPrivateYN: [false, true], propertyType: ["Residential", "CommercialSale"], propertySubType: ["SingleFamilyResidence", "Warehouse"] } as const;
    expect(en(record("saved", changes)).changes).toEqual(["Property type: Single-family home → Warehouse", "Private pool: no → yes"]);
  });
});
