import { describe, expect, it } from "vitest";
import { specRoutes } from "../../../tests/support/spec";
import { categoryIds, isCategoryId } from "./categories";
import { pages, type PageId } from "~/lib/routes";

const specPageIds = specRoutes().map((route) => route.id as PageId);

describe("category definitions", () => {
  it("define every category, city-homes and community page of routes.tsv, and nothing else", () => {
    const listingPages = specPageIds.filter((id) => pages[id] && (pages[id].template === "category" || pages[id].template === "community"));
    expect([...categoryIds].sort()).toEqual([...listingPages].sort());
  });

  it("recognise their ids only", () => {
    expect(isCategoryId("luxury")).toBe(true);
    expect(isCategoryId("toString")).toBe(false);
    expect(isCategoryId(undefined)).toBe(false);
  });
});
