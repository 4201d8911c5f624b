import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTsv, sharedSpecDir, specArticles, specDir, specFiles, specRoutes } from "./spec";

describe("docs/spec copies of the shared spec", () => {
  it.each(specFiles)("%s is kept in the repository and parses into rows of at least three cells", (name) => {
    const file = path.join(specDir, name);
    expect(existsSync(file)).toBe(true);
    const rows = parseTsv(readFileSync(file, "utf8"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.slice(0, 3).every(Boolean), row.join(" | ")).toBe(true);
  });

  it("gives pages and articles with both languages' paths", () => {
    expect(specRoutes().length).toBeGreaterThan(40);
    expect(specRoutes().every((route) => route.en.startsWith("/en") && route.es.startsWith("/es"))).toBe(true);
    expect(specArticles().length).toBeGreaterThan(0);
  });

  // Beside the shared folder the copies must equal it byte for byte; a lone clone has only the copies.
  const shared = existsSync(sharedSpecDir);
  it.each(specFiles)(
    shared ? `%s equals ${sharedSpecDir}'s byte for byte` : `%s stands alone: no ${sharedSpecDir} to compare with`,
    (name) => {
      const copy = readFileSync(path.join(specDir, name));
      if (!shared) {
        expect(copy.length).toBeGreaterThan(0);
        return;
      }
      const original = readFileSync(path.join(sharedSpecDir, name));
      expect(copy.equals(original), `docs/spec/${name} differs from ${path.join(sharedSpecDir, name)}: copy it over`).toBe(true);
    },
  );
});
