// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/lib/routes";
import type { BackupLine } from "~/server/backup/types";
import { BackupStatus } from "./backup-status";

afterEach(cleanup);

async function line(lang: Lang, backup: BackupLine): Promise<HTMLElement> {
  const Stub = createRoutesStub([{ path: `/${lang}/agent`, Component: () => <BackupStatus backup={backup} /> }]);
  render(<Stub initialEntries={[`/${lang}/agent`]} />);
  return screen.findByTestId("backup-status");
}

// 3:00 in the Valley on May 2, 2026 (daylight time).
const nightly = "2026-05-02T08:00:00.000Z";

describe("the inbox's line about backups", () => {
  it.each([
    ["en", "today", "Your site was last backed up today at 3:00 AM."],
    ["es", "today", "Hoy a las 3:00 a.m. se hizo la última copia de seguridad de tu sitio."],
    ["en", "yesterday", "Your site was last backed up yesterday at 3:00 AM."],
    ["es", "earlier", "El 2 de mayo de 2026 a las 3:00 a.m. se hizo la última copia de seguridad de tu sitio."],
  ] as const)("says when the site was last backed up (%s, %s)", async (lang, day, text) => {
    const shown = await line(lang, { lastSuccessAt: nightly, stale: false, day });
    expect(shown.textContent).toBe(text);
    expect(shown.dataset.state).toBe("ok");
  });

  it.each([
    ["en", /^Your site has not been backed up since May 2, 2026 at 3:00 AM\. Ask whoever runs the site/],
    ["es", /^Desde el 2 de mayo de 2026 a las 3:00 a\.m\. tu sitio no tiene copia de seguridad\. Pide hoy/],
  ] as const)("warns plainly when the last backup is old (%s)", async (lang, text) => {
    const shown = await line(lang, { lastSuccessAt: nightly, stale: true, day: "earlier" });
    expect(shown.textContent).toMatch(text);
    expect(shown.dataset.state).toBe("stale");
  });

  it.each([
    ["en", /^Your site has never been backed up\./],
    ["es", /^Tu sitio nunca ha tenido una copia de seguridad\./],
  ] as const)("warns when there has never been one (%s)", async (lang, text) => {
    const shown = await line(lang, { lastSuccessAt: null, stale: true, day: "earlier" });
    expect(shown.textContent).toMatch(text);
    expect(shown.dataset.state).toBe("never");
  });
});
