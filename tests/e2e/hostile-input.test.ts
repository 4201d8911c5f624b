import { mkdtempSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, langs, pageIds, pagePath, pages } from "../../app/lib/routes";
import { databaseValues, hostileQuery, hostileValues, inTurn } from "../support/hostile";
import { leadTypes } from "../../app/lib/leads";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { blankValues } from "../../app/features/agent-listings/listing-form";
import { profileFields } from "../../app/lib/agent-profile";
import { articleFields } from "../../app/features/articles/editor";
import { agentSession, createAgentWithCli, filledInToken, firstListing, type ServerWithMail, startServerWithMail } from "../support/leads";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";

/**
 * Bad input answers 4xx, never 5xx: every route family, form and API gets
 * hostile query strings, paths, bodies, content types and headers, on the
 * embedded database and on a PostgreSQL server, and the server is still
 * healthy afterwards.
 */

/** A lead id no lead has: the lead page's action reads the form before it finds the lead. */
const NO_LEAD = "00000000-0000-4000-8000-000000000000";

interface Probe {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
}

/**
 * A raw request: the path, headers and body go exactly as written (fetch would normalize or refuse
 * some). Each on a connection of its own, so that a dropped connection is the server's doing and not
 * a kept-alive socket closing as it was reused.
 */
function send(base: string, probe: Probe): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    // Keep-alive, as browsers ask: a server that answers before the whole body is in (413) then reads
    // and drops the rest; under Connection: close it would close on a client still sending.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let req: ReturnType<typeof httpRequest>;
    try {
      req = httpRequest({ host: hostname, port, method: probe.method, path: probe.path, headers: probe.headers, agent }, (res) => {
        res.resume();
        res.on("end", () => {
          agent.destroy();
          resolve(res.statusCode ?? 0);
        });
      });
    } catch {
      // A request Node itself refuses to send (a path with a space, say) never reaches the server.
      resolve(-1);
      return;
    }
    // A connection the server drops is an answer no visitor can read: counted as a failure (0).
    req.on("error", () => {
      agent.destroy();
      resolve(0);
    });
    req.end(probe.body);
  });
}

