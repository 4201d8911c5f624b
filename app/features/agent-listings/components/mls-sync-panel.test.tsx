// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SyncStatusView } from "~/features/mls/types";
import { MlsSyncPanel } from "./mls-sync-panel";

afterEach(cleanup);

// The lines arrive written by the server (status.server.ts, tested in status.test.ts); the panel lays them out.
const status: SyncStatusView = {
  title: "MLS sync",
  lines: ["Last successful sync: Nov 25, 2026, 10:30 AM", "0 new, 0 updated, 0 removed, 0 failed, 0 photos", "Listings in the feed: 812"],
  error: "The last run failed: ResoAuthError 401. The listings of the last good sync stay on the site.",
  stale: "The feed has not synced for over an hour, so listings on the site may be out of date.",
};

describe("the MLS sync panel", () => {
  it("lists the last sync and warns of the failure and of the stale feed", () => {
    render(<MlsSyncPanel status={status} />);
    expect(screen.getByRole("heading", { name: "MLS sync" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(status.lines);
    expect(screen.getByTestId("mls-sync-error").textContent).toContain("ResoAuthError 401");
    expect(screen.getByTestId("mls-sync-stale").textContent).toContain("over an hour");
  });

  it("shows no warning when the last sync went through recently", () => {
    render(<MlsSyncPanel status={{ ...status, error: null, stale: null }} />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Listings in the feed: 812")).toBeTruthy();
  });
});
