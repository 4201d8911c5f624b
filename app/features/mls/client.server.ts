import { z } from "zod";
import { defaultRetryPolicy, FeedError, feedRequest, type RetryPolicy } from "./http.server";
import { mediaFields, propertyFields } from "./mapping";
import { parseMetadata, type FeedMetadata } from "./metadata";

export type ResoAuth = { readonly token: string } | { readonly clientId: string; readonly clientSecret: string; readonly tokenUrl: string };

export interface ResoClientOptions {
  /** The OData service root (RESO_URL). */
  readonly url: string;
  readonly auth: ResoAuth;
  readonly policy?: RetryPolicy;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

/** A query on a resource; the client adds paging. */
export interface ResoQuery {
  readonly filter?: string | null;
  readonly orderby?: string;
  readonly select?: readonly string[];
  readonly expand?: string;
  readonly top: number;
  /** Ask for `@odata.count` (the progress bar's total); servers that ignore it are fine. */
  readonly count?: boolean;
}

export interface ResoPage {
  readonly records: readonly unknown[];
  /** The query's total, where the server counted it (first page). */
  readonly total?: number;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() });
const pageSchema = z.object({ value: z.array(z.unknown()), "@odata.nextLink": z.string().optional(), "@odata.count": z.coerce.number().int().nonnegative().optional() });

/** A token is renewed this long before it would run out (or a tenth of its life, for short ones), so no request carries one that expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
const decoder = new TextDecoder();

function parseJson<T>(schema: z.ZodType<T>, body: Uint8Array, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(body));
  } catch (error) {
    throw new FeedError(200, `${what} (not JSON)`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new FeedError(200, `${what} (unexpected shape)`);
  return parsed.data;
}

/**
 * The RESO Web API Core as the sync uses it: bearer or OAuth2
 * client-credentials auth (renewed before expiry and once after a 401),
 * `$metadata`, and paging by `@odata.nextLink` or, where the server gives
 * none, `$skip`. Every request is bounded and retried by feedRequest; no
 * record's content is ever logged.
 */
export class ResoClient {
  private readonly root: string;
  private readonly policy: RetryPolicy;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | null = null;
  private metadataRead: Promise<FeedMetadata> | null = null;

  constructor(private readonly options: ResoClientOptions) {
    this.root = options.url.replace(/\/+$/, "");
    this.policy = options.policy ?? defaultRetryPolicy;
    this.now = options.now ?? Date.now;
  }

  private async bearer(): Promise<string> {
    const auth = this.options.auth;
    if ("token" in auth) return auth.token;
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    const response = await feedRequest(
      auth.tokenUrl,
      () => ({
        method: "POST",
        // Credentials in the form body, as RESO providers document it (RFC 6749 allows one method per request).
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: auth.clientId, client_secret: auth.clientSecret }).toString(),
      }),
      { what: "token", policy: this.policy, sleep: this.options.sleep },
    );
    const token = parseJson(tokenSchema, response.body, "token");
    const lifeMs = (token.expires_in ?? 3_600) * 1_000;
    this.token = { value: token.access_token, renewAt: this.now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 10) };
    return token.access_token;
  }

  /** A GET with the current token; a 401 renews an OAuth2 token once and asks again. */
  async get(url: string, what: string, accept = "application/json", maxBytes?: number): Promise<Uint8Array> {
    const ask = () => feedRequest(url, async () => ({ headers: { Authorization: `Bearer ${await this.bearer()}`, Accept: accept } }), { what, policy: this.policy, sleep: this.options.sleep, passStatuses: [401], maxBytes });
    let response = await ask();
    if (response.status === 401 && !("token" in this.options.auth)) {
      this.token = null;
      response = await ask();
    }
    if (response.status === 401) throw new FeedError(401, what);
    return response.body;
  }

  /** `$metadata`, read once per client (the sync makes one client per pass). */
  metadata(): Promise<FeedMetadata> {
    this.metadataRead ??= this.get(`${this.root}/$metadata`, "$metadata", "application/xml").then((body) => parseMetadata(decoder.decode(body)));
    this.metadataRead.catch(() => (this.metadataRead = null));
    return this.metadataRead;
  }

  /** The `$select` for a resource: the fields the site reads that the server has (all of them when metadata lists none). */
  async selectFor(resource: "Property" | "Media", extra: readonly string[] = []): Promise<string[]> {
    const metadata = await this.metadata();
    const has = resource === "Property" ? metadata.propertyFields : metadata.mediaFields;
    const wanted = [...(resource === "Property" ? propertyFields : mediaFields), ...extra];
    return has.size === 0 ? wanted : wanted.filter((field) => has.has(field));
  }

  private url(resource: string, query: ResoQuery, skip = 0): string {
    const params = new URLSearchParams();
    if (query.filter) params.set("$filter", query.filter);
    if (query.orderby) params.set("$orderby", query.orderby);
    if (query.select?.length) params.set("$select", query.select.join(","));
    if (query.expand) params.set("$expand", query.expand);
    params.set("$top", String(query.top));
    if (query.count && skip === 0) params.set("$count", "true");
    if (skip > 0) params.set("$skip", String(skip));
    return `${this.root}/${resource}?${params.toString().replace(/\+/g, "%20")}`;
  }

  /**
   * The resource's records, page by page. `$top` bounds a whole result in
   * OData, which the server may still split into pages with next links: the
   * links are followed (resolved against the service root), and when a
   * result of exactly `$top` records ends the next one is asked for with
   * `$skip`; a result that ends short (or that ran past `$top`, on servers
   * that read it as a page size) is the end.
   */
  async *pages(resource: string, query: ResoQuery): AsyncGenerator<ResoPage> {
    let url: string | undefined = this.url(resource, query);
    let skip = 0;
    let inResult = 0;
    while (url) {
      const page: z.infer<typeof pageSchema> = parseJson(pageSchema, await this.get(url, resource), resource);
      inResult += page.value.length;
      yield { records: page.value, total: page["@odata.count"] };
      const next: string | undefined = page["@odata.nextLink"];
      if (next) {
        url = new URL(next, `${this.root}/`).toString();
      } else if (inResult === query.top && page.value.length > 0) {
        // Exactly $top: there may be more after this result. Servers that treat $top as a page size
        // link past it instead, and their chain's end is the end.
        skip += inResult;
        inResult = 0;
        url = this.url(resource, query, skip);
      } else {
        url = undefined;
      }
    }
  }

  /** A photo's bytes (MediaURL is often on a CDN: the feed's token goes only to the feed's own host). */
  async download(url: string, maxBytes: number): Promise<Uint8Array> {
    if (new URL(url).origin === new URL(this.root).origin) return this.get(url, "photo", "image/*", maxBytes);
    const response = await feedRequest(url, () => ({ headers: { Accept: "image/*" } }), { what: "photo", policy: this.policy, sleep: this.options.sleep, maxBytes });
    return response.body;
  }
}

/** An OData string literal: quotes doubled. */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;
