import { describe, expect, it, vi } from "vitest";
import { listingFloodZones, listings } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { forgetEnv } from "~/server/env.server";
import { makeListing } from "~/server/seed/factory";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/listings";
import { loader } from "./listings";

appDatabaseForFile("agent-listings-flood", { FLOOD_ZONE_URL: "http://127.0.0.1:9/query", SEED_COUNT: "0" });

const load = (path: string) => {
  const url = new URL(`http://localhost${path}`);
  return loader({ request: new Request(url), url, params: {}, context: {} } as unknown as Route.LoaderArgs);
};

describe("the flood zones on the agent's listings page", () => {
  it("says how many listings with a pin have their zone and how many FEMA didn't answer for, only while FEMA is asked", async () => {
    await getDb()
      .insert(listings)
      .values(["PANEL1", "PANEL2", "PANEL3"].map((listingKey, index) => makeListing({ listingKey, latitude: 26.2 + index / 100, longitude: -98.2 }).listing));
    await getDb().insert(listingFloodZones).values([
      { listingKey: "PANEL1", latitude: 26.2, longitude: -98.2, zone: "AE", highRisk: true, checkedAt: new Date() },
      { listingKey: "PANEL2", latitude: 26.21, longitude: -98.2, failures: 2, retryAt: new Date() },
    ]);
    expect((await load("/en/agent/listings")).floodZones).toEqual({
      title: "FEMA flood zones",
      known: "1 of 3 listings with a map pin has its flood zone.",
      failing: "FEMA didn’t answer for 1 listing; the site will ask again later on its own.",
    });
    vi.stubEnv("FLOOD_ZONE_URL", "off");
    forgetEnv();
    expect((await load("/en/agent/listings")).floodZones).toBeNull();
  });
});
