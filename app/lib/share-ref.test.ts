import { describe, expect, it } from "vitest";
import { isShareRef, sharedUrl } from "./share-ref";

describe("a shared link's ref", () => {
  it("is added to the link, replacing any other, and keeps the rest", () => {
    expect(sharedUrl("https://rgvhomes.example/en/property/X1/casa", "share-whatsapp")).toBe("https://rgvhomes.example/en/property/X1/casa?ref=share-whatsapp");
    expect(sharedUrl("/en/blog/a?ref=other&x=1#top", "share")).toBe("/en/blog/a?ref=share&x=1#top");
  });

  it("tells the share buttons' refs from others", () => {
    expect(isShareRef("share-email")).toBe(true);
    expect(isShareRef("flyer")).toBe(false);
    expect(isShareRef(undefined)).toBe(false);
  });
});
