import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mlsSyncState } from "~/db/schema";
import { mlsEs } from "~/i18n/mls.es";
import { propertyEs } from "~/i18n/property.es";
import { type Lang, propertyPrefix } from "~/lib/routes";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { browserForFile, newContext, phone } from "../support/browser";
import { agentSession, createAgentWithCli, signedInContext } from "../support/leads";
import { localDoubles } from "../support/local-doubles";
import { seriousViolations } from "../support/page-quality";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { makeRecord } from "../support/reso-records";
import { type ResoServer, startResoServer } from "../support/reso-server";
import { repoRoot, type RunningServer, startServer } from "../support/server";
import { startTranslateDouble, type TranslateDouble } from "../support/translate-double";

// The production server syncing from the test RESO server, its remarks translated through a local
// LibreTranslate-compatible double (ADR 0125): the first pass is the server's own, soon after start;
// the later ones `npm run mls:sync` on the same database, as in mls-sync.test.ts.
const TOKEN = "e2e-feed-token";
const GLOSSARY = "Ranch style home with a covered patio, granite countertops and a half bath. Low HOA fees.";
const QUIET = "Quiet street near the university.";
const THIRD = "Corner lot with a pool.";

let cluster: PostgresCluster;
let handle: DatabaseHandle;
let reso: ResoServer;
let translator: TranslateDouble;
let site: RunningServer | undefined;
let dataDir: string;
const browser = browserForFile();
const key = (n: number) => makeRecord(n).record.ListingKey;

function env(): Record<string, string> {
  return { DATABASE_URL: cluster.url, DATA_DIR: dataDir, RESO_URL: reso.url, RESO_TOKEN: TOKEN, TRANSLATE_URL: translator.url, ...localDoubles };
}

async function cliPass(): Promise<string> {
  const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/mls-sync.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: site?.url ?? "http://localhost", ...env() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, output).toBe(0);
  return output;
}

const pagePath = (lang: Lang, n: number) => `${propertyPrefix[lang]}${encodeURIComponent(key(n))}/x`;
async function html(lang: Lang, n: number): Promise<string> {
  const response = await fetch(`${site?.url}${pagePath(lang, n)}`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  handle = await connect({ databaseUrl: cluster.url });
  reso = await startResoServer({ token: TOKEN });
  translator = await startTranslateDouble();
  dataDir = mkdtempSync(path.join(tmpdir(), "rgv-translate-e2e-"));
  for (const [n, remarks] of [[1, GLOSSARY], [2, QUIET], [3, THIRD]] as const) {
    const { record, media } = makeRecord(n, { photos: 1 });
    reso.put({ ...record, PublicRemarks: remarks }, media);
  }
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await translator?.stop();
  await reso?.close();
  await handle?.close();
  await cluster?.stop();
});

describe("MLS remarks machine-translated into Spanish", () => {
  it("shows a Spanish buyer on a phone the translated remarks, labelled, the glossary's words, and the original one tap away", async () => {
    const startedAt = Date.now();
    site = await startServer({ ...env(), RESO_SYNC_MINUTES: "1440", SEED_COUNT: "0" });
    await expect
      .poll(async () => (await handle.db.select().from(mlsSyncState))[0]?.lastRunFinishedAt?.getTime() ?? 0, { timeout: 60_000, interval: 250 })
      .toBeGreaterThan(startedAt);
    expect((await handle.db.select().from(mlsSyncState))[0]?.lastCounts?.translation).toMatchObject({ translated: 3, failed: 0, pending: 0 });

    const context = await newContext(browser(), site.url, phone);
    try {
      const view = await context.newPage();
      await view.goto(pagePath("es", 1));
      await expect.poll(() => view.getByTestId("remarks-language").innerText()).toBe(propertyEs.remarks.machine);
      const spanish = await view.getByTestId("remarks").innerText();
      for (const term of ["Casa estilo rancho", "terraza techada", "cubiertas de granito", "medio baño", "cuota de la asociación (HOA)"]) expect(spanish).toContain(term);
      const original = view.getByTestId("remarks-original");
      expect(await original.locator("[lang='en']").isVisible()).toBe(false);
      await original.getByText(propertyEs.remarks.readOriginal).click();
      await expect.poll(() => original.locator("[lang='en']").innerText()).toBe(GLOSSARY);
      expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(view)).toEqual([]);
    } finally {
      await context.close();
    }
    // The English is in the page's HTML for search engines, and the JSON-LD keeps it; the English page is unchanged.
    const body = await html("es", 1);
    expect(body).toMatch(/<div lang="en"[^>]*><p>Ranch style home/);
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1]).join("");
    expect(jsonLd).toContain("Ranch style home");
    expect(jsonLd).not.toContain("estilo rancho");
    const english = await html("en", 1);
    expect(english).not.toContain(propertyEs.remarks.machine);
    expect(english).not.toContain("estilo rancho");
  }, 120_000);

  it("translates a changed remark in the next pass, and an unchanged one not again", async () => {
    translator.texts.length = 0;
    reso.update(key(1), { PublicRemarks: "Ranch style home with a new roof." });
    const output = await cliPass();
    expect(output).toContain("Remarks into Spanish: 1 translated, 0 failed, 0 pending");
    expect(translator.texts).toHaveLength(1);
    expect(translator.texts[0]).toContain("new roof");
    expect(await html("es", 1)).toContain("Casa estilo rancho con una nueva techo.");
  }, 120_000);

  it("leaves the English labelled when the provider fails, finishes the pass, and tells the agent how many failed", async () => {
    translator.fail({ kind: "error", status: 500 }, Infinity);
    reso.update(key(2), { PublicRemarks: "Quiet street near the university, updated kitchen." });
    const output = await cliPass();
    expect(output).toContain("Remarks into Spanish: 0 translated, 1 failed, 0 pending");
    const body = await html("es", 2);
    expect(body).toContain(propertyEs.remarks.original);
    expect(body).toContain("Quiet street near the university, updated kitchen.");
    expect(body).not.toContain(propertyEs.remarks.machine);
    // The other listings keep their Spanish.
    expect(await html("es", 3)).toContain(propertyEs.remarks.machine);

    const email = "translate-agent@example.com";
    const cookie = await agentSession(site!.url, await createAgentWithCli(dataDir, email, { DATABASE_URL: cluster.url }), email);
    const context = await signedInContext(browser(), site!.url, cookie, phone);
    try {
      const view = await context.newPage();
      await view.goto("/es/agente/propiedades");
      const panel = view.getByTestId("mls-sync-status");
      const line = mlsEs.status.translation.replace("{translated}", "0").replace("{failed}", "1").replace("{pending}", "0");
      await expect.poll(() => panel.innerText()).toContain(line);
      expect(await panel.innerText()).toContain(mlsEs.status.translationFailed);
      expect(await seriousViolations(view)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
