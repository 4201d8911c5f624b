import { describe, expect, it } from "vitest";
import { ui } from "~/i18n";
import { bathsText } from "./listing-text";

describe("baths in words", () => {
  it("count a half bath as half, in the singular for one bath only", () => {
    expect([1, 1.5, 2, 2.5].map((total) => bathsText("en", ui.en.listings, total))).toEqual(["1 bath", "1.5 baths", "2 baths", "2.5 baths"]);
    expect([1, 1.5, 2, 2.5].map((total) => bathsText("es", ui.es.listings, total))).toEqual(["1 baño", "1½ baños", "2 baños", "2½ baños"]);
  });
});
