import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage } from "./accept-language";

describe("langFromAcceptLanguage", () => {
  it.each([
    ["es-MX,es;q=0.9", "es"],
    ["es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4", "es"],
    ["en;q=0.5, es;q=0.6", "es"],
    ["ES", "es"],
    ["es;q=0, en;q=0.1", "en"],
  ])("reads %j as %s", (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it.each([null, "", "fr-FR,de;q=0.9", "*", "zz-ZZ;q=abc, *;q=-1, es;q=NaN", "es;q=2", ";;;,,,"])("finds no language in %j", (header) => {
    expect(langFromAcceptLanguage(header)).toBeUndefined();
  });
});