/** Sends every probe, four at a time, and lists those answered with a 5xx or a dropped connection. */
async function serverErrors(base: string, probes: readonly Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    for (let index = next++; index < probes.length; index = next++) {
      const probe = probes[index];
      if (!probe) continue;
      const status = await send(base, probe);
      if (status >= 500 || status === 0) failures.push(`${status} ${probe.method} ${probe.path.slice(0, 160)} ${String(probe.body ?? "").slice(0, 80)}`);
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failures;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * A request line as written, over a socket of its own: fetch and http.request send only paths, never
 * an absolute-form target (`GET http://host/path`), `*` or CONNECT's `host:port`. Read until the server
 * closes (Connection: close); a server that never answers fails the test by its timeout.
 */
function rawRequest(base: string, requestLine: string, host: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => socket.write(`${requestLine}\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** ADR 0008's headers, which every answer carries. */
function securityHeadersOf(answer: RawAnswer) {
  return {
    csp: /default-src 'self'/.test(answer.headers["content-security-policy"] ?? ""),
    frame: answer.headers["x-frame-options"],
    coop: answer.headers["cross-origin-opener-policy"],
    sniff: answer.headers["x-content-type-options"],
  };
}
const withSecurityHeaders = { csp: true, frame: "DENY", coop: "same-origin", sniff: "nosniff" };

/** Percent-encoded, and a lone surrogate (which encodeURIComponent refuses) as the bytes a broken client would send. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = "application/x-www-form-urlencoded";
const accountIntents = ["sign-in", "sign-up", "forgot", "reset", "preferences", "delete"];

/** The names of a page's form fields, as its HTML gives them. */
async function fieldNames(base: string, page: string): Promise<string[]> {
  const html = await (await fetch(`${base}${page}`)).text();
  return [...new Set([...html.matchAll(/<(?:input|select|textarea)[^>]*\sname="([^"]+)"/g)].map((match) => match[1] ?? ""))].filter(Boolean);
}

/** The query of a value: a long value goes in one parameter, cut to stay under Node's 16 KB limit for a request head (past it Node answers 431 and closes). */
function queryFor(value: string): string {
  return value.length > 1_000 ? `q=${enc(value.slice(0, 1_500))}` : hostileQuery(value);
}

/**
 * The query-string check sends every value to one page of each template (route module) in both
 * languages: pages of one template share their loader and differ only in the filters they preset.
 */
const templatePages = pageIds.filter((id, index) => pageIds.findIndex((other) => pages[other].template === pages[id].template) === index);

/**
 * Both drivers get every target; the values take turns between them (`inTurn`): each target gets half
 * the hostile values on the embedded database, every kind among them, and the other half, where a
 * database could take them differently, on the PostgreSQL server; a value that only ever meets the
 * app's parsing (markup, prototype names, paths) behaves the same on both, so its other turns are not
 * sent. Every pair of a target and a database value is sent to one of the two drivers (ADR 0007).
 */
describe.each(["pglite", "postgres"] as const)("hostile input on %s", (driver) => {
  /** The hostile values the `target`th target gets on this driver, in their turn. */
  const valuesFor = (target: number) => inTurn(hostileValues, target, driver).filter((value) => driver === "pglite" || databaseValues.includes(value));
  let lead: ServerWithMail;
  let cluster: PostgresCluster | undefined;
  let agentCookie = "";
  let property = "";

  beforeAll(async () => {
    cluster = driver === "postgres" ? await startPostgresCluster() : undefined;
    // A small pool on PostgreSQL, as the probe ran it: four render turns to keep free.
    const env: Record<string, string> = cluster ? { DATABASE_URL: cluster.url, DATABASE_POOL_MAX: "4" } : {};
    const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-hostile-"));
    const email = `hostile-agent-${driver}@example.com`;
    // The operator's command, on both drivers: the other files make their agents in-process.
    const token = await createAgentWithCli(dataDir, email, env);
    lead = await startServerWithMail(env, dataDir);
    agentCookie = await agentSession(lead.url, token, email);
    property = (await firstListing(lead.url)).path;
  }, 240_000);

  afterAll(async () => {
    await lead?.stop();
    await cluster?.stop();
  });

  it("answers hostile query strings on every page, API and agent page with a page or a 4xx", async () => {
    const apis = ["/api/favorites", "/api/saved-searches", "/api/account/welcome", "/api/auth/get-session", "/api/analytics/vitals", "/api/theme", "/open-houses/1.ics"];
    const agent = ["/en/agent", "/es/agente", "/en/agent/leads.csv", "/es/agente/leads.csv", "/en/agent/vitals", "/en/agent/listings", "/en/agent/reviews", "/es/agente/resenas/nueva", "/en/agent/settings", "/es/agente/perfil", "/en/agent/pages", "/es/agente/paginas/mcallen/es", `/en/agent/leads/${NO_LEAD}`, "/en/agent/articles", "/es/agente/articulos/nuevo", "/en/agent/articles/seed-nearshoring-en"];
    // A template's values in one language, the next in the other: a template's pages share one loader in both.
    const targets: Array<{ path: (lang: Lang) => string; signedIn?: boolean }> = [
      ...templatePages.map((id) => ({ path: (lang: Lang) => pagePath(id, lang) })),
      ...[property, "/en/blog/how-to-buy", "/agent", "/sitemap.xml", "/robots.txt", ...apis].map((target) => ({ path: () => target })),
      ...agent.map((target) => ({ path: () => target, signedIn: true })),
    ];
    const probes: Probe[] = targets.flatMap((target, number) =>
      valuesFor(number).map((value, turn) => ({ method: "GET", path: `${target.path(langs[turn % 2] ?? "en")}?${queryFor(value)}`, ...(target.signedIn ? { headers: { Cookie: agentCookie } } : {}) })),
    );
    // Raw escapes a query builder would never write.
    for (const target of ["/en/search", "/api/account/welcome", "/en/agent"]) {
      for (const raw of ["q=%", "q=%E0%A4%A", "to=%ZZ", "page=%00", "from=%FF%FE"]) probes.push({ method: "GET", path: `${target}?${raw}`, headers: { Cookie: agentCookie } });
    }
    expect(await serverErrors(lead.url, probes)).toEqual([]);
  }, 600_000);

  it("answers hostile paths (traversal, bad escapes, NUL, unknown keys) with a 4xx", async () => {
    // Every value to each path on one driver or the other: a path's parsing is the app's alone.
    const probes: Probe[] = (
      [
        (value: string) => `/en/properties/${enc(value)}/home`,
        (value: string) => `/es/propiedades/${enc(value)}`,
        (value: string) => `/en/blog/${enc(value)}`,
        (value: string) => `/photos/${enc(value)}/${enc(value)}`,
        (value: string) => `/images/scenes/${enc(value)}/${enc(value)}`,
        (value: string) => `/sitemaps/${enc(value)}`,
        (value: string) => `/en/agent/leads/${enc(value)}`,
        (value: string) => `/en/agent/leads/${enc(value)}/photos/${enc(value)}`,
        (value: string) => `/en/agent/listings/${enc(value)}`,
        (value: string) => `/es/agente/resenas/${enc(value)}`,
        (value: string) => `/en/agent/pages/${enc(value)}/${enc(value)}`,
        (value: string) => `/es/agente/paginas/mcallen/${enc(value)}`,
        (value: string) => `/en/agent/articles/${enc(value)}`,
        (value: string) => `/images/articles/${enc(value)}/${enc(value)}`,
        (value: string) => `/es/blog/${enc(value)}/feed.xml`,
        (value: string) => `/api/agent/listings/${enc(value)}/photos`,
        (value: string) => `/api/agent/geocode?street=${enc(value)}&city=${enc(value)}&zip=${enc(value)}`,
        (value: string) => `/open-houses/${enc(value)}.ics`,
        (value: string) => `/es/desuscribir/${enc(value)}`,
        (value: string) => `/${enc(value)}`,
      ]
    ).flatMap((target, number) => inTurn(hostileValues.slice(0, -2), number, driver).map((value) => ({ method: "GET", path: target(value), headers: { Cookie: agentCookie } })));
    for (const raw of ["/en/%", "/%00", "/en/%E0%A4%A", "/en/..%2F..%2Fetc%2Fpasswd", "/assets/..%2F..%2Fpackage.json", "/assets/nope.js", "//evil.example/en", "/en//search", "/.env", "/en/search/..;/x"]) {
      probes.push({ method: "GET", path: raw });
    }
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      for (const target of ["/en", "/en/search", "/api/favorites", "/api/theme", "/api/analytics/vitals", "/en/agent"]) probes.push({ method, path: target, headers: { Cookie: agentCookie } });
    }
    expect(await serverErrors(lead.url, probes)).toEqual([]);
  }, 600_000);

  it("answers odd request targets (absolute-form, *, CONNECT, another host's URL) with the page, 204, 405 or 400, headers kept", async () => {
    const { port } = new URL(lead.url);
    const own = `127.0.0.1:${port}`;
    const secret = `reset-${driver}-${"k".repeat(24)}`;
    // Absolute-form for the site's own host: served as the path it names (RFC 9112), in its language, and the token in its query never logged.
    const reset = await rawRequest(lead.url, `GET http://${own}/es/cuenta?mode=reset&token=${secret} HTTP/1.1`, own);
    expect({ status: reset.status, headers: securityHeadersOf(reset) }).toEqual({ status: 200, headers: withSecurityHeaders });
    expect(reset.body).toContain('lang="es"');
    const home = await rawRequest(lead.url, `GET ${lead.url}/en?x=1 HTTP/1.1`, `localhost:${port}`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('lang="en"');
    // OPTIONS * asks what the server does.
    const options = await rawRequest(lead.url, "OPTIONS * HTTP/1.1", own);
    expect({ status: options.status, allow: options.headers.allow, headers: securityHeadersOf(options) }).toEqual({ status: 204, allow: "GET, HEAD, OPTIONS, POST", headers: withSecurityHeaders });
    // CONNECT: the site is no proxy; answered, not dropped or left hanging.
    const tunnel = await rawRequest(lead.url, "CONNECT example.com:443 HTTP/1.1", "example.com:443");
    expect({ status: tunnel.status, allow: tunnel.headers.allow, headers: securityHeadersOf(tunnel) }).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS, POST", headers: withSecurityHeaders });
    expect(tunnel.body).toContain('lang="en"');
    // Another host's URL, * for a read, a target with no path: the site's 400 page, in the path's language.
    for (const [line, host, lang] of [
      ["GET http://evil.example/es/buscar HTTP/1.1", "evil.example", "es"],
      [`GET https://evil.example:${port}/en HTTP/1.1`, own, "en"],
      ["GET * HTTP/1.1", own, "en"],
      ["GET http:// HTTP/1.1", own, "en"],
    ] as const) {
      const refused = await rawRequest(lead.url, line, host);
      expect({ line, status: refused.status, headers: securityHeadersOf(refused) }).toEqual({ line, status: 400, headers: withSecurityHeaders });
      expect(refused.body).toContain(`lang="${lang}"`);
    }
    expect(lead.server.output()).not.toContain(secret);
    expect(lead.server.output()).not.toMatch(/TypeError|Invalid URL/);
  });

  it("keeps every render turn free after a thousand CONNECTs and every odd request form, then renders 50 uncached pages at once", async () => {
    const { port } = new URL(lead.url);
    const own = `127.0.0.1:${port}`;
    const odd: Array<[string, string]> = [
      ["CONNECT 127.0.0.1:22 HTTP/1.1", "127.0.0.1:22"],
      [`GET http://${own}/es/cuenta HTTP/1.1`, own],
      ["OPTIONS * HTTP/1.1", own],
      ["GET http://evil.example/es/buscar HTTP/1.1", "evil.example"],
      ["GET * HTTP/1.1", own],
      ["GET http:// HTTP/1.1", own],
      ["TRACE /en HTTP/1.1", own],
    ];
    // Ten at a time: a thousand CONNECTs, and each odd form twenty times.
    const lines = [...Array.from({ length: 1_000 }, () => odd[0] as [string, string]), ...odd.slice(1).flatMap((entry) => Array.from({ length: 20 }, () => entry))];
    const unanswered: string[] = [];
    for (let at = 0; at < lines.length; at += 10) {
      const answers = await Promise.all(lines.slice(at, at + 10).map(([line, host]) => rawRequest(lead.url, line, host).then((answer) => [line, answer.status] as const)));
      for (const [line, status] of answers) if (!(status >= 200 && status < 500)) unanswered.push(`${status} ${line}`);
    }
    expect(unanswered).toEqual([]);
    const health = (await (await fetch(`${lead.url}/healthz`)).json()) as { status: string; render: { inUse: number; stuck: number } };
    expect(health).toMatchObject({ status: "ok", render: { stuck: 0 } });
    // Pages no cache holds (a query of their own), all at once: every one rendered, none turned away.
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, index) => fetch(`${lead.url}/${index % 2 ? "es/buscar" : "en/search"}?q=turn-${driver}-${index}`).then((answer) => answer.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 300_000);

  it("answers an impossible date in the listing editor with the field's error in both languages, never a database error", async () => {
    const headers = { "Content-Type": urlencoded, Origin: lead.url, Cookie: agentCookie };
    const post = (target: string, fields: Record<string, string>) => fetch(`${lead.url}${target}`, { method: "POST", body: form(fields), headers, redirect: "manual" });
    const listing = Object.entries({ ...blankValues("mission"), address: `9 Calendar ${driver} St`, zip: "78572", price: "250000" }).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const draft = await post("/en/agent/listings/new", { ...Object.fromEntries(listing), intent: "draft" });
    expect(draft.status).toBe(303);
    const key = draft.headers.get("location")?.split("/").at(-1) ?? "";
    expect((await post(`/en/agent/listings/${key}`, { intent: "status", to: "Active", confirm: "yes" })).status).toBe(303);
    // Days a date input can be made to send: PostgreSQL refuses each (22008), and Date.parse reads the first two as 1 March.
    for (const [index, day] of ["2023-02-29", "2024-02-30", "0000-01-01", "2027-02-29"].entries()) {
      const [target, texts] = index % 2 ? [`/es/agente/propiedades/${key}`, listingEditorEs] : [`/en/agent/listings/${key}`, listingEditorEn];
      const sold = await post(target, { intent: "status", to: "Closed", closePrice: "245000", closeDate: day, confirm: "yes" });
      expect({ day, status: sold.status }).toEqual({ day, status: 422 });
      expect(await sold.text()).toContain(texts.status.closeErrors.date);
      const openHouse = await post(target, { intent: "openHouseAdd", day, start: "13:00", end: "16:00" });
      expect({ day, status: openHouse.status }).toEqual({ day, status: 422 });
      expect(await openHouse.text()).toContain(texts.openHouses.dateError);
    }
    // As a word: a request id may hold the digits (…-220084323537).
    expect(lead.server.output()).not.toMatch(/\b22008\b/);
  });

  it("answers hostile values in every form field, signed out and as the agent, with a 4xx or the form again", async () => {
    // Signed out without a Cookie header (undefined), or with an empty one.
    const post = (path: string, fields: Record<string, string>, cookie: string | undefined = agentCookie): Probe => ({
      method: "POST",
      path,
      headers: { "Content-Type": urlencoded, Origin: lead.url, ...(cookie === undefined ? {} : { Cookie: cookie }) },
      body: form(fields),
    });
    // The contact and account forms are the same in both languages: each value goes to one of the two.
    const formPages = [["/en/contact", "/es/contacto"], ["/en/showings"], ["/en/staging"], ["/en/account", "/es/cuenta"], [property]];
    const probes: Probe[] = [];
    for (const [number, variants] of formPages.entries()) {
      const namesOf = await Promise.all(variants.map((page) => fieldNames(lead.url, page)));
      for (const [turn, value] of valuesFor(number).entries()) {
        const page = variants[turn % variants.length] ?? "";
        const names = namesOf[turn % variants.length] ?? [];
        const fields = Object.fromEntries(names.map((name) => [name, value]));
        // Two of the page's forms, by the hidden field that names them, with everything else hostile: the forms
        // take turns down the list, so each gets values of every kind (numbers, dates, control characters, markup,
        // long text) without every form rendering every value again.
        const [selector, forms] = names.includes("intent") ? ["intent", accountIntents] : ["_form", leadTypes];
        for (const choice of [turn, turn + 2].map((at) => forms[at % forms.length] ?? "")) probes.push(post(page, { ...fields, [selector]: choice }, undefined));
      }
    }
    // The other forms and APIs, each a target of its own that gets its turns of the values.
    const fieldsOf = (value: string) => ({ listingKey: value, intent: value, redirectTo: value, via: "script", theme: value, name: value, query: value, id: value, frequency: value, status: value, body: value });
    // The listing editor: every field hostile, under each of its intents; a key that is no listing of the agent's.
    const editor = (value: string) => Object.fromEntries(["address", "city", "subdivision", "zip", "subType", "deal", "price", "bedrooms", "fullBaths", "halfBaths", "livingArea", "lotSize", "yearBuilt", "clearHeight", "dockDoors", "features", "hoaFee", "taxes", "descriptionEn", "descriptionEs", "latitude", "longitude", "to", "closePrice", "closeDate", "day", "start", "end", "featured", "id", "mediaKey", "direction", "order", "captionEn", "captionEs"].map((name) => [name, value]));
    const editorPosts: Array<[string | null, string]> = [
      ["draft", "/en/agent/listings/new"],
      [null, "/en/agent/listings/new"],
      ["status", "/es/agente/propiedades/A23456789"],
      ["openHouseAdd", "/es/agente/propiedades/A23456789"],
      ["move", "/api/agent/listings/A23456789/photos"],
    ];
    // The review editor: a new review and ones that do not exist (a long value cut to fit Node's 16 KB request head), every field hostile, under each intent and a hostile one.
    const review = (value: string) => ({ name: value, city: value, text: value, reviewDate: value, lang: value, published: value, confirm: value });
    const reviewTargets = ["/en/agent/reviews/new", "/es/agente/resenas/nueva", (value: string) => `/en/agent/reviews/${enc(value.slice(0, 1_500))}`, "/es/agente/resenas/999999"];
    // The agent's forms of issues 42, 43 and 55: a lead's reply, tasks and logged contact, the Today view, the settings (templates, devices), her profile, the page texts and the articles.
    const work = (value: string) => Object.fromEntries(["subject", "body", "day", "status", "key", "lang", "endpoint", "p256dh", "auth", "id", "revision", "h1", "description", ...profileFields, "languages", "areas", "removePhoto", "template", "mailLang", ...articleFields, "imageAlt", "kind", "dueOn", "dueTime", "note", "task", "event", "channel", "outcome"].map((name) => [name, value]));
    // A null intent is the hostile value itself.
    const workPosts: Array<[string | ((value: string) => string), ReadonlyArray<string | null>]> = [
      [`/en/agent/leads/${NO_LEAD}`, ["reply", "preview", "template-thanks", "taskAdd", "taskEdit", "taskDone", "taskDelete", "taskAgain", "outcome", "contact", "note", "status", null]],
      [`/en/agent/leads/${NO_LEAD}/contact`, [null]],
      ["/es/agente/hoy", ["taskDone", null]],
      ["/es/agente/ajustes", ["template-save", "template-reset", "push-subscribe", "push-test", "push-remove", null]],
      ["/en/agent/profile", ["save", null]],
      ["/es/agente/paginas/mcallen/es", ["save", "preview", null]],
      [(value) => `/en/agent/pages/${enc(value.slice(0, 1_500))}/en`, ["save"]],
      ["/en/agent/articles/new?lang=es", ["save", "preview", "add-image", null]],
      ["/es/agente/articulos/seed-nearshoring-es", ["save", "preview", "add-image", null]],
      // Both values cut so the whole target fits Node's 16 KB request head even when each character is six bytes escaped.
      [(value) => `/en/agent/articles/new?lang=${enc(value.slice(0, 600))}&twin=${enc(value.slice(0, 600))}`, ["save"]],
    ];
    const pathOf = (target: string | ((value: string) => string), value: string) => (typeof target === "string" ? target : target(value));
    const targets: Array<(value: string) => Probe[]> = [
      ...reviewTargets.map((target) => (value: string) => ["save", "delete", value].map((intent) => post(pathOf(target, value), { ...review(value), intent }))),
      ...workPosts.map(([target, intents]) => (value: string) => intents.map((intent) => post(pathOf(target, value), { ...work(value), intent: intent ?? value }))),
      ...editorPosts.map(([intent, target]) => (value: string) => [post(target, { ...editor(value), intent: intent ?? value })]),
      ...["/api/favorites", "/api/saved-searches", "/api/theme", "/en/agent/leads/1", "/en/account"].map((target) => (value: string) => ["", agentCookie].map((cookie) => post(target, fieldsOf(value), cookie))),
      ...["add", "remove", "create", "rename", "frequency", "delete"].map((intent) => (value: string) => ["/api/favorites", "/api/saved-searches"].map((target) => post(target, { ...fieldsOf(value), intent }))),
    ];
    for (const [number, probesOf] of targets.entries()) {
      for (const value of valuesFor(formPages.length + number)) probes.push(...probesOf(value));
    }
    expect(await serverErrors(lead.url, probes)).toEqual([]);
  }, 600_000);

  it("answers bad JSON, wrong content types and oversize bodies on every form and API with a 4xx", async () => {
    const targets = ["/en/contact", "/en/staging", "/en/account", property, "/api/favorites", "/api/saved-searches", "/api/theme", "/api/analytics/vitals", "/api/auth/sign-in/email", "/api/auth/sign-up/email", "/en/agent/leads/1", "/en/agent/listings/new", "/api/agent/listings/A23456789/photos", "/en/agent/profile", "/es/agente/ajustes", "/en/agent/pages/mcallen/en", "/en/agent/articles/new", "/es/agente/articulos/seed-casita-buying-es"];
    const bodies: Array<{ type?: string; body: string | Buffer }> = [
      { type: "application/json", body: "{bad" },
      { type: "application/json", body: "[]" },
      { type: "application/json", body: "null" },
      { type: "application/json", body: JSON.stringify({ email: "a\u0000b@example.com", password: "\u0000".repeat(40), name: "N\u0000ame", value: "1e309", metric: "LCP" }) },
      { type: "application/json", body: JSON.stringify({ email: ["a@example.com"], password: { $gt: "" }, name: 7 }) },
      { type: "text/plain", body: "hello" },
      { type: "application/xml", body: "<x/>" },
      { body: "x=1" },
      { type: "multipart/form-data; boundary=zz", body: "--zz\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nunfinished" },
      { type: "multipart/form-data", body: "no boundary" },
      { type: urlencoded, body: `name=${"x".repeat(1_500_000)}` },
      { type: urlencoded, body: "%%%=%%%&a=%E0%A4%A" },
      { type: urlencoded, body: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x01]) },
    ];
    const probes: Probe[] = targets.flatMap((target) =>
      bodies.flatMap(({ type, body }) =>
        ["", agentCookie].map((cookie) => ({ method: "POST", path: target, headers: { Origin: lead.url, Cookie: cookie, ...(type ? { "Content-Type": type } : {}) }, body })),
      ),
    );
    const reports: Array<Record<string, unknown>> = [
      { name: "LCP", value: -1 },
      { name: "LCP", value: "NaN", path: "\u0000" },
      { name: "__proto__", value: 1, constructor: { prototype: { polluted: true } } },
      { name: "CLS", value: 1e308, path: "/en/../../etc", navigationType: "x".repeat(500) },
    ];
    for (const report of reports) probes.push({ method: "POST", path: "/api/analytics/vitals", headers: { "Content-Type": "application/json", Origin: lead.url, Referer: `${lead.url}/en` }, body: JSON.stringify(report) });
    expect(await serverErrors(lead.url, probes)).toEqual([]);
  }, 600_000);

  it("answers oversize bodies over one kept-alive connection with a 413 in the page's language and the form again with what was typed", async () => {
    const { hostname, port } = new URL(lead.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (target: string, body: string, accept: string) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const req = httpRequest({ host: hostname, port, method: "POST", path: target, agent, headers: { "Content-Type": urlencoded, Origin: lead.url, Accept: accept } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, socket: res.socket }));
        });
        req.on("error", reject);
        req.end(body);
      });
    const sockets = new Set<unknown>();
    try {
      for (let index = 0; index < 12; index += 1) {
        const es = index % 2 === 1;
        const size = 300_000 + index * 150_000;
        const name = `Oversize ${driver} ${index}`;
        const answer = await post(es ? "/es/contacto" : "/en/contact", form({ _form: "contact", name, email: `big-${index}@example.com`, topic: "buy", consent: "on", message: "m".repeat(size) }), "text/html");
        sockets.add(answer.socket);
        expect({ index, status: answer.status }).toEqual({ index, status: 413 });
        expect(answer.body).toContain(`lang="${es ? "es" : "en"}"`);
        expect(answer.body).toContain(`value="${name}"`);
        expect(answer.body).toContain(es ? "Era más de lo que admite este formulario" : "That was more than this form takes");
      }
      const api = await post("/api/favorites", form({ intent: "add", listingKey: "k".repeat(100_000) }), "application/json");
      expect({ status: api.status, body: JSON.parse(api.body) as unknown }).toEqual({ status: 413, body: { error: "too-large", back: "/api/favorites" } });
      const page = await post("/es/cuenta", form({ intent: "sign-in", email: "x".repeat(100_000) }), "text/html");
      expect(page.status).toBe(413);
      expect(page.body).toContain('lang="es"');
      sockets.add(api.socket).add(page.socket);
      // Every answer came on the one connection: none was reset.
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  }, 120_000);

  it("answers hostile headers (cookies, languages, validators, forwarded addresses) with a page or a 4xx", async () => {
    const headerSets: Array<Record<string, string>> = [
      { Cookie: "theme=%E0%A4%A; lang=%FF; flash=%3Cscript%3E" },
      { Cookie: `rgv.session_token=${"a".repeat(4_000)}` },
      { Cookie: "rgv.session_token=..%2F..%2F; theme=__proto__; lang=constructor" },
      { Cookie: ";;;=;=a;b=" },
      { "Accept-Language": "zz-ZZ;q=abc, *;q=-1, es;q=NaN" },
      { "If-None-Match": "W/\"\", *, garbage" },
      { "If-Modified-Since": "not a date" },
      { Range: "bytes=-1-2,999999999999-" },
      { "X-Forwarded-For": "not-an-ip, 999.1.1.1, ::ffff:zz" },
      { "X-Forwarded-Host": "evil.example:99999" },
      { "X-Forwarded-Proto": "gopher" },
      { Accept: "*/*;q=x, text/html;level=%01, application/json;q=2" },
      { "Accept-Encoding": "br;q=2, gzip;q=-1, zstd, identity;q=0" },
      { "Content-Type": "text/html; charset=utf-1000" },
    ];
    const targets = ["/en", "/es/buscar?city=mcallen", property, "/en/contact", "/api/favorites", "/en/agent", "/photos/1/large", "/assets/entry.client.js", "/sitemap.xml"];
    const probes: Probe[] = targets.flatMap((target) => headerSets.map((headers) => ({ method: "GET", path: target, headers })));
    for (const headers of headerSets) probes.push({ method: "POST", path: "/en/contact", headers: { ...headers, Origin: lead.url, "Content-Type": urlencoded }, body: "form=contact&name=x" });
    expect(await serverErrors(lead.url, probes)).toEqual([]);
  }, 600_000);

  it("keeps a lead whose fields carry NUL and other control characters, without them, and logs none of what was typed", async () => {
    const name = `Nul${driver}\u0000Visitor\u001b[0m`;
    const token = filledInToken(lead.dataDir);
    const body = new URLSearchParams({ _form: "contact", _token: token, website: "", name, email: `nul-${driver}@example.com`, phone: "", lang: "en", consent: "on", topic: "buy", message: "Two\u0000 bedrooms\r\nnear\tschools" });
    const answer = await fetch(`${lead.url}/en/contact`, { method: "POST", body, redirect: "manual", headers: { Origin: lead.url, "X-Forwarded-For": "10.77.0.1" } });
    expect(answer.status).toBe(303);
    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    expect(csv).toContain(`Nul${driver}Visitor[0m`);
    expect(csv).toContain("Two bedrooms\nnear\tschools");
    expect(csv).not.toContain("\u0000");
    expect(lead.server.output()).not.toContain(`Nul${driver}`);
    expect(lead.server.output()).not.toContain(`nul-${driver}@example.com`);
  });

  it("is still healthy and serving pages afterwards", async () => {
    const health = await fetch(`${lead.url}/healthz`);
    expect(health.status).toBe(200);
    expect(lead.server.process.exitCode).toBeNull();
    const home = await fetch(`${lead.url}/es`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('lang="es"');
  });
});
