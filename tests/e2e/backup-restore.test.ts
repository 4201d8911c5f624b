import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, user } from "~/db/schema";
import { blankValues, parseListingForm } from "~/features/agent-listings/listing-form";
import { changeStatus, createListing, ownListing } from "~/features/agent-listings/listings.server";
import { addPhoto } from "~/features/agent-listings/photos.server";
import { createReview } from "~/features/agent-profile/reviews.server";
import { agentProfilePath, newArticlePath } from "~/lib/agent-routes";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix } from "~/lib/routes";
import { connect } from "~/server/db/connect.server";
import { localStorage } from "~/server/storage/local.server";
import { createUser, goodPassword } from "./accounts-helpers";
import { agentSession, createAgent, type ServerWithMail, startServerWithMail } from "../support/leads";
import { phonePhoto } from "../support/photos";
import { repoRoot, type RunningServer, startServer } from "../support/server";

// The site an agent has after a while (a lead with a photo, her listing with photos, an article with its
// photo, a review, her headshot, a visitor with favorites), backed up with `npm run backup` while it runs,
// restored with `npm run restore` into an empty folder, and served from there: the same site (ADR 0019).
const AGENT = "backup-agent@example.com";
const VISITOR = "backup-visitor@example.com";
const STREET = "2719 Nightjar Ave";
const REVIEW = "She found us a casita near the river in two weeks.";
const ARTICLE = "Backups and the Valley market";
const BACKUP_KEY = "the-agent-keeps-this-in-her-password-manager";

let site: ServerWithMail;
let restored: RunningServer;
let agentCookie = "";
let visitorCookie = "";
let listingKey = "";
let propertyUrl = "";
const mediaKeys: string[] = [];
let leadId = "";
let backupOutput = "";
let restoreOutput = "";

