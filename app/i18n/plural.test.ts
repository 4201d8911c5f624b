import { describe, expect, it } from "vitest";
import { plural } from "./plural";

const forms = { one: "{count} one", other: "{count} other" };

describe("plural", () => {
  for (const [lang, locale] of [["en", "en-US"], ["es", "es-US"]] as const) {
    it(`picks the form Intl.PluralRules would in ${lang} for every count a page shows`, () => {
      const rules = new Intl.PluralRules(locale);
      for (const count of [...Array.from({ length: 2001 }, (_, i) => i), 1_000_000, 2_500_000]) {
        const expected = rules.select(count) === "one" ? "one" : "other";
        expect(plural(lang, count, forms).endsWith(expected), `${count}`).toBe(true);
      }
    });
  }

  it("says the zero form when there is one, and groups the count", () => {
    expect(plural("en", 0, { ...forms, zero: "No listings" })).toBe("No listings");
    expect(plural("es", 1234, forms)).toBe("1,234 other");
  });
});
