import { describe, expect, it } from "vitest";
import { parseReview, reviewLimits, reviewValues } from "./review-form";

const today = "2026-11-26";
const valid = { name: "Ana G.", city: "Mission", text: "Nos ayudó a encontrar casa en dos semanas.", reviewDate: "2026-10-02", lang: "es", published: "on" };

describe("parseReview", () => {
  it("takes a review as the form sends it, trimmed, the checkbox as a flag", () => {
    expect(parseReview({ ...valid, name: "  Ana G. " }, today)).toEqual({ ok: true, value: { ...valid, published: true } });
    const hidden = parseReview({ ...valid, published: undefined }, today);
    expect(hidden.ok && hidden.value.published).toBe(false);
  });

  it("names each field's problem with a code the form translates", () => {
    expect(parseReview({}, today)).toEqual({ ok: false, errors: { name: "required", city: "required", text: "required", reviewDate: "required", lang: "choice" } });
    const parsed = parseReview({ ...valid, name: "x".repeat(reviewLimits.name + 1), text: "<script>alert(1)</script>", lang: "fr" }, today);
    expect(parsed).toEqual({ ok: false, errors: { name: "tooLong", text: "markup", lang: "choice" } });
  });

  it("refuses a day that does not exist, one in the future and one before 1970, without throwing", () => {
    for (const reviewDate of ["2026-02-30", "2026-13-01", "2026-11-27", "1969-12-31", "26-11-2026", "tomorrow"]) {
      expect(parseReview({ ...valid, reviewDate }, today), reviewDate).toEqual({ ok: false, errors: { reviewDate: "date" } });
    }
    expect(parseReview({ ...valid, reviewDate: today }, today).ok).toBe(true);
  });

  it("reads only the review's fields from a submitted form", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, intent: "save", id: "7" })) form.append(name, value);
    form.append("__proto__", "x");
    form.append("city", "a second city");
    expect(reviewValues(form)).toEqual(valid);
    form.delete("published");
    expect(reviewValues(form).published).toBe("");
  });
});
