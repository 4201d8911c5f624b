import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { leads, user } from "~/db/schema";
import { grantAgent } from "~/features/agent/grant-agent.server";
import { editorPath } from "~/features/agent-listings/paths";
import { parseListingForm, valuesOf, blankValues } from "~/features/agent-listings/listing-form";
import { changeStatus, createListing, ownListing } from "~/features/agent-listings/listings.server";
import { createSavedSearch } from "~/features/saved-searches/saved-searches.server";
import { agentPagesPath, agentProfilePath, newArticlePath } from "~/lib/agent-routes";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix, pages } from "~/lib/routes";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { agentSession, contactBody, FILL_TIME_MS, formToken, postForm } from "../support/leads";
import { localDoubles } from "../support/local-doubles";
import { phonePhoto } from "../support/photos";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type ResoServer, startResoServer } from "../support/reso-server";
import { type S3Double, startS3Double } from "../support/s3-double";
import { freePort, repoRoot, type RunningServer, startServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

// Two instances on one PostgreSQL and one bucket (a local S3 double), as docs/DEPLOY.md's fleet runs them:
// what the agent saves on one shows on the other within 2 s, kept pages included; mail, leads and the
// background jobs happen once for the fleet, not once per instance.
let cluster: PostgresCluster;
let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let reso: ResoServer;
let s3: S3Double;
let a: RunningServer;
let b: RunningServer;
let agentCookie = "";
let listingKey = "";
let leadsPostedAt = 0;

const AGENT_EMAIL = "fleet-agent@example.com";
const PROFILE_EMAIL = "marisa.fleet@example.com";
const VISITOR_EMAIL = "fleet-visitor@example.com";
const STREET = "4821 Quetzal Ln";
const RESO_TOKEN = "fleet-token";
const within = { timeout: 2_000, interval: 100 };

async function body(server: RunningServer, pathname: string): Promise<string> {
  const response = await fetch(`${server.url}${pathname}`);
  return response.ok ? response.text() : `${response.status}`;
}

/** A post of the agent's, as her browser sends it to `server`: the redirect it answers. */
async function agentPost(server: RunningServer, pathname: string, form: FormData | URLSearchParams): Promise<Response> {
  return fetch(`${server.url}${pathname}`, { method: "POST", body: form, redirect: "manual", headers: { Cookie: agentCookie, Origin: server.url } });
}

beforeAll(async () => {
  [cluster, smtp, reso, s3] = await Promise.all([startPostgresCluster(), startSmtpServer(), startResoServer({ token: RESO_TOKEN }), startS3Double()]);
  reso.load(2);
  // Migrated here, before either instance starts: the agent, her listing, a visitor's saved search of it and a lead for the digest.
  handle = await connect({ databaseUrl: cluster.url, migrationsFolder: path.join(repoRoot, "drizzle") });
  const grant = await handle.exclusive((db) => grantAgent(db, AGENT_EMAIL, "http://localhost"));
  const [agent] = await handle.db.select().from(user).where(eq(user.email, AGENT_EMAIL));
  const form = parseListingForm({ ...blankValues("mcallen"), zip: "78504", address: STREET, price: "289,000", bedrooms: "3", fullBaths: "2", halfBaths: "1", livingArea: "1850" });
  if (!form.ok) throw new Error(JSON.stringify(form.errors));
  const actor = { id: agent!.id, name: "Marisa Villarreal" };
  listingKey = await createListing(handle.db, form.value, actor, { agentName: actor.name, brokerage: "Valle Grande Realty" });
  await changeStatus(handle.db, listingKey, { to: "Active" }, actor);
  await handle.db.insert(user).values({ id: "fleet-visitor", name: "Visitor", email: VISITOR_EMAIL, emailVerified: true });
  await createSavedSearch(handle.db, { userId: "fleet-visitor", name: "Quetzal", query: "q=quetzal", lang: "en", frequency: "instant" });
  await handle.db.insert(leads).values({ type: "contact", name: "Waiting Wanda", email: "wanda@example.com", lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: "fleet-digest" });

  const [portA, portB] = [await freePort(), await freePort()];
  const vapid = webpush.generateVAPIDKeys();
  const shared = {
    ...localDoubles,
    DATABASE_URL: cluster.url,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: "rgv-fleet",
    S3_ACCESS_KEY_ID: "fleet",
    S3_SECRET_ACCESS_KEY: "fleet-secret",
    PUBLIC_URL: `http://localhost:${portA}`,
    SEED_COUNT: "0",
    // The same secrets on every instance (docs/DEPLOY.md): each has a data folder of its own.
    BETTER_AUTH_SECRET: "fleet-test-secret-of-at-least-32-characters",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SMTP_URL: smtp.url,
    RESO_URL: reso.url,
    RESO_TOKEN,
    DIGEST_TIME: "00:00",
    E2E_JOB_SECONDS: "1",
    // A new site is due its first backup: each instance looks ten seconds after it starts.
    BACKUP_TIME: "03:00",
    BACKUP_S3_PREFIX: "backups/",
  };
  // One after the other, as a fleet's instances come up: each one's timers run from its own start.
  a = await startServer({ ...shared, PORT: String(portA), DATA_DIR: mkdtempSync(path.join(tmpdir(), "rgv-fleet-a-")) });
  b = await startServer({ ...shared, PORT: String(portB), DATA_DIR: mkdtempSync(path.join(tmpdir(), "rgv-fleet-b-")) });
  agentCookie = await agentSession(a.url, /[?&]token=([0-9a-f]+)/.exec(grant.link)?.[1] ?? "", AGENT_EMAIL);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.close();
  await Promise.all([smtp?.stop(), reso?.close(), s3?.stop()]);
  await cluster?.stop();
});

describe("two instances on one database and one storage", () => {
  it("shows on B, within 2 s and on pages B had kept, a profile, a price, an article and a page text saved on A", async () => {
    const listing = await ownListing(handle.db, listingKey);
    const watched = { about: "/en/about", property: propertyPath("en", listing!), search: `${pages.search.en}?q=quetzal`, blog: "/en/blog", city: pages.mcallen.en };
    // Each page twice on B: rendered, then answered from B's page cache.
    for (const pathname of Object.values(watched)) {
      expect(await body(b, pathname)).not.toMatch(/^\d{3}$/);
      await body(b, pathname);
    }

    /** The agent's save on A (a 303), then B's page showing it within 2 s. */
    const savedThenShown = async (save: Promise<Response>, shown: () => Promise<boolean>) => {
      expect((await save).status).toBe(303);
      await expect.poll(shown, within).toBe(true);
    };

    const profile = new FormData();
    const fields = { mailLang: "en", agentName: "Marisa Fleet Garza", titleEn: "REALTOR®", titleEs: "Agente", bioEn: "Homes across the Valley.", bioEs: "Casas en todo el Valle.", phone: "(956) 555-0199", whatsapp: "", email: PROFILE_EMAIL, officeStreet: "100 S Main St", officeCity: "McAllen", officeZip: "78501", brokerage: "Valle Grande Realty", brokerName: "Roberto Salinas", agentLicense: "0700142", brokerLicense: "9012345", yearsExperience: "15", facebook: "", instagram: "", linkedin: "" };
    for (const [name, value] of Object.entries(fields)) profile.append(name, value);
    for (const area of ["mcallen", "edinburg"]) profile.append("areas", area);
    for (const lang of ["en", "es"]) profile.append("languages", lang);
    profile.append("photo", new Blob([await phonePhoto()], { type: "image/jpeg" }), "me.jpg");
    await savedThenShown(agentPost(a, agentProfilePath.en, profile), async () => (await body(b, watched.about)).includes("Marisa Fleet Garza"));

    const values = new URLSearchParams({ intent: "save" });
    for (const [name, value] of Object.entries({ ...valuesOf(listing!), price: "275000" })) {
      for (const item of Array.isArray(value) ? value : [value ?? ""]) values.append(name, item);
    }
    await savedThenShown(agentPost(a, editorPath("en", listingKey), values), async () => (await body(b, watched.property)).includes("$275,000") && (await body(b, watched.search)).includes("$275,000"));

    const article = new FormData();
    const summary = "What moved prices, inventory and days on market in the Valley this month, and what it means for buyers.";
    for (const [name, value] of Object.entries({ intent: "save", title: "Fleet market update", slug: "", summary, body: "## Prices\n\nSteady.", coverAlt: "Palm-lined street in McAllen at dusk", tags: "market", category: "", status: "published", publishDay: "", publishTime: "", twin: "" })) article.append(name, value);
    article.append("coverFile", new Blob([await phonePhoto()], { type: "image/jpeg" }), "cover.jpg");
    await savedThenShown(agentPost(a, `${newArticlePath.en}?lang=en`, article), async () => (await body(b, watched.blog)).includes("Fleet market update"));

    const description = "Homes for sale in McAllen with a local agent who knows every neighborhood, school zone and new build in the city and the Valley.";
    const text = new URLSearchParams({ intent: "save", revision: "0", h1: "McAllen, street by street", description, body: "Block by block." });
    await savedThenShown(agentPost(a, `${agentPagesPath.en}/mcallen/en`, text), async () => (await body(b, watched.city)).includes("McAllen, street by street"));
    // The headshot A stored in the bucket is served by B.
    const photo = /\/images\/agent\/[0-9a-f]{16}\/w480\.jpg/.exec(await body(b, watched.about))?.[0];
    expect(photo).toBeDefined();
    expect((await fetch(`${b.url}${photo}`)).status).toBe(200);
  });

  it("puts a lead posted to each instance in the inbox once, and mails it once", async () => {
    // Each form as the other instance rendered it: behind Caddy the page and its post may meet different instances.
    const tokens = await Promise.all([formToken(b.url, "/en/contact", "contact"), formToken(a.url, "/en/contact", "contact")]);
    await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
    const names = ["Fleet Lead Alpha", "Fleet Lead Bravo"];
    for (const [index, server] of [a, b].entries()) {
      const posted = await postForm(server.url, "/en/contact", contactBody(tokens[index]!, names[index]!, { email: `lead-${index}@example.com` }), `198.51.100.${index + 20}`);
      expect(posted.status).toBe(303);
    }
    leadsPostedAt = Date.now();
    const inbox = await (await fetch(`${b.url}${agentPrefix.en}`, { headers: { Cookie: agentCookie } })).text();
    for (const name of names) {
      expect(inbox).toContain(name);
      expect(await handle.db.$count(leads, eq(leads.name, name))).toBe(1);
      await smtp.waitFor((mail) => mail.raw.includes(name), 10_000);
    }
  });

  it("runs the digest, the saved-search alerts, the backup and the MLS pass once for the fleet", async () => {
    // The MLS pass: each instance's first turn comes 10 s after it started, B's after A's pass; B leaves it at that.
    const passes = () => [a, b].flatMap((server) => server.output().split("\n").filter((line) => line.includes('"msg":"mls sync pass"')));
    const skips = () => [a, b].flatMap((server) => server.output().split("\n").filter((line) => line.includes('"msg":"mls sync skipped')));
    await expect.poll(() => passes().length + skips().length, { timeout: 45_000 }).toBe(2);
    expect(passes()).toHaveLength(1);
    expect(reso.requests.filter((entry) => entry.path.endsWith("/$metadata"))).toHaveLength(1);

    // The backup: B looks when it leaves the MLS pass; a second backup would be written within a second or two.
    const backups = () => [a, b].flatMap((server) => server.output().split("\n").filter((line) => line.includes('"msg":"backup taken"')));
    await expect.poll(() => backups().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const bLooked = Date.parse((JSON.parse(skips()[0] ?? "{}") as { time?: string }).time ?? "");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, bLooked + 2_000 - Date.now())));
    expect(backups()).toHaveLength(1);
    expect([...s3.objects.keys()].filter((key) => key.startsWith("rgv-fleet/backups/"))).toHaveLength(1);

    // Each instance has looked for the digest and the alerts every second; each mail worker goes round the outbox every 5 s.
    await new Promise((resolve) => setTimeout(resolve, leadsPostedAt + 5_500 - Date.now()));
    const to = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
    expect(smtp.messages.filter((mail) => mail.raw.includes("Your leads this morning"))).toHaveLength(1);
    expect(to(VISITOR_EMAIL).filter((mail) => mail.raw.includes(STREET))).toHaveLength(1);
    const leadMails = to(PROFILE_EMAIL).filter((mail) => !mail.raw.includes("Your leads this morning"));
    for (const name of ["Fleet Lead Alpha", "Fleet Lead Bravo"]) expect(leadMails.filter((mail) => mail.raw.includes(name))).toHaveLength(1);
  }, 120_000);
});
