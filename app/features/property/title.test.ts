import { describe, expect, it } from "vitest";
import { propertyImageAlt, propertyTitle, type TitledListing } from "./title";

const home: TitledListing = { unparsedAddress: "2828 Ensenada Dr", city: "McAllen", propertyType: "Residential", propertySubType: "SingleFamilyResidence", bedroomsTotal: 4 };
const title = (lang: "en" | "es", listing: TitledListing, siteName = "", closed = false) =>
  propertyTitle(lang, listing, { address: listing.unparsedAddress, siteName, closed });
const length = (own: string, siteName: string) => [...`${own} | ${siteName}`].length;

describe("a property page's title", () => {
  it("says where, what and which offer, in each language, and differs between them", () => {
    expect(title("en", home)).toBe("2828 Ensenada Dr, McAllen — 4 bd home for sale");
    expect(title("es", home)).toBe("2828 Ensenada Dr, McAllen — casa en venta, 4 recámaras");
    expect(title("es", { ...home, bedroomsTotal: 1 })).toBe("2828 Ensenada Dr, McAllen — casa en venta, 1 recámara");
  });

  it("names the kind and the deal from the listing, and bedrooms only where a home has them", () => {
    const condo = { ...home, propertyType: "ResidentialLease", propertySubType: "Condominium", bedroomsTotal: 2 };
    expect(title("en", condo)).toBe("2828 Ensenada Dr, McAllen — 2 bd condo for rent");
    expect(title("es", condo)).toBe("2828 Ensenada Dr, McAllen — condominio en renta, 2 recámaras");
    const warehouse = { ...home, propertyType: "CommercialLease", propertySubType: "Warehouse", bedroomsTotal: 3 };
    expect(title("en", warehouse)).toBe("2828 Ensenada Dr, McAllen — warehouse for lease");
    expect(title("es", warehouse)).toBe("2828 Ensenada Dr, McAllen — almacén en renta");
    const land = { ...home, propertyType: "Land", propertySubType: null, bedroomsTotal: null };
    expect(title("en", land)).toBe("2828 Ensenada Dr, McAllen — land for sale");
    expect(title("es", land)).toBe("2828 Ensenada Dr, McAllen — terreno en venta");
    const studio = { ...home, propertySubType: null, bedroomsTotal: 0 };
    expect(title("en", studio)).toBe("2828 Ensenada Dr, McAllen — home for sale");
    expect(title("es", studio)).toBe("2828 Ensenada Dr, McAllen — casa en venta");
    expect(title("en", { ...home, propertyType: "CommercialSale", propertySubType: null })).toBe("2828 Ensenada Dr, McAllen — commercial property for sale");
  });

  it.each(["en", "es"] as const)("keeps the whole title, the site's name after it, within 65 characters by dropping the bedrooms, then the city (%s)", (lang) => {
    const siteName = "Marisa Villarreal";
    const shorter = title(lang, home, siteName);
    expect(shorter).toBe(lang === "en" ? "2828 Ensenada Dr, McAllen — home for sale" : "2828 Ensenada Dr, McAllen — casa en venta");
    expect(length(shorter, siteName)).toBeLessThanOrEqual(65);
    const long = { ...home, unparsedAddress: "7488 Canterbury Dr Unit 25", city: "San Juan" };
    const shortest = title(lang, long, siteName);
    expect(shortest).toBe(lang === "en" ? "7488 Canterbury Dr Unit 25 — home for sale" : "7488 Canterbury Dr Unit 25 — casa en venta");
    expect(length(shortest, siteName)).toBeLessThanOrEqual(65);
    // Too long even then: the street and the offer stay whole, never cut mid-word.
    const longest = { ...long, unparsedAddress: "11402 North Shary Road Building C Unit 1407" };
    expect(title(lang, longest, siteName)).toBe(`11402 North Shary Road Building C Unit 1407 — ${lang === "en" ? "home for sale" : "casa en venta"}`);
  });

  it("keeps the city where the MLS withholds the street, dropping its notice instead", () => {
    const withheld = { ...home, unparsedAddress: "", internetAddressDisplayYN: false };
    expect(propertyTitle("en", withheld, { address: "Address withheld by the MLS", siteName: "Marisa Villarreal", closed: false })).toBe("McAllen — home for sale");
    expect(propertyTitle("es", withheld, { address: "Dirección reservada por el MLS", siteName: "", closed: false })).toBe("Dirección reservada por el MLS, McAllen — casa en venta");
  });

  it("offers nothing once the listing has closed", () => {
    expect(title("en", home, "", true)).toBe("Sold: 2828 Ensenada Dr, McAllen — 4 bd home");
    expect(title("es", home, "", true)).toBe("Venta cerrada: 2828 Ensenada Dr, McAllen — casa, 4 recámaras");
    const rented = { ...home, propertyType: "ResidentialLease" };
    expect(title("en", rented, "", true)).toBe("Rented: 2828 Ensenada Dr, McAllen — 4 bd home");
    expect(title("es", rented, "", true)).toBe("Renta cerrada: 2828 Ensenada Dr, McAllen — casa, 4 recámaras");
  });
});

describe("a property page's share picture description", () => {
  const photo = { shortDescription: "Front of the home", shortDescriptionEs: "Fachada de la casa" };

  it("is the first photo's own, in the page's language, the English one where it has no Spanish", () => {
    expect(propertyImageAlt("en", home, photo, false)).toBe("Front of the home");
    expect(propertyImageAlt("es", home, photo, false)).toBe("Fachada de la casa");
    expect(propertyImageAlt("es", home, { ...photo, shortDescriptionEs: null }, false)).toBe("Front of the home");
  });

  it("names what and where the listing is where the photo has no description", () => {
    const bare = { shortDescription: null, shortDescriptionEs: null };
    expect(propertyImageAlt("en", home, bare, false)).toBe("Home for sale at 2828 Ensenada Dr, McAllen");
    expect(propertyImageAlt("es", home, bare, false)).toBe("Casa en venta en 2828 Ensenada Dr, McAllen");
    const withheld = { ...home, unparsedAddress: "", internetAddressDisplayYN: false };
    expect(propertyImageAlt("en", withheld, bare, false)).toBe("Home for sale in McAllen");
    expect(propertyImageAlt("es", withheld, bare, false)).toBe("Casa en venta en McAllen");
  });
});
