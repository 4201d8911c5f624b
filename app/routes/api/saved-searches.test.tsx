// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { savedSearches, user } from "~/db/schema";
import { accountTexts, fmt } from "~/i18n";
import { createSavedSearch, MAX_SAVED_SEARCHES } from "~/features/saved-searches/saved-searches.server";
import { pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, fieldWithError, flashOf, renderRoutes, submitWith, typeInto } from "../../../tests/support/route-stub";
import * as search from "../pages/search";
import * as savedSearchesRoute from "./saved-searches";

appDatabaseForFile("saved-searches-route");
afterEach(cleanup);

/** The saved searches of the account with this e-mail. */
async function savedBy(email: string) {
  return getDb().select({ name: savedSearches.name, query: savedSearches.query, lang: savedSearches.lang }).from(savedSearches).innerJoin(user, eq(user.id, savedSearches.userId)).where(eq(user.email, email));
}

/** The search page with its "Save this search" form, signed in, and the endpoint the form posts to. */
async function saveSearchForm(lang: "en" | "es", cookie: string) {
  const rendered = renderRoutes(
    [
      { path: pages.search[lang].slice(1), module: search },
      { path: "api/saved-searches", module: savedSearchesRoute },
    ],
    `${pages.search[lang]}?city=mcallen&beds=3`,
    { cookie },
  );
  const form = (await screen.findByTestId("save-search")) as HTMLFormElement;
  return { ...rendered, form, save: form.querySelector<HTMLButtonElement>("button[type=submit]")! };
}

describe.each(["en", "es"] as const)("saving a search from the search page (%s)", (lang) => {
  const t = accountTexts[lang].savedSearch;

  it("refuses a search past the limit with the reason beside the name, keeping what was typed", async () => {
    const { id, email, cookie } = await signedInCookie();
    for (let index = 0; index < MAX_SAVED_SEARCHES; index++) {
      await createSavedSearch(getDb(), { userId: id, name: `Search ${index}`, query: `page=${index + 1}`, lang, frequency: "off" });
    }
    const { form, save } = await saveSearchForm(lang, cookie);
    typeInto("name", `One more (${lang})`, form);
    submitWith(save);
    await fieldWithError("name", fmt(t.limit, { max: MAX_SAVED_SEARCHES }), form);
    expect(field("name", form).control.value).toBe(`One more (${lang})`);
    expect(await savedBy(email)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("saves the search with the name given, and comes back to it with the notice", async () => {
    const { email, cookie } = await signedInCookie();
    const { form, save, answers } = await saveSearchForm(lang, cookie);
    typeInto("name", `McAllen, 3 beds (${lang})`, form);
    submitWith(save);
    await waitFor(() => expect(flashOf(answers)).toBe("search-saved"));
    expect(answers.at(-1)?.headers.get("Location")).toBe(`${pages.search[lang]}?city=mcallen&beds=3`);
    expect(await savedBy(email)).toEqual([{ name: `McAllen, 3 beds (${lang})`, query: "city=mcallen&beds=3", lang }]);
  });
});
