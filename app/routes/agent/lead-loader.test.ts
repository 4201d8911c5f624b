import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, listings } from "~/db/schema";
import { agentEn } from "~/i18n/agent.en";
import { uiEs } from "~/i18n/ui.es";
import { makeListing } from "~/server/seed/factory";
import { getDb } from "~/server/db.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/lead";
import { loader } from "./lead";

appDatabaseForFile("agent-lead-loader");

let sequence = 0;

async function leadFrom(sourcePath: string, listingKey: string | null): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "question", name: "Visitante", email: `loader-${sequence}@example.com`, lang: "es", consent: true, message: "¿Sigue disponible?", sourcePath, listingKey, idempotencyKey: `loader-${sequence}` })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

function load(id: string, agentArea: "/en/agent" | "/es/agente") {
  const url = new URL(`http://localhost${agentArea}/leads/${id}`);
  return loader({ request: new Request(url), url, params: { id }, context: {} } as unknown as Route.LoaderArgs);
}

describe("the lead detail's loader", () => {
  it("names the listing and the page the lead came from by address and name, never by key or path, and prints no street the MLS withholds", async () => {
    const { listing } = makeListing({ listingKey: "MLSHIDDEN", unparsedAddress: "4417 Quetzal Ln", internetAddressDisplayYN: false, city: "Edinburg", postalCode: "78539" });
    await getDb().insert(listings).values(listing);
    const id = await leadFrom("/en/property/MLSHIDDEN/edinburg-tx-78539", "MLSHIDDEN");
    const { places } = await load(id, "/es/agente");
    const address = `${uiEs.listings.card.addressWithheld}, Edinburg, TX 78539`;
    expect(places).toEqual({
      listing: { text: address, href: "/es/propiedad/MLSHIDDEN/edinburg-tx-78539" },
      source: { text: `${address} (inglés)`, href: "/en/property/MLSHIDDEN/edinburg-tx-78539" },
    });
    expect(JSON.stringify(places)).not.toMatch(/quetzal/i);
  });

  it("says where the lead came from, naming the listing page the visit landed on by its address", async () => {
    const { listing } = makeListing({ listingKey: "MLSLANDED", unparsedAddress: "210 Ebony Ave", city: "McAllen", postalCode: "78501" });
    await getDb().insert(listings).values(listing);
    const first = { source: "facebook", medium: "ads", campaign: "casitas", landing: "/en/property/MLSLANDED/210-ebony-ave", at: "2026-07-01T12:00:00.000Z" };
    const id = await leadFrom("/es/visitas-privadas", null);
    await getDb().update(leads).set({ attribution: { first, latest: first, form: "showing-page" }, source: "facebook" }).where(eq(leads.id, id));
    const { origin } = await load(id, "/en/agent");
    expect(origin).toEqual({ path: "Facebook ad “casitas” → 210 Ebony Ave, McAllen, TX 78501 → Private showings → Property question", latest: null });
    expect((await load(await leadFrom("/es/visitas-privadas", null), "/en/agent")).origin).toBeNull();
  });

  it("says a listing is gone in words", async () => {
    const id = await leadFrom("/es/visitas-privadas", "DELETED01");
    const { places } = await load(id, "/en/agent");
    expect(places).toEqual({ listing: { text: agentEn.lead.goneListing, href: null }, source: { text: "Private showings (Spanish)", href: "/es/visitas-privadas" } });
  });
});
