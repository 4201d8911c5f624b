// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { listReviews } from "~/features/agent-profile/reviews.server";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { type Lang } from "~/lib/routes";
import { agentReviewsPath, newReviewPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, fieldWithError, flashOf, renderRoutes, submitWith, typeInto } from "../../../tests/support/route-stub";
import * as reviewEdit from "./review-edit";
import * as reviews from "./reviews";

appDatabaseForFile("review-edit-route");
afterEach(cleanup);

/** The new-review page and the list it goes back to, in one language. */
function renderNewReview(lang: Lang) {
  return renderRoutes(
    [
      { path: newReviewPath[lang].slice(1), module: reviewEdit },
      { path: agentReviewsPath[lang].slice(1), module: reviews },
    ],
    newReviewPath[lang],
  );
}

describe.each(["en", "es"] as const)("the review editor (%s)", (lang) => {
  const t = agentProfileTexts[lang].admin;

  it("shows the server's error beside each refused field, keeping what was typed, and stores nothing", async () => {
    renderNewReview(lang);
    const save = await screen.findByRole("button", { name: t.create });
    typeInto("name", "   ");
    typeInto("city", "Pharr");
    typeInto("text", `<script>alert(1)</script> ${lang}`);
    typeInto("lang", lang);
    submitWith(save);
    const name = await fieldWithError("name", t.errors.required);
    expect(name.invalid).toBe(true);
    expect(field("text")).toMatchObject({ value: `<script>alert(1)</script> ${lang}`, invalid: true, error: t.errors.markup });
    expect(field("city")).toMatchObject({ value: "Pharr", invalid: false, error: null });
    expect(screen.getByTestId("review-error-summary").textContent).toContain(t.summary);
    expect((await listReviews(getDb(), { all: true })).filter((review) => review.city === "Pharr")).toEqual([]);
  });

  it("stores a valid review and goes back to the list, which shows it, with the notice", async () => {
    const { answers } = renderNewReview(lang);
    const save = await screen.findByRole("button", { name: t.create });
    typeInto("name", `Ana G. ${lang}`);
    typeInto("city", "McAllen");
    typeInto("text", "Found our home in two weeks.");
    typeInto("lang", lang);
    submitWith(save);
    await waitFor(() => expect(screen.getAllByTestId("agent-review").some((item) => item.textContent?.includes(`Ana G. ${lang}, McAllen`))).toBe(true));
    expect(answers.at(-1)?.headers.get("Location")).toBe(agentReviewsPath[lang]);
    expect(flashOf(answers)).toBe("review-added");
    const stored = (await listReviews(getDb(), { all: true })).find((review) => review.name === `Ana G. ${lang}`);
    expect(stored).toMatchObject({ city: "McAllen", text: "Found our home in two weeks.", lang, published: true });
  });
});
