import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { user } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { editorAction } from "./editor-actions.server";
import { blankValues } from "./listing-form";
import { changeStatus, ownListing } from "./listings.server";

const agent = { id: "agent-1", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };
const now = new Date("2026-11-25T17:00:00Z");
/** Days a date input can send that are no day (PostgreSQL refuses them with 22008, Date.parse rolls the first two into March). */
const impossibleDays = ["2023-02-29", "2024-02-30", "0000-01-01", "2026-04-31", "9999-12-31"];

function posted(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") form.set(name, value);
  return form;
}

describe.each(drivers)("the editor's dates on %s", (driver) => {
  let handle: DatabaseHandle;
  let key = "";
  const act = (fields: Record<string, string>) => editorAction(posted(fields), { db: handle.db, lang: "en", actor: agent, listedBy, listingKey: key, now });

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "agent@example.com", role: "agent" });
    const listing = { ...blankValues("mission"), zip: "78572", address: "1208 Cattleman Dr", price: "345000" };
    const created = (await editorAction(posted({ ...listing, intent: "draft" }), { db: handle.db, lang: "en", actor: agent, listedBy, now })) as Response;
    key = created.headers.get("Location")!.split("/").at(-1)!;
    await changeStatus(handle.db, key, { to: "Active" }, agent, now);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("refuses a close date that is no calendar day, or in the future, with the field's error, and the listing stays as it was", async () => {
    for (const closeDate of [...impossibleDays, "2026-11-26"]) {
      const answer = await act({ intent: "status", to: "Closed", closePrice: "340000", closeDate, confirm: "yes" });
      expect(answer, closeDate).toMatchObject({ init: { status: 422 }, data: { form: "status", errors: { closeDate: "date" } } });
    }
    expect((await ownListing(handle.db, key))?.standardStatus).toBe("Active");
    // Unconfirmed, a sale only asks for its confirmation (ADR 0420), whatever its fields.
    expect(await act({ intent: "status", to: "Closed", closePrice: "340000", closeDate: "2024-02-29" })).toMatchObject({ data: { form: "status", errors: {}, values: { to: "Closed" } } });
    expect((await ownListing(handle.db, key))?.standardStatus).toBe("Active");
    // A leap day is a day.
    const sold = (await act({ intent: "status", to: "Closed", closePrice: "340000", closeDate: "2024-02-29", confirm: "yes" })) as Response;
    expect(sold.status).toBe(303);
    expect((await ownListing(handle.db, key))?.closeDate).toBe("2024-02-29");
  });

  it("refuses an open house on a day that is no calendar day, past, or more than two years ahead, under the day", async () => {
    for (const day of [...impossibleDays, "2027-02-29", "2026-11-31", "2026-11-24", "2028-11-26"]) {
      const answer = await act({ intent: "openHouseAdd", day, start: "13:00", end: "16:00" });
      expect(answer, day).toMatchObject({ init: { status: 422 }, data: { form: "openHouse", errors: { day: "date" } } });
    }
    // Times that make no open house are the form's error, as before.
    expect(await act({ intent: "openHouseAdd", day: "2026-12-06", start: "16:00", end: "13:00" })).toMatchObject({ init: { status: 422 }, data: { form: "openHouse", errors: {}, formError: "invalid" } });
    expect(((await act({ intent: "openHouseAdd", day: "2028-02-29", start: "13:00", end: "16:00" })) as Response).status).toBe(303);
  });
});
