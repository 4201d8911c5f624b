/**
 * A small RESO Web API (OData 4) server for tests, on a loopback port, over a data set the test controls:
 * $metadata, the Property, Media and (string lookups) Lookup resources, bearer and OAuth2
 * client-credentials auth with expiring tokens, photos served by URL with download counts, and
 * injected faults. Written from the RESO Web API Core and OData 4.01 URL conventions.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { applyFault, FaultQueue } from "./reso-faults";
import { type NextLinkStyle, queryCollection, type SkipStyle } from "./reso-handlers";
import { type LookupStyle, lookupFields, mediaFields, memberName, metadataXml, propertyFields, standardLookups } from "./reso-metadata";
import { QueryError, type Row } from "./reso-query";
import { FEED_EPOCH, makeMedia, makeRecord, type MediaRecord, type PropertyRecord, type RecordOptions, renderPhoto } from "./reso-records";

export interface ResoServerOptions {
  /** A bearer token the server accepts as it is (RESO_TOKEN). */
  readonly token?: string;
  /** OAuth2 clients allowed to get tokens at /oauth/token (RESO_CLIENT_ID / RESO_CLIENT_SECRET). */
  readonly clients?: readonly { readonly id: string; readonly secret: string }[];
  readonly tokenTtlSeconds?: number;
  readonly maxPageSize?: number;
  readonly nextLinks?: NextLinkStyle;
  readonly skip?: SkipStyle;
  /** The most a request's $top may ask for; more is silently read as this many. */
  readonly topCap?: number;
  readonly lookupStyle?: LookupStyle;
  /** EXIF orientation written into every photo, as phone pictures carry it. */
  readonly photoOrientation?: number;
}

export interface RequestLogEntry {
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly status: number;
  /** When the request arrived (epoch ms), to check that a client waited as Retry-After asked. */
  readonly at: number;
}

const SERVICE_PATH = "/odata";
const NAMESPACE = "org.reso.metadata";
export const ENUM_NAMESPACE = "org.reso.metadata.enums";

export class ResoServer {
  readonly records = new Map<string, PropertyRecord>();
  readonly media = new Map<string, MediaRecord[]>();
  readonly faults = new FaultQueue();
  readonly requests: RequestLogEntry[] = [];
  /** Photo downloads per path and query ("/media/RGV000001-M1.jpg?v=2"). */
  readonly downloads = new Map<string, number>();
  /** Photos (by MediaKey) the server answers 404 for, as a CDN does for a photo the MLS has not finished processing. */
  readonly unavailablePhotos = new Set<string>();
  /** Paths the server answers with a redirect (path → Location); each answer counts in `downloads`. */
  private readonly redirects = new Map<string, string>();
  tokensIssued = 0;
  private readonly tokens = new Map<string, number>();
  private readonly photos = new Map<string, Buffer>();
  private lastStamp = FEED_EPOCH;
  private server?: Server;
  origin = "";

  constructor(readonly options: ResoServerOptions = {}) {}

  /** The OData service root, the site's RESO_URL. */
  get url(): string {
    return `${this.origin}${SERVICE_PATH}`;
  }

  get tokenUrl(): string {
    return `${this.origin}/oauth/token`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) this.json(response, 500, { error: { code: "500", message: String(error) } });
        else response.destroy();
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.faults.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Adds records 1..count from the factory (with their photos). */
  load(count: number, options: RecordOptions = {}, from = 1): PropertyRecord[] {
    const added: PropertyRecord[] = [];
    for (let n = from; n < from + count; n++) {
      const { record, media } = makeRecord(n, options);
      this.put(record, media);
      added.push(record);
    }
    return added;
  }

  put(record: PropertyRecord, media: MediaRecord[] = this.media.get(record.ListingKey) ?? []): void {
    this.records.set(record.ListingKey, record);
    this.media.set(record.ListingKey, media);
    this.lastStamp = Math.max(this.lastStamp, Date.parse(record.ModificationTimestamp) || 0);
  }

