import { z } from "zod";
import { langs, type Lang } from "~/lib/routes";
import { getEnv } from "~/server/env.server";
import { outgoingFetch, OutgoingRefused, OutgoingTimeout, OutgoingTooLarge, type OutgoingFetch } from "~/server/http/outgoing.server";
import { errorFacts, logInfo, logWarn } from "~/server/log.server";

/**
 * The maps' street style (ADR 0419): OpenFreeMap's, or MAP_STYLE_URL's,
 * read by the server and handed to the maps from the site's own origin. A
 * browser then never asks a style host it can't reach, which no script could
 * keep out of its console; when the server can't reach it either, the maps
 * are told so at once and draw the offline basemap.
 */

/** The whole read, every hop and the body: a map waits no longer than this for the server's answer. */
export const STYLE_ANSWER_MS = 3_000;
/** A style read is kept this long: providers change theirs seldom, and its tiles' own TileJSON names their build. */
export const STYLE_KEEP_MS = 60 * 60_000;
/** After a read that ran out of time the style isn't asked again for this long, so maps don't each wait on a host that hangs. */
export const STYLE_QUIET_MS = 60_000;
/** OpenFreeMap's style is about 70 KB; the largest providers' are a few hundred. */
const STYLE_MAX_BYTES = 2 * 1024 * 1024;

/** What the server checks of a provider's answer before passing it on: a MapLibre style's outline; MapLibre reads the rest. */
const styleSchema = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.looseObject({ type: z.string() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string(), layout: z.record(z.string(), z.unknown()).optional() })).max(5_000),
});

export type RemoteStyle = z.infer<typeof styleSchema>;

/** A place's name as the OpenMapTiles schema and its kin spell it: name, name_en, name:latin, name_int… */
const NAME = /^name(?:[:_][\w-]+)?$/;
/** A label written the old way, one property in braces: "{name}", "{name:latin}". */
const NAME_TOKEN = /^\{(name(?:[:_][\w-]+)?)\}$/;

function readsName(expression: unknown): boolean {
  if (!Array.isArray(expression)) return false;
  if (expression[0] === "get" && typeof expression[1] === "string" && NAME.test(expression[1])) return true;
  return expression.some(readsName);
}

/** A label's text in the page's language where the data has it (`name:es`, `name:en`), else as the style wrote it. */
function inLanguage(field: unknown, lang: Lang): unknown {
  const own = ["get", `name:${lang}`];
  if (readsName(field)) return ["coalesce", own, field];
  const token = typeof field === "string" ? NAME_TOKEN.exec(field) : null;
  return token ? ["coalesce", own, ["get", token[1]]] : field;
}

/** The style with the labels that name places in the page's language; other labels (a road's number) stay as they are. */
export function localizedStyle(style: RemoteStyle, lang: Lang): RemoteStyle {
  return {
    ...style,
    layers: style.layers.map((layer) => {
      if (layer.type !== "symbol" || !layer.layout || !("text-field" in layer.layout)) return layer;
      return { ...layer, layout: { ...layer.layout, "text-field": inLanguage(layer.layout["text-field"], lang) } };
    }),
  };
}

class StyleUnreadable extends Error {
  override readonly name = "StyleUnreadable";
  constructor(readonly status?: number) {
    super(status ? `status ${status}` : "not a MapLibre style");
  }
}

export interface StyleReaderOptions {
  readonly url: string;
  /** The site's origin, sent as Referer: a provider that keeps a key to the site's origin recognises it. */
  readonly site: string;
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a test gives its own. */
  readonly outgoing?: OutgoingFetch;
  readonly now?: () => number;
}

/** The style in a language, as the JSON the maps get; null when it can't be had now. */
export type StyleReader = (lang: Lang) => Promise<string | null>;

/**
 * Reads the style when a map asks and keeps it (STYLE_KEEP_MS); maps that
 * ask while it is being read wait for that one read. A failure is one log
 * line until the style answers again; a timeout is not retried for a while
 * (STYLE_QUIET_MS), and a URL the outgoing guard refuses never is.
 */
export function styleReader({ url, site, outgoing = outgoingFetch, now = Date.now }: StyleReaderOptions): StyleReader {
  let kept: { readonly texts: Record<Lang, string>; readonly until: number } | undefined;
  let quietUntil = 0;
  let refused = false;
  let failing = false;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    try {
      const response = await outgoing(url, { what: "map style", headers: { Accept: "application/json", Referer: `${site}/` }, timeoutMs: STYLE_ANSWER_MS, maxBytes: STYLE_MAX_BYTES });
      if (response.status !== 200) throw new StyleUnreadable(response.status);
      const parsed = styleSchema.safeParse(JSON.parse(new TextDecoder().decode(response.body)));
      if (!parsed.success) throw new StyleUnreadable();
      const style = parsed.data;
      kept = { texts: Object.fromEntries(langs.map((lang) => [lang, JSON.stringify(localizedStyle(style, lang))])) as Record<Lang, string>, until: now() + STYLE_KEEP_MS };
      if (failing) logInfo({ msg: "map style answers again" });
      failing = false;
    } catch (error) {
      kept = undefined;
      // The guard has logged why it refused the URL: a setting to change, not a moment's outage.
      if (error instanceof OutgoingRefused) {
        refused = true;
        return;
      }
      if (error instanceof OutgoingTimeout) quietUntil = now() + STYLE_QUIET_MS;
      const kind = error instanceof OutgoingTimeout ? "timeout" : error instanceof StyleUnreadable || error instanceof SyntaxError || error instanceof OutgoingTooLarge ? "unreadable" : "network";
      if (!failing) logWarn({ msg: "map style unreachable: the maps draw the offline basemap", kind, ...(error instanceof StyleUnreadable && error.status ? { status: error.status } : {}), ...(kind === "network" ? errorFacts(error) : {}) });
      failing = true;
    }
  }

  return async (lang) => {
    if (refused) return null;
    if (!kept || now() >= kept.until) {
      if (now() < quietUntil) return null;
      reading ??= read().finally(() => {
        reading = undefined;
      });
      await reading;
    }
    return kept?.texts[lang] ?? null;
  };
}

let current: { readonly url: string; readonly read: StyleReader } | undefined;

/** The site's street style in the page's language (GET /api/map-style), or null: the site has none, or it doesn't answer now. */
export function mapStyle(lang: Lang): Promise<string | null> {
  const { mapStyleUrl, publicUrl } = getEnv();
  if (!mapStyleUrl) return Promise.resolve(null);
  if (current?.url !== mapStyleUrl) current = { url: mapStyleUrl, read: styleReader({ url: mapStyleUrl, site: new URL(publicUrl).origin }) };
  return current.read(lang);
}
