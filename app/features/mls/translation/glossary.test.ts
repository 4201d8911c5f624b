import { describe, expect, it } from "vitest";
import { fakeSpanish } from "../../../../tests/support/translate-double";
import { tokenCodec, xmlCodec, type Codec } from "./codecs";
import { glossary, protect, termsOf } from "./glossary";

/** Through a codec and the double's "provider", which translates a few plain words and keeps placeholders. */
const through = (codec: Codec, english: string, kept?: readonly string[]) => {
  const protectedText = protect(english, kept);
  return codec.decode(fakeSpanish(codec.encode(protectedText)), protectedText);
};

/** One listing sentence per glossary entry, and what a Valley buyer must read: each entry's own test. */
const examples: Readonly<Record<string, readonly [string, string]>> = {
  casita: ["Casita in back with its own entrance.", "Casita"],
  "HOA fees": ["Low HOA fees cover the pool.", "cuota de la asociación (HOA)"],
  "ranch style home": ["Ranch-style home on a big lot.", "Casa estilo rancho en una big lote."],
  "ranch style": ["Brick, ranch style, one story.", "estilo rancho"],
  townhouse: ["Two-story townhome close to schools.", "casa adosada (townhouse)"],
  "half bath": ["Three beds and a half bath downstairs.", "medio baño"],
  "half baths": ["Two half baths for guests.", "medios baños"],
  "granite countertops": ["Kitchen with granite countertops.", "cubiertas de granito"],
  "quartz countertops": ["Updated with quartz counters.", "cubiertas de cuarzo"],
  "covered patio": ["Covered patio for family gatherings.", "Terraza techada"],
  "walk-in closet": ["A walk-in closet in the primary.", "vestidor"],
  "walk-in closets": ["Walk in closets in every room.", "Vestidores"],
  "open floor plan": ["Open concept living and dining.", "Concepto abierto"],
  "cul-de-sac": ["Quiet cul-de-sac street.", "calle cerrada (cul-de-sac)"],
  "primary bedroom": ["Master suite downstairs.", "recámara principal"],
  bedroom: ["One bedroom is an office.", "recámara"],
  bedrooms: ["Three bedrooms upstairs.", "recámaras"],
  "swimming pool": ["Swimming pool in the backyard.", "Alberca"],
  carport: ["Double carport in front.", "cochera techada (carport)"],
  garage: ["Two-car garage with opener.", "cochera"],
  backyard: ["Large back yard with trees.", "patio trasero"],
  "fenced yard": ["Fenced backyard for pets.", "patio cercado"],
  "laundry room": ["Laundry room off the kitchen.", "Cuarto de lavado"],
  "kitchen island": ["Big kitchen island with seating.", "isla de cocina"],
  "stainless steel appliances": ["Stainless steel appliances stay.", "Electrodomésticos de acero inoxidable"],
  "ceiling fans": ["Ceiling fans throughout.", "Ventiladores de techo"],
  "central air": ["Central A/C replaced in 2022.", "Aire acondicionado central"],
  "refrigerated air": ["Refrigerated air and heat.", "Aire refrigerado"],
  "corner lot": ["Corner lot near the university.", "Lote en esquina"],
  "sprinkler system": ["Sprinkler system front and back.", "Sistema de riego"],
  "storage shed": ["Storage shed stays.", "Bodega"],
  "gated community": ["In a gated community.", "fraccionamiento cerrado"],
  subdivision: ["Established subdivision.", "fraccionamiento"],
  "owner financing": ["Seller financing available.", "financiamiento del dueño"],
  "fixer-upper": ["A fixer upper with potential.", "casa para remodelar"],
  "move-in ready": ["Move-in ready!", "Lista para habitarse"],
  "closing costs": ["Seller pays closing costs.", "gastos de cierre"],
  MLS: ["See MLS for details.", "MLS"],
  ISD: ["Zoned to McAllen ISD.", "ISD"],
  "Rio Grande Valley": ["Best value in the Rio Grande Valley.", "Valle del Río Grande"],
  RGV: ["Heart of the RGV.", "RGV"],
  UTRGV: ["Walk to UTRGV.", "UTRGV"],
  "South Padre Island": ["An hour to South Padre Island.", "South Padre Island"],
};

