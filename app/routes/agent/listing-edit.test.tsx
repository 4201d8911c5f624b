// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { listings } from "~/db/schema";
import { fmt } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import { type Lang } from "~/lib/routes";
import { agentListingsPrefix, newListingPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { agentInContext } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, fieldWithError, flashOf, renderRoutes, sendWithoutScript, typeInto } from "../../../tests/support/route-stub";
import * as listingEdit from "./listing-edit";

appDatabaseForFile("listing-edit-route");
afterEach(cleanup);

/** The new-listing page and the editor it goes on to, for a signed-in agent. */
async function newListing(lang: Lang) {
  const { context } = await agentInContext();
  const rendered = renderRoutes(
    [
      { path: newListingPath[lang].slice(1), module: listingEdit },
      { path: `${agentListingsPrefix[lang].slice(1)}/:key`, module: listingEdit },
    ],
    newListingPath[lang],
    { context },
  );
  const draft = await screen.findByRole("button", { name: listingEditorTexts[lang].editor.saveDraft });
  return { ...rendered, draft: draft as HTMLButtonElement, form: draft.closest("form") as HTMLFormElement };
}

describe.each(["en", "es"] as const)("the listing editor (%s)", (lang) => {
  const t = listingEditorTexts[lang].editor;

  it("answers a refused listing with each field's error and what was typed kept, and stores nothing", async () => {
    const { draft, form } = await newListing(lang);
    typeInto("address", `12 Refused St ${lang}`, form);
    typeInto("zip", "7857", form);
    typeInto("price", "300000", form);
    typeInto("mlsNumber", "no spaces allowed", form);
    typeInto("fullBaths", "2.5", form);
    typeInto("halfBaths", "21", form);
    sendWithoutScript(form, draft);
    expect(await fieldWithError("zip", t.errors.zip!, form)).toMatchObject({ value: "7857", invalid: true });
    expect(field("mlsNumber", form)).toMatchObject({ value: "no spaces allowed", invalid: true, error: t.errors.mlsNumber });
    // A half bath has a field of its own: 2.5 full baths is refused with where the half goes.
    expect(field("fullBaths", form)).toMatchObject({ value: "2.5", invalid: true, error: t.errors.wholeBaths });
    expect(field("halfBaths", form)).toMatchObject({ value: "21", invalid: true, error: t.errors.bathsRange });
    expect(field("address", form)).toMatchObject({ value: `12 Refused St ${lang}`, invalid: false, error: null });
    expect(field("price", form)).toMatchObject({ value: "300000", invalid: false });
    expect(await getDb().select().from(listings).where(eq(listings.unparsedAddress, `12 Refused St ${lang}`))).toEqual([]);
  });

  it("stores a valid draft and goes on to its editor with the notice", async () => {
    const { draft, form, answers } = await newListing(lang);
    typeInto("address", `12 Palm St ${lang}`, form);
    typeInto("zip", "78572", form);
    typeInto("price", "300000", form);
    typeInto("bedrooms", "3", form);
    typeInto("fullBaths", "2", form);
    typeInto("halfBaths", "1", form);
    sendWithoutScript(form, draft);
    await waitFor(() => expect(flashOf(answers)).toBe("listing-created"));
    const [row] = await getDb().select().from(listings).where(eq(listings.unparsedAddress, `12 Palm St ${lang}`));
    expect(row).toMatchObject({ postalCode: "78572", listPrice: 300000, bedroomsTotal: 3, bathroomsFull: 2, bathroomsHalf: 1, bathroomsTotalDecimal: 2.5, standardStatus: "Incomplete" });
    expect(answers.at(-1)?.headers.get("Location")).toBe(`${agentListingsPrefix[lang]}/${row?.listingKey}`);
    // The editor of the stored draft, filled from the database.
    await waitFor(() => expect(field("address").value).toBe(`12 Palm St ${lang}`));
    // The history names the signed-in agent's own change in words, never by its event's code.
    const created = fmt(listingEditorTexts[lang].audit.events.created, { who: listingEditorTexts[lang].audit.you });
    expect(screen.getByTestId("audit-list").textContent).toContain(created);
  });
});
