import { describe, expect, it } from "vitest";
import { propertyPageEn } from "~/i18n/property-page.en";
import { propertyPageEs } from "~/i18n/property-page.es";
import { bathsFact } from "./baths-fact";

const baths = (full: number | null, half: number | null) => ({ bathroomsFull: full, bathroomsHalf: half, bathroomsTotalDecimal: full === null ? null : full + (half ?? 0) / 2 });
const en = (full: number | null, half: number | null) => bathsFact("en", propertyPageEn.facts, baths(full, half));
const es = (full: number | null, half: number | null) => bathsFact("es", propertyPageEs.facts, baths(full, half));

describe("the property page's baths", () => {
  it("give the total as people say it and its parts, each in the right number", () => {
    expect(en(2, 1)).toBe("2.5 (2 full, 1 half)");
    expect(es(2, 1)).toBe("2½ (2 completos, 1 medio)");
    expect(en(1, 1)).toBe("1.5 (1 full, 1 half)");
    expect(es(1, 1)).toBe("1½ (1 completo, 1 medio)");
    expect(en(3, 2)).toBe("4 (3 full, 2 half)");
    expect(es(3, 2)).toBe("4 (3 completos, 2 medios)");
  });

  it("are the total alone without a half bath, and nothing without a count", () => {
    expect(en(3, 0)).toBe("3");
    expect(es(1, null)).toBe("1");
    expect(en(null, null)).toBeNull();
  });
});