describe("the glossary", () => {
  it("has an example test for every entry, and an entry for every example", () => {
    const firstVariants = glossary.map((entry) => entry.en[0]).sort();
    expect(Object.keys(examples).sort()).toEqual(firstVariants);
  });

  for (const codec of [tokenCodec, xmlCodec]) {
    describe(codec === tokenCodec ? "LibreTranslate's numbered placeholders" : "DeepL's ignored tags", () => {
      it.each(Object.entries(examples))("%s comes out as a Valley buyer says it", (_, [english, spanish]) => {
        const out = through(codec, english);
        expect(out?.toLocaleLowerCase("es")).toContain(spanish.toLocaleLowerCase("es"));
      });
    });
  }

  it("prefers the longest term: granite countertops, not a bare word of it", () => {
    expect(termsOf(protect("Granite countertops and a half bath."))).toEqual(["cubiertas de granito", "medio baño"]);
  });

  it("takes a word only whole: 'pools' or 'carports' stay for the provider, 'Mission' the city is kept but 'mission' is not", () => {
    expect(termsOf(protect("Poolside carports."))).toEqual([]);
    expect(termsOf(protect("In Mission, a mission-style home."))).toEqual(["Mission"]);
  });

  it("says the plural where English counts with a singular", () => {
    expect(termsOf(protect("3 bedroom, 2 bath home with a three-bedroom casita and 2 half bath."))).toEqual(["recámaras", "recámaras", "casita", "medios baños"]);
    expect(termsOf(protect("1 bedroom apartment, 2.5 bath; bedroom 1.5 miles away."))).toEqual(["recámara", "recámara"]);
  });

  it("keeps a listing's street and subdivision names as written", () => {
    const out = through(tokenCodec, "On Quiet Palms Dr in Tres Lagos near the school.", ["Quiet Palms Dr", "Tres Lagos"]);
    expect(out).toBe("En Quiet Palms Dr en Tres Lagos cerca de la escuela.");
  });

  it("capitalises a term only where a sentence starts", () => {
    expect(through(tokenCodec, "HOA fees are low. The HOA fees covers a pool.")).toBe(
      "Cuota de la asociación (HOA) are low. La cuota de la asociación (HOA) incluye una alberca.",
    );
  });
});

describe("the codecs", () => {
  const text = protect("Pool & spa <new> with a covered patio.");

  it("numbered placeholders come back once each, or the translation is refused", () => {
    expect(tokenCodec.encode(text)).toBe("{0} & spa <new> with a {1}.");
    expect(tokenCodec.decode("{0} y spa <nuevo> con una {1}.", text)).toBe("Alberca y spa <nuevo> con una terraza techada.");
    expect(tokenCodec.decode("Alberca y spa con una {1}.", text)).toBeNull();
    expect(tokenCodec.decode("{0} y {0} con una {1}.", text)).toBeNull();
    expect(tokenCodec.decode("{0} y {7} con una {1}.", text)).toBeNull();
  });

  it("DeepL's XML escapes the text's own markup characters and reads them back", () => {
    expect(xmlCodec.encode(text)).toBe("<x>alberca</x> &amp; spa &lt;new&gt; with a <x>terraza techada</x>.");
    expect(xmlCodec.decode("<x>alberca</x> y spa &lt;nuevo&gt; con una <x>terraza techada</x>.", text)).toBe("Alberca y spa <nuevo> con una terraza techada.");
    expect(xmlCodec.decode("Alberca y spa con una <x>terraza techada</x>.", text)).toBeNull();
  });
});
