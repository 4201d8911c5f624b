import { describe, expect, it } from "vitest";
import { agentEn } from "~/i18n/agent.en";
import { agentEs } from "~/i18n/agent.es";
import { uiEn } from "~/i18n/ui.en";
import { uiEs } from "~/i18n/ui.es";
import { propertyPath } from "~/lib/property-path";
import { leadPlaces, propertyKeyOf } from "./lead-places";

const texts = { en: { agent: agentEn, ui: uiEn }, es: { agent: agentEs, ui: uiEs } };

const shown = { listingKey: "DEMO000003", unparsedAddress: "7488 Canterbury Dr Unit 25", city: "Edinburg", stateOrProvince: "TX", postalCode: "78542" };
/** As getListing reads it for visitors: the street the MLS withholds already blank. */
const withheld = { listingKey: "MLSIDX001", unparsedAddress: "", internetAddressDisplayYN: false, city: "Edinburg", stateOrProvince: "TX", postalCode: "78539" };

describe("leadPlaces", () => {
  it("names the listing by its address, linked to its page in the agent's language", () => {
    const lead = { listingKey: shown.listingKey, sourcePath: "/en/private-showings" };
    expect(leadPlaces("en", lead, [shown], texts.en).listing).toEqual({ text: "7488 Canterbury Dr Unit 25, Edinburg, TX 78542", href: propertyPath("en", shown) });
    expect(leadPlaces("es", lead, [shown], texts.es).listing).toEqual({ text: "7488 Canterbury Dr Unit 25, Edinburg, TX 78542", href: propertyPath("es", shown) });
  });

  it("prints the MLS's notice with the city and ZIP where the street is withheld, and keeps it out of the link", () => {
    const lead = { listingKey: withheld.listingKey, sourcePath: propertyPath("es", withheld) };
    const { listing, source } = leadPlaces("en", lead, [withheld], texts.en);
    expect(listing).toEqual({ text: `${uiEn.listings.card.addressWithheld}, Edinburg, TX 78539`, href: "/en/property/MLSIDX001/edinburg-tx-78539" });
    expect(source).toEqual({ text: `${uiEn.listings.card.addressWithheld}, Edinburg, TX 78539 (Spanish)`, href: "/es/propiedad/MLSIDX001/edinburg-tx-78539" });
    // Even a row read without the blanking prints no street.
    const raw = { ...withheld, unparsedAddress: "4417 Quetzal Ln" };
    expect(JSON.stringify(leadPlaces("es", lead, [raw], texts.es))).not.toMatch(/Quetzal/i);
    expect(leadPlaces("es", lead, [raw], texts.es).listing?.text).toBe(`${uiEs.listings.card.addressWithheld}, Edinburg, TX 78539`);
  });

  it("says in words that a listing is gone, never its key", () => {
    const lead = { listingKey: "DEMO000003", sourcePath: "/es/propiedad/DEMO000003/7488-canterbury-dr-unit-25-edinburg-tx-78542" };
    expect(leadPlaces("en", lead, [], texts.en)).toEqual({
      listing: { text: "A listing no longer on the site", href: null },
      source: { text: "A listing no longer on the site (Spanish)", href: null },
    });
    expect(leadPlaces("es", lead, [], texts.es)).toEqual({
      listing: { text: "Una propiedad que ya no está en el sitio", href: null },
      source: { text: "Una propiedad que ya no está en el sitio (español)", href: null },
    });
  });

  it("has no listing row for a lead about no listing", () => {
    expect(leadPlaces("en", { listingKey: null, sourcePath: "/en/contact" }, [shown], texts.en).listing).toBeNull();
  });

  it("names the source page as the menus do, with the visitor's language, linked in that language", () => {
    const source = (lang: "en" | "es", sourcePath: string) => leadPlaces(lang, { listingKey: null, sourcePath }, [], texts[lang]).source;
    expect(source("en", "/en/private-showings")).toEqual({ text: "Private showings (English)", href: "/en/private-showings" });
    expect(source("en", "/es/visitas-privadas")).toEqual({ text: "Private showings (Spanish)", href: "/es/visitas-privadas" });
    expect(source("es", "/es/contacto")).toEqual({ text: "Contacto (español)", href: "/es/contacto" });
    expect(source("es", "/en/staging/")).toEqual({ text: "Decoración virtual (inglés)", href: "/en/staging" });
  });

  it("names a property page by its listing's address, even when the lead's own listing is another", () => {
    const lead = { listingKey: withheld.listingKey, sourcePath: propertyPath("en", shown) };
    const places = leadPlaces("es", lead, [withheld, shown], texts.es);
    expect(places.source).toEqual({ text: "7488 Canterbury Dr Unit 25, Edinburg, TX 78542 (inglés)", href: propertyPath("en", shown) });
    expect(places.listing?.text).toBe(`${uiEs.listings.card.addressWithheld}, Edinburg, TX 78539`);
  });

  it("falls back to a generic text for a path the site doesn't know, never the path", () => {
    const source = (lang: "en" | "es", sourcePath: string) => leadPlaces(lang, { listingKey: null, sourcePath }, [], texts[lang]).source;
    expect(source("en", "/en/blog/some-old-article")).toEqual({ text: "A page of the site (English)", href: null });
    expect(source("es", "/es/no-existe")).toEqual({ text: "Una página del sitio (español)", href: null });
    expect(source("en", "/fr/contact")).toEqual({ text: "A page of the site", href: null });
    expect(source("es", "")).toEqual({ text: "Una página del sitio", href: null });
    expect(source("en", "/en/property/%E0%A4%A")).toEqual({ text: "A page of the site (English)", href: null });
  });
});

describe("propertyKeyOf", () => {
  it("reads the key of a property page in either language, decoded", () => {
    expect(propertyKeyOf("/en/property/DEMO000003/7488-canterbury-dr")).toBe("DEMO000003");
    expect(propertyKeyOf("/es/propiedad/A%2FB%201/x")).toBe("A/B 1");
    expect(propertyKeyOf("/es/propiedad/DEMO000003")).toBe("DEMO000003");
  });

  it("is undefined for other pages, an empty key and one that can't be decoded", () => {
    expect(propertyKeyOf("/en/contact")).toBeUndefined();
    expect(propertyKeyOf("/es/property/DEMO000003/x")).toBeUndefined();
    expect(propertyKeyOf("/en/property/")).toBeUndefined();
    expect(propertyKeyOf("/en/property/%E0%A4%A/x")).toBeUndefined();
  });
});
