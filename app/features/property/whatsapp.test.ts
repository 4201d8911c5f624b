import { describe, expect, it } from "vitest";
import { withStreetWithheld } from "~/lib/listing-address";
import { listingMessage } from "./whatsapp";

const shown = { unparsedAddress: "1234 Calle Ébano", city: "McAllen", internetAddressDisplayYN: true };
const url = { en: "https://rgv.example/en/property/K1/1234-calle-ebano", es: "https://rgv.example/es/propiedad/K1/1234-calle-ebano" };

describe("listingMessage", () => {
  it("names the listing by its street and city and links its page, in the page's language", () => {
    expect(listingMessage("en", shown, url.en)).toBe(`Hi! I'm interested in 1234 Calle Ébano, McAllen: ${url.en}`);
    expect(listingMessage("es", shown, url.es)).toBe(`¡Hola! Me interesa 1234 Calle Ébano, McAllen: ${url.es}`);
  });

  it("names only the city where the MLS withholds the street, as the page does", () => {
    const withheld = withStreetWithheld({ ...shown, internetAddressDisplayYN: false });
    expect(listingMessage("en", withheld, url.en)).toBe(`Hi! I'm interested in a property in McAllen: ${url.en}`);
    expect(listingMessage("es", withheld, url.es)).toBe(`¡Hola! Me interesa una propiedad en McAllen: ${url.es}`);
    // Even a row read without the blanking keeps the street out.
    expect(listingMessage("en", { ...shown, internetAddressDisplayYN: false }, url.en)).not.toContain("Ébano");
  });
});
