import { describe, expect, it } from "vitest";
import { leadsEn } from "./leads.en";
import { leadsEs } from "./leads.es";

function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

describe("lead form texts", () => {
  it("have the same keys in both languages, none empty, and Spanish of its own", () => {
    const en = leaves(leadsEn);
    const es = leaves(leadsEs);
    expect(es.map(([key]) => key)).toEqual(en.map(([key]) => key));
    for (const [key, value] of [...en, ...es]) expect(value, key).not.toBe("");
    const same = es.filter(([key, value]) => value === new Map(en).get(key) && !key.startsWith("options.lang"));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
