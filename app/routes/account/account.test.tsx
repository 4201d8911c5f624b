// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { authTexts } from "~/i18n";
import { pagePath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, fieldWithError, flashOf, renderRoutes, sendWithoutScript, typeInto } from "../../../tests/support/route-stub";
import * as account from "./account";

appDatabaseForFile("account-route");
afterEach(cleanup);

const accountRoute = (lang: "en" | "es") => [{ path: pagePath("account", lang).slice(1), module: account }];

describe.each(["en", "es"] as const)("the account page (%s)", (lang) => {
  const t = authTexts[lang].account;

  it("signs in without script: a wrong password is refused with the e-mail kept, the right one signs in and goes back", async () => {
    const { email } = await signedInCookie();
    const { answers } = renderRoutes(accountRoute(lang), pagePath("account", lang));
    const form = (await screen.findByTestId("auth-form")) as HTMLFormElement;
    typeInto("email", email, form);
    typeInto("password", "not-the-password-at-all", form);
    sendWithoutScript(form);
    await waitFor(() => expect(screen.getByTestId("auth-error").textContent).toBe(authTexts[lang].errors.invalidCredentials));
    expect(field("email", form).value).toBe(email);

    typeInto("password", "valley-visitor-password-2031", form);
    sendWithoutScript(form);
    await waitFor(() => expect(flashOf(answers)).toBe("signed-in"));
    const signedIn = answers.find((answer) => answer.headers.get("Location"));
    expect(signedIn?.headers.get("Location")).toBe(pagePath("account", lang));
    expect(signedIn?.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(true);
  });

  it("keeps a signed-in account whose deletion wasn't ticked, saying so beside the box, and saves its preferences", async () => {
    const { email, cookie } = await signedInCookie();
    const { answers } = renderRoutes(accountRoute(lang), pagePath("account", lang), { cookie });
    const remove = (await screen.findByTestId("delete-account")) as HTMLFormElement;
    sendWithoutScript(remove);
    expect(await fieldWithError("confirm", t.confirmRequired, remove)).toMatchObject({ invalid: true });
    expect(await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(1);

    const preferences = screen.getByTestId("preferences-form") as HTMLFormElement;
    typeInto("lang", lang, preferences);
    typeInto("theme", "dark", preferences);
    typeInto("alertFrequency", "off", preferences);
    sendWithoutScript(preferences);
    await waitFor(() => expect(flashOf(answers)).toBe("preferences-saved"));
    expect(answers.at(-1)?.headers.get("Location")).toBe(pagePath("account", lang));
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ theme: "dark", alertFrequency: "off", lang });
  });
});
