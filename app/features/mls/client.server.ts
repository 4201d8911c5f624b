import { z } from "zod";
import { OutgoingRefused, type OutgoingFetch } from "~/server/http/outgoing.server";
import { defaultRetryPolicy, FeedError, feedRequest, type RetryPolicy } from "./http.server";
import { mediaFields, propertyFields } from "./mapping";
import type { Keyset } from "./keyset";
import { parseMetadata, type FeedMetadata } from "./metadata";

export type ResoAuth = { readonly token: string } | { readonly clientId: string; readonly clientSecret: string; readonly tokenUrl: string };

export interface ResoClientOptions {
  /** The OData service root (RESO_URL). */
  readonly url: string;
  readonly auth: ResoAuth;
  readonly policy?: RetryPolicy;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a bench or test gives its own. */
  readonly outgoing?: OutgoingFetch;
}

/** A query on a resource; the keyset decides the filter of each request. */
export interface ResoQuery {
  readonly orderby: string;
  readonly select?: readonly string[];
  readonly expand?: string;
  readonly top: number;
  /** Ask for `@odata.count` on the first request; servers that ignore it are fine. */
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
 * `$metadata`, and paging by keyset (and `@odata.nextLink` while it
 * works). Every request is bounded and retried by feedRequest; no
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
      { what: "token", policy: this.policy, sleep: this.options.sleep, outgoing: this.options.outgoing },
    );
    const token = parseJson(tokenSchema, response.body, "token");
    const lifeMs = (token.expires_in ?? 3_600) * 1_000;
    this.token = { value: token.access_token, renewAt: this.now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 10) };
    return token.access_token;
  }

  /** A GET with the current token; a 401 renews an OAuth2 token once and asks again. */
  async get(url: string, what: string, accept = "application/json", maxBytes?: number): Promise<Uint8Array> {
    const ask = () => feedRequest(url, async () => ({ headers: { Authorization: `Bearer ${await this.bearer()}`, Accept: accept } }), { what, policy: this.policy, sleep: this.options.sleep, passStatuses: [401], maxBytes, outgoing: this.options.outgoing });
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

  private url(resource: string, query: ResoQuery, filter: string | null, count: boolean): string {
    const params = new URLSearchParams();
    if (filter) params.set("$filter", filter);
    params.set("$orderby", query.orderby);
    if (query.select?.length) params.set("$select", query.select.join(","));
    if (query.expand) params.set("$expand", query.expand);
    params.set("$top", String(query.top));
    if (count) params.set("$count", "true");
    return `${this.root}/${resource}?${params.toString().replace(/\+/g, "%20")}`;
  }

  private async page(url: string, resource: string) {
    return parseJson(pageSchema, await this.get(url, resource), resource);
  }

  /**
   * Every record of the resource after `start`, page by page, by keyset: each
   * request asks for the records after the last one read (its filter says
   * so), never with `$skip`, so servers that ignore or cap `$skip`, cap
   * `$top` or send no next links are read to the end. A server's own
   * `@odata.nextLink` is followed while it moves on; a link that fails with
   * a 4xx or that the outgoing guard refuses, answers nothing or sends a
   * page already read gives way to the keyset. The walk ends only when a
   * keyset request finds nothing after the cursor; a server that answers the
   * same page to it twice fails the pass rather than loop.
   */
  async *pages<C>(resource: string, query: ResoQuery, keyset: Keyset<C>, start: C | null = null): AsyncGenerator<ResoPage> {
    let cursor = start;
    const seen = new Set<string>();
    let link: string | null = null;
    let first = true;
    while (true) {
      let page: z.infer<typeof pageSchema>;
      if (link) {
        try {
          page = await this.page(link, resource);
        } catch (error) {
          // A link the guard refuses (another host, a private address) is the server's fault like a 4xx: the keyset carries on.
          const linkFault = error instanceof OutgoingRefused || (error instanceof FeedError && error.status >= 400 && error.status < 500);
          if (!linkFault) throw error;
          link = null;
          continue;
        }
      } else {
        page = await this.page(this.url(resource, query, keyset.after(cursor), first && (query.count ?? false)), resource);
      }
      const next = keyset.cursorOf(page.value);
      const repeated = next !== null && seen.has(keyset.id(next));
      if (link && (page.value.length === 0 || repeated)) {
        link = null;
        continue;
      }
      if (repeated || (page.value.length > 0 && next === null)) throw new FeedError(200, `${resource} (the server does not move past a page)`);
      if (page.value.length === 0) return;
      yield { records: page.value, total: first ? page["@odata.count"] : undefined };
      first = false;
      cursor = next;
      seen.add(keyset.id(next!));
      const nextLink = page["@odata.nextLink"];
      link = nextLink ? new URL(nextLink, `${this.root}/`).toString() : null;
    }
  }

  /** A photo's bytes (MediaURL is often on a CDN: the feed's token goes only to the feed's own host). */
  async download(url: string, maxBytes: number): Promise<Uint8Array> {
    if (new URL(url).origin === new URL(this.root).origin) return this.get(url, "photo", "image/*", maxBytes);
    const response = await feedRequest(url, () => ({ headers: { Accept: "image/*" } }), { what: "photo", policy: this.policy, sleep: this.options.sleep, maxBytes, outgoing: this.options.outgoing });
    return response.body;
  }
}