  /** A ModificationTimestamp later than every one the feed has given, as an MLS's clock moves on. */
  nextStamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString();
  }

  /** Changes a record as the MLS would, bumping its ModificationTimestamp. */
  update(key: string, patch: Record<string, unknown>): PropertyRecord {
    const record = this.records.get(key);
    if (!record) throw new Error(`no record ${key}`);
    const next = { ...record, ...patch, ModificationTimestamp: this.nextStamp() };
    this.records.set(key, next);
    return next;
  }

  /** Changes a photo: a new MediaModificationTimestamp, and a new URL when asked (as CDNs version them). */
  updatePhoto(key: string, order: number, options: { newUrl?: boolean } = {}): MediaRecord {
    const list = this.media.get(key) ?? [];
    const index = list.findIndex((media) => media.Order === order);
    const stamp = this.nextStamp();
    const current = list[index] ?? makeMedia(key, order, stamp);
    const url = options.newUrl ? `/media/${current.MediaKey}.jpg?v=${Date.parse(stamp)}` : current.MediaURL;
    const next = { ...current, MediaURL: url, MediaModificationTimestamp: stamp };
    this.media.set(key, index < 0 ? [...list, next] : list.map((media, i) => (i === index ? next : media)));
    this.update(key, {});
    return next;
  }

  /** A URL on this server that redirects to `location`, as a photo CDN may. */
  redirectTo(location: string): string {
    const path = `/redirect/${this.redirects.size + 1}`;
    this.redirects.set(path, location);
    return `${this.origin}${path}`;
  }

  remove(key: string): void {
    this.records.delete(key);
    this.media.delete(key);
  }

  /** Makes every issued token expire now, as if its expires_in had passed. */
  expireTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** How many times a photo (its MediaURL as the feed gives it, absolute or a path) has been downloaded. */
  downloadsOf(url: string): number {
    const path = url.startsWith("http") ? url.slice(this.origin.length) : url;
    return this.downloads.get(path) ?? 0;
  }

  dataRequests(resource: string): RequestLogEntry[] {
    return this.requests.filter((entry) => entry.path === `${SERVICE_PATH}/${resource}`);
  }

  private lookupValues(): Map<string, string[]> {
    const values = new Map<string, Set<string>>(Object.entries(standardLookups).map(([name, list]) => [name, new Set(list)]));
    const collect = (rows: Iterable<Row>, fields: typeof propertyFields) => {
      for (const row of rows) {
        for (const field of fields) {
          if (!field.lookup) continue;
          const value = row[field.name];
          for (const item of Array.isArray(value) ? value : [value]) if (typeof item === "string") values.get(field.lookup)?.add(item);
        }
      }
    };
    collect(this.records.values(), propertyFields);
    collect([...this.media.values()].flat().map((media) => ({ ...media })), mediaFields);
    return new Map([...values].map(([name, set]) => [name, [...set]]));
  }

  private lookupRows(): Row[] {
    return [...this.lookupValues()].flatMap(([name, values]) =>
      values.map((value) => ({
        LookupKey: `${name}:${value}`,
        LookupName: name,
        LookupValue: value,
        StandardLookupValue: standardLookups[name]?.includes(value) ? value : null,
        LegacyODataValue: memberName(value),
        ModificationTimestamp: new Date(FEED_EPOCH).toISOString(),
      })),
    );
  }

  private absoluteMedia = (media: MediaRecord): Row => ({ ...media, MediaURL: media.MediaURL.startsWith("/") ? `${this.origin}${media.MediaURL}` : media.MediaURL });

  private json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { "Content-Type": "application/json; odata.metadata=minimal", "OData-Version": "4.0", ...headers });
    response.end(JSON.stringify(body));
  }

  private authorized(request: IncomingMessage): boolean {
    if (!this.options.token && !this.options.clients?.length) return true;
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) return false;
    if (token === this.options.token) return true;
    return (this.tokens.get(token) ?? 0) > Date.now();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.origin);
    const path = decodeURIComponent(url.pathname);
    const at = Date.now();
    response.once("finish", () => this.requests.push({ method: request.method ?? "GET", path, params: url.searchParams, status: response.statusCode, at }));
    if (request.method === "POST" && path === "/oauth/token") return this.issueToken(request, response);
    if (path.startsWith("/media/")) return this.servePhoto(url, response);
    const location = this.redirects.get(path);
    if (location !== undefined) {
      this.downloads.set(path, (this.downloads.get(path) ?? 0) + 1);
      response.writeHead(302, { Location: location });
      return void response.end();
    }
    if (!path.startsWith(SERVICE_PATH)) return this.json(response, 404, { error: { code: "404", message: "Not found" } });

    const fault = this.faults.take(path.slice(SERVICE_PATH.length));
    if (fault && (await applyFault(fault, request, response))) return;
    if (!this.authorized(request)) {
      return this.json(response, 401, { error: { code: "401", message: "Invalid or expired token" } }, { "WWW-Authenticate": 'Bearer realm="reso", error="invalid_token"' });
    }
    if (request.method !== "GET") return this.json(response, 405, { error: { code: "405", message: "Read-only service" } });
    const resource = path.slice(SERVICE_PATH.length + 1);
    try {
      this.answer(resource, url.searchParams, response);
    } catch (error) {
      if (!(error instanceof QueryError)) throw error;
      this.json(response, 400, { error: { code: "400", message: error.message } });
    }
  }

  private answer(resource: string, params: URLSearchParams, response: ServerResponse): void {
    const common = { params, serviceRoot: this.url, maxPageSize: this.options.maxPageSize ?? 100, nextLinks: this.options.nextLinks ?? "skip", skip: this.options.skip, topCap: this.options.topCap };
    const byKey = /^Property\('((?:[^']|'')+)'\)$/.exec(resource);
    if (resource === "$metadata") {
      const xml = metadataXml({ lookupStyle: this.options.lookupStyle ?? "string", namespace: NAMESPACE, enumNamespace: ENUM_NAMESPACE, lookupValues: this.lookupValues() });
      response.writeHead(200, { "Content-Type": "application/xml", "OData-Version": "4.0" });
      response.end(xml);
    } else if (resource === "Property") {
      const mediaOf = (row: Row) => (this.media.get(String(row.ListingKey)) ?? []).map(this.absoluteMedia);
      this.json(response, 200, queryCollection({ ...common, resource, rows: [...this.records.values()], fields: propertyFields, mediaOf }));
    } else if (byKey) {
      const record = this.records.get((byKey[1] ?? "").replace(/''/g, "'"));
      if (!record) this.json(response, 404, { error: { code: "404", message: "No such record" } });
      else this.json(response, 200, { "@odata.context": `${this.url}/$metadata#Property/$entity`, ...record });
    } else if (resource === "Media") {
      this.json(response, 200, queryCollection({ ...common, resource, rows: [...this.media.values()].flat().map(this.absoluteMedia), fields: mediaFields }));
    } else if (resource === "Lookup" && (this.options.lookupStyle ?? "string") === "string") {
      this.json(response, 200, queryCollection({ ...common, resource, rows: this.lookupRows(), fields: lookupFields }));
    } else {
      this.json(response, 404, { error: { code: "404", message: `No resource ${resource}` } });
    }
  }

  private async issueToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = "";
    for await (const chunk of request) text += String(chunk);
    const form = new URLSearchParams(text);
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "");
    const [basicId, basicSecret] = basic ? Buffer.from(basic[1] ?? "", "base64").toString().split(/:(.*)/s) : [];
    const id = basicId ? decodeURIComponent(basicId) : form.get("client_id");
    const secret = basicSecret !== undefined ? decodeURIComponent(basicSecret) : form.get("client_secret");
    if (form.get("grant_type") !== "client_credentials") return this.json(response, 400, { error: "unsupported_grant_type" });
    if (!this.options.clients?.some((client) => client.id === id && client.secret === secret)) {
      return this.json(response, 401, { error: "invalid_client" }, { "WWW-Authenticate": 'Basic realm="reso"' });
    }
    const token = randomBytes(18).toString("base64url");
    const ttl = this.options.tokenTtlSeconds ?? 3600;
    this.tokens.set(token, Date.now() + ttl * 1000);
    this.tokensIssued += 1;
    this.json(response, 200, { access_token: token, token_type: "Bearer", expires_in: ttl }, { "Cache-Control": "no-store" });
  }

  private async servePhoto(url: URL, response: ServerResponse): Promise<void> {
    const mediaKey = /^\/media\/(.+)\.jpg$/.exec(url.pathname)?.[1];
    const media = [...this.media.values()].flat().find((item) => item.MediaKey === mediaKey);
    if (!media) return this.json(response, 404, { error: { code: "404", message: "No such photo" } });
    const path = `${url.pathname}${url.search}`;
    this.downloads.set(path, (this.downloads.get(path) ?? 0) + 1);
    if (this.unavailablePhotos.has(media.MediaKey)) return this.json(response, 404, { error: { code: "404", message: "Photo not available yet" } });
    const cacheKey = `${media.MediaKey}@${media.MediaModificationTimestamp}`;
    let body = this.photos.get(cacheKey);
    if (!body) {
      body = await renderPhoto(media, this.options.photoOrientation);
      this.photos.set(cacheKey, body);
    }
    response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(body.length) });
    response.end(body);
  }
}

/** Starts a test RESO server; call close() when done. */
export async function startResoServer(options: ResoServerOptions = {}): Promise<ResoServer> {
  return new ResoServer(options).start();
}
