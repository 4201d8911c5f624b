import { describe, expect, it } from "vitest";
import { viewerSizes } from "./fullscreen-viewer";

describe("viewerSizes", () => {
  it("is the screen's width, or the width the height leaves a picture of these proportions", () => {
    expect(viewerSizes(1920, 1280)).toBe("min(100vw, calc((100vh - 120px) * 1.5))");
    expect(viewerSizes(1080, 1920)).toBe("min(100vw, calc((100vh - 120px) * 0.563))");
  });
});
