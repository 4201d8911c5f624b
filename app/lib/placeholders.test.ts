import { describe, expect, it } from "vitest";
import { textEditingEn } from "~/i18n/text-editing.en";
import { textEditingEs } from "~/i18n/text-editing.es";
import { fillPlaceholders, placeholderNames, sitePlaceholders, sitePlaceholderValues } from "./placeholders";
import { demoSite } from "./site";

const site = { ...demoSite, agentName: "Ana Garza", phone: "+19565550142", email: "ana@example.com", brokerage: "Valle Realty", yearsExperience: 12 };

describe("the shared placeholder table (ADR 0423)", () => {
  it("fills her identity the way every page prints it: the phone as people write it", () => {
    const text = "Call {agentName} of {brokerage} at {phone} or write to {email}: {years} years in the Valley.";
    expect(fillPlaceholders(text, sitePlaceholderValues(site))).toBe("Call Ana Garza of Valle Realty at (956) 555-0142 or write to ana@example.com: 12 years in the Valley.");
  });

  it("leaves a name it has no value for, and braces that are no placeholder, as written", () => {
    expect(fillPlaceholders("{name} at {phone}, {unknown} and {constructor}", { phone: "(956) 555-0142" })).toBe("{name} at (956) 555-0142, {unknown} and {constructor}");
  });

  it("fills in one pass: a value holding a placeholder is printed as it is", () => {
    expect(fillPlaceholders("{agentName} {phone}", { agentName: "{phone}", phone: "(956) 555-0142" })).toBe("{phone} (956) 555-0142");
  });

  it("names every placeholder in words in both languages, and each site placeholder differently", () => {
    for (const texts of [textEditingEn, textEditingEs]) {
      for (const name of placeholderNames) expect(texts.placeholders[name].trim()).not.toBe("");
      expect(new Set(sitePlaceholders.map((name) => texts.placeholders[name])).size).toBe(sitePlaceholders.length);
    }
    expect(textEditingEn.placeholders.phone).toBe("Your phone");
    expect(textEditingEs.placeholders.phone).toBe("Tu teléfono");
  });
});