/** `npm run <script>` as the operator types it, with the site's DATA_DIR and BACKUP_KEY: its output, or its failure with its output. */
function npmRun(script: "backup" | "restore", args: string[], dataDir: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, BACKUP_KEY } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${script} failed: ${stderr}${stdout}`)) : resolve(stdout),
    ),
  );
}

const get = (server: { url: string }, pathname: string, cookie?: string) => fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const page = async (server: { url: string }, pathname: string, cookie?: string) => (await get(server, pathname, cookie)).text();

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-backup-site-"));
  const token = await createAgent(dataDir, AGENT);
  // Her listing with two photos, a review and a staging lead with its photo, through the app's own functions before the server opens the database.
  const handle = await connect({ dataDir, migrationsFolder: path.join(repoRoot, "drizzle") });
  try {
    const [agent] = await handle.db.select().from(user).where(eq(user.email, AGENT));
    const actor = { id: agent!.id, name: "Marisa Villarreal" };
    const form = parseListingForm({ ...blankValues("mcallen"), zip: "78504", address: STREET, price: "315000", bedrooms: "3", fullBaths: "2", halfBaths: "1" });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    listingKey = await createListing(handle.db, form.value, actor, { agentName: actor.name, brokerage: "Valle Grande Realty" });
    const storage = localStorage(path.join(dataDir, "storage"));
    for (let photo = 0; photo < 2; photo += 1) {
      const added = await addPhoto(handle.db, storage, listingKey, await phonePhoto(), actor);
      if (!added?.ok) throw new Error(`photo not added: ${JSON.stringify(added)}`);
      mediaKeys.push(added.photo.mediaKey);
    }
    await changeStatus(handle.db, listingKey, { to: "Active" }, actor);
    propertyUrl = propertyPath("en", (await ownListing(handle.db, listingKey))!);
    await createReview(handle.db, { name: "Lupe and Ray Ochoa", city: "Mission", text: REVIEW, reviewDate: "2026-03-14", lang: "en", published: true });
    await storage.put("leads/backup-e2e/1.jpg", await phonePhoto(), "image/jpeg");
    const [lead] = await handle.db
      .insert(leads)
      .values({ type: "staging", name: "Rosa Staging", email: "rosa@example.com", lang: "en", consent: true, sourcePath: "/en/staging", idempotencyKey: "backup-e2e", photos: ["leads/backup-e2e/1.jpg"] })
      .returning({ id: leads.id });
    leadId = lead!.id;
  } finally {
    await handle.close();
  }
  site = await startServerWithMail({ SEED_COUNT: "0", BACKUP_KEY }, dataDir);
  agentCookie = await agentSession(site.url, token, AGENT);
  const post = (pathname: string, body: FormData) => fetch(`${site.url}${pathname}`, { method: "POST", body, redirect: "manual", headers: { Cookie: agentCookie, Origin: site.url } });

  // Her headshot and an article with its photo, through the agent area's forms.
  const profile = new FormData();
  const fields = { mailLang: "en", agentName: "Marisa Villarreal", titleEn: "REALTOR®", titleEs: "Agente", bioEn: "Homes across the Valley.", bioEs: "Casas en todo el Valle.", phone: "(956) 555-0142", whatsapp: "", email: "marisa@example.com", officeStreet: "100 S Main St", officeCity: "McAllen", officeZip: "78501", brokerage: "Valle Grande Realty", brokerName: "Roberto Salinas", agentLicense: "0700142", brokerLicense: "9012345", yearsExperience: "15", facebook: "", instagram: "", linkedin: "" };
  for (const [name, value] of Object.entries(fields)) profile.append(name, value);
  profile.append("areas", "mcallen");
  profile.append("languages", "en");
  profile.append("photo", new Blob([await phonePhoto()], { type: "image/jpeg" }), "me.jpg");
  expect((await post(agentProfilePath.en, profile)).status).toBe(303);
  const article = new FormData();
  const summary = "What a nightly copy of the site keeps safe, and how the Valley's market moved while it did, for buyers and sellers.";
  for (const [name, value] of Object.entries({ intent: "save", title: ARTICLE, slug: "", summary, body: "## Prices\n\nSteady.", coverAlt: "Palm-lined street in McAllen at dusk", tags: "market", category: "", status: "published", publishDay: "", publishTime: "", twin: "" })) article.append(name, value);
  article.append("coverFile", new Blob([await phonePhoto()], { type: "image/jpeg" }), "cover.jpg");
  expect((await post(`${newArticlePath.en}?lang=en`, article)).status).toBe(303);

  // A visitor signs up and keeps the listing.
  visitorCookie = await createUser(site.url, site.smtp, VISITOR);
  const favorite = await fetch(`${site.url}/api/favorites`, { method: "POST", body: new URLSearchParams({ intent: "add", listingKey }), redirect: "manual", headers: { Cookie: visitorCookie, Origin: site.url } });
  expect(favorite.status).toBeLessThan(400);

  // The backup, taken by the running server (it holds the embedded database) at the command's request.
  backupOutput = await npmRun("backup", [], dataDir);
  const archive = backupOutput.trim().split("\n").at(-1) ?? "";
  const target = mkdtempSync(path.join(tmpdir(), "rgv-backup-restored-"));
  restoreOutput = await npmRun("restore", [archive], target);
  restored = await startServer({ DATA_DIR: target, SEED_COUNT: "0", BACKUP_KEY, BACKUP_TIME: "03:00" });
}, 180_000);

afterAll(async () => {
  await Promise.all([site?.stop(), restored?.stop()]);
});

describe("a backup restored into an empty place", () => {
  it("was written into DATA_DIR/backups, encrypted, and its restore said what it put back", () => {
    const archive = backupOutput.trim().split("\n").at(-1) ?? "";
    expect(path.dirname(archive)).toBe(path.join(site.dataDir, "backups"));
    expect(readdirSync(path.dirname(archive))).toEqual([path.basename(archive)]);
    expect(backupOutput).toContain("Encrypted with BACKUP_KEY.");
    expect(backupOutput).toContain("Secrets: auth-secret, vapid-keys.json");
    expect(restoreOutput).toMatch(/Database: 1 leads, 1 listings, 2 photos, \d+ articles, 1 reviews, 2 accounts, 1 favorites;/);
    expect(restoreOutput).toMatch(/Stored objects: 5\./);
    expect(restoreOutput).not.toContain("Note:");
  });

  it("keeps everyone signed in, and the agent finds her lead with its photo and the time of the backup", async () => {
    const inbox = await page(restored, agentPrefix.en, agentCookie);
    expect(inbox).toContain("Rosa Staging");
    expect(inbox).toMatch(/Your site was last backed up (today|yesterday) at \d{1,2}:\d{2} [AP]M\./);
    const photo = await get(restored, `${agentPrefix.en}/leads/${leadId}/photos/1`, agentCookie);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const health = (await (await get(restored, "/healthz")).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", backup: "ok" });
    expect(restoreOutput).toContain(`Restored the backup of ${String(health.backupLastSuccessAt)}.`);
  });

  it("shows her listing and its photos, the article and its photo, the review and her headshot", async () => {
    const property = await page(restored, propertyUrl);
    expect(property).toContain(STREET);
    expect(property).toContain(`/photos/${mediaKeys[0]}/`);
    // Made anew from the restored originals: the variants are not in the archive.
    for (const mediaKey of mediaKeys) expect((await get(restored, `/photos/${mediaKey}/w640.jpg`)).headers.get("content-type")).toBe("image/jpeg");

    const blog = await page(restored, "/en/blog");
    const articlePath = new RegExp(`href="(/en/blog/[^"]+)"[^>]*>${ARTICLE}`).exec(blog)?.[1];
    const articlePage = await page(restored, articlePath ?? "/en/blog/missing");
    expect(articlePage).toContain(ARTICLE);
    const cover = /\/images\/articles\/[0-9a-f]{16}\/w\d+\.(?:avif|webp|jpg)/.exec(articlePage)?.[0];
    expect((await get(restored, cover ?? "/images/articles/missing/w640.jpg")).status).toBe(200);

    const about = await page(restored, "/en/about");
    expect(about).toContain(REVIEW);
    const headshot = /\/images\/agent\/[0-9a-f]{16}\/w480\.jpg/.exec(about)?.[0];
    expect((await get(restored, headshot ?? "/images/agent/missing/w480.jpg")).status).toBe(200);
  });

  it("lets the visitor sign in with her password and find her favorite", async () => {
    const signIn = await fetch(`${restored.url}/api/auth/sign-in/email`, { method: "POST", headers: { "Content-Type": "application/json", Origin: restored.url }, body: JSON.stringify({ email: VISITOR, password: goodPassword }) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((value) => value.includes("session_token="))?.split(";")[0] ?? "";
    expect(await page(restored, "/en/wishlist", cookie)).toContain(STREET);
  });
});
