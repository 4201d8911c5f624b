import { describe, expect, it } from "vitest";
import type { WishlistEntry } from "../types";
import { keepRemoved } from "./kept-entries";

const entry = (listingKey: string, available = true): WishlistEntry => ({ listingKey, listing: null, available });
const keys = (entries: readonly WishlistEntry[]) => entries.map((e) => e.listingKey);

describe("keepRemoved", () => {
  it("keeps a removed favorite where it was", () => {
    expect(keys(keepRemoved([entry("A"), entry("B"), entry("C")], [entry("A"), entry("C")]))).toEqual(["A", "B", "C"]);
  });

  it("puts a newly saved favorite first and takes the fresh version of the others", () => {
    const result = keepRemoved([entry("A"), entry("B")], [entry("N"), entry("A", false), entry("B")]);
    expect(keys(result)).toEqual(["N", "A", "B"]);
    expect(result[1]?.available).toBe(false);
  });

  it("does not repeat a favorite removed and saved again", () => {
    const removed = keepRemoved([entry("A"), entry("B")], [entry("A")]);
    expect(keys(keepRemoved(removed, [entry("B"), entry("A")]))).toEqual(["A", "B"]);
  });
});
