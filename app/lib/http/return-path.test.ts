import { describe, expect, it } from "vitest";
import { isSameSitePath, safeReturnPath } from "./return-path";

/** Known open-redirect bypasses: each would take a browser off the site if used as a Location. */
const bypasses = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0a/evil.example",
  "/\r/evil.example",
  "/%0d/evil.example",
  "/%2fevil.example",
  "/%2F%2Fevil.example",
  "/%5cevil.example",
  "/%5Cevil.example",
  "/%252f%252fevil.example",
  "/%25252F%25252Fevil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "/javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " /en",
  "evil.example",
  "",
  "/%",
  "/%E0%A4%A",
  `/${"a".repeat(3000)}`,
  // Dot segments, plain and encoded: resolving them leaves "//evil.example" (issue 40).
  "/.//evil.example",
  "/..//evil.example",
  "/en/../..//evil.example",
  "/%2e%2e/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/%252e%252e//evil.example",
  "/./\\evil.example",
  "/en/..",
  "/en/./favorites",
  // Past ASCII: a Location header cannot carry it (the division slash looks like "/").
  "/\u2215evil.example",
  "/\u2215\u2215evil.example",
  "/es/b\u00fasqueda",
  "/\uff0f\uff0fevil.example",
  // CR/LF, raw and encoded, for a header split.
  "/en\r\nSet-Cookie: a=1",
  "/en%0d%0aSet-Cookie:%20a=1",
  "/en\u2028x",
];

describe("isSameSitePath", () => {
  it.each(bypasses)("refuses %j", (value) => {
    expect(isSameSitePath(value)).toBe(false);
  });

  it.each(["/", "/en", "/es/buscar?q=casa&page=2", "/en/search?city=mcallen#results", "/en/properties/ABC-1/some-home", "/en/search?q=%20pool", "/es/buscar?q=%C3%B1and%C3%BA", "/api/welcome?to=%2Fes%2Fcuenta", "/en/search?q=..", "/en/.well-known"])(
    "accepts %j",
    (value) => {
      expect(isSameSitePath(value)).toBe(true);
    },
  );

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 1, ["/en"], { path: "/en" }]) expect(isSameSitePath(value)).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it("keeps a local path and replaces anything else with the fallback", () => {
    expect(safeReturnPath("/es/favoritos", "/es")).toBe("/es/favoritos");
    expect(safeReturnPath("/%09/evil.example", "/en")).toBe("/en");
    expect(safeReturnPath(undefined, "/en")).toBe("/en");
  });
});
