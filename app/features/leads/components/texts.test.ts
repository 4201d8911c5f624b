import { describe, expect, it } from "vitest";
import { leadsEn } from "~/i18n/leads.en";
import { leadsEs } from "~/i18n/leads.es";
import { checkPhotos, limits } from "../lead-forms";
import { photoErrorText } from "./texts";

const MB = 1024 * 1024;
const photo = (name: string, size: number) => ({ name, size, type: "image/jpeg" });

describe("the photos field's size errors", () => {
  it("name the photo that is too large, with its size rounded up, in the page's language", () => {
    const chosen = [photo("sala.jpg", 2 * MB), photo("recámara grande.jpg", limits.photoBytes + 1)];
    expect(checkPhotos(chosen)).toBe("photoTooLarge");
    expect(photoErrorText(leadsEn, "photoTooLarge", chosen, "en")).toBe(
      "“recámara grande.jpg” is 10.1 MB, and each photo must be 10 MB or smaller. Please choose a smaller copy of it.",
    );
    expect(photoErrorText(leadsEs, "photoTooLarge", [photo("patio.heic", 12.34 * MB)], "es")).toBe(
      "“patio.heic” pesa 12.4 MB y cada foto debe pesar 10 MB o menos. Elige una copia más ligera.",
    );
  });

  it("give the size of all of them when together they are too large", () => {
    const chosen = Array.from({ length: 5 }, (_, index) => photo(`${index}.jpg`, 9 * MB));
    expect(checkPhotos(chosen)).toBe("photosTooLarge");
    expect(photoErrorText(leadsEn, "photosTooLarge", chosen, "en")).toBe(
      "The photos you chose add up to 45 MB, and together they must be 40 MB or less. Please leave some out or choose smaller copies.",
    );
  });

  it("fall back to the plain message when the browser doesn't know the files (the server's answer to a form sent without script)", () => {
    expect(photoErrorText(leadsEn, "photoTooLarge", [], "en")).toBe("Each photo must be 10 MB or smaller.");
    expect(photoErrorText(leadsEs, "photoType", [photo("a.jpg", 1)], "es")).toBe(leadsEs.errors.photoType);
  });
});
