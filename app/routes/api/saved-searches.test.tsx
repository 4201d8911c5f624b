// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { savedSearches, user } from "~/db/schema";
import { accountTexts, fmt } from "~/i18n";
import { createSavedSearch, MAX_SAVED_SEARCHES } from "~/features/saved-searches/saved-searches.server";
import { searchName } from "~/features/saved-searches/search-name";
import { parseSearchQuery } from "~/features/search/search-parse";
import { pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { flashOf, renderRoutes, submitWith, typeInto } from "../../../tests/support/route-stub";
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
  // ScriptedField writes "script" from an effect: a submit before it runs would be the no-JS post.
  await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="via"]')?.value).toBe("script"));
  return { ...rendered, form, save: form.querySelector<HTMLButtonElement>("button[type=submit]")! };
}

describe.each(["en", "es"] as const)("saving a search from the search page (%s)", (lang) => {
  const t = accountTexts[lang].savedSearch;

  it("refuses a search past the limit with the reason beside the button", async () => {
    const { id, email, cookie } = await signedInCookie();
    for (let index = 0; index < MAX_SAVED_SEARCHES; index++) {
      await createSavedSearch(getDb(), { userId: id, name: `Search ${index}`, query: `page=${index + 1}`, lang, frequency: "off" });
    }
    const { save } = await saveSearchForm(lang, cookie);
    submitWith(save);
    expect((await screen.findByRole("alert")).textContent).toBe(fmt(t.limit, { max: MAX_SAVED_SEARCHES }));
    expect(await savedBy(email)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("saves the search in one tap under the name describing it, with the notice, then renames it in place (issue 44, item 6)", async () => {
    const { email, cookie } = await signedInCookie();
    const { save, answers } = await saveSearchForm(lang, cookie);
    submitWith(save);
    await waitFor(() => expect(flashOf(answers)).toBe("search-saved"));
    const named = searchName(parseSearchQuery(new URLSearchParams("city=mcallen&beds=3")), lang);
    expect((await screen.findByRole("status")).textContent).toContain(named);
    expect(await savedBy(email)).toEqual([{ name: named, query: "city=mcallen&beds=3", lang }]);
    const rename = (await screen.findByTestId("save-search-rename")) as HTMLFormElement;
    typeInto("name", `McAllen, 3 beds (${lang})`, rename);
    submitWith(rename.querySelector<HTMLButtonElement>("button[type=submit]")!);
    await waitFor(async () => expect(await savedBy(email)).toEqual([{ name: `McAllen, 3 beds (${lang})`, query: "city=mcallen&beds=3", lang }]));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain(`McAllen, 3 beds (${lang})`));
  });
});
