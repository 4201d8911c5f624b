import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a translation provider (ADR 0125): LibreTranslate's
 * `POST /translate` and DeepL's `POST /v2/translate`, as the real ones answer
 * and fail. It "translates" a few dozen common words of listings into Spanish
 * and leaves the rest, keeping what the real ones keep: numbered placeholders
 * ({0}) and, for DeepL, text in an ignored <x> tag.
 */
export type TranslateFault =
  /** 429 with a Retry-After of `retryAfterSeconds`. */
  | { readonly kind: "429"; readonly retryAfterSeconds: number }
  /** DeepL's quota exceeded. */
  | { readonly kind: "456" }
  /** LibreTranslate's own error shapes: 400 bad request, 403 a refused key, 500. */
  | { readonly kind: "error"; readonly status: 400 | 403 | 500 }
  /** A proxy in front, its HTML page with a 502. */
  | { readonly kind: "502" }
  /** An array answer one text shorter than asked. */
  | { readonly kind: "short" }
  /** Every text answered empty. */
  | { readonly kind: "empty" }
  /** Placeholders dropped, as a model that does not know them might. */
  | { readonly kind: "lose-placeholders" };

export interface TranslateDoubleOptions {
  /** The provider's rate limit: requests a minute, answered 429 beyond it. */
  readonly requestsPerMinute?: number;
  /** A key the requests must carry (api_key for LibreTranslate, the Authorization header for DeepL). */
  readonly apiKey?: string;
}

export interface TranslateDouble {
  /** LibreTranslate's root, as TRANSLATE_URL names it; DeepL's base, as DEEPL_URL does. */
  readonly url: string;
  /** Every text asked, in order, as the provider received it. */
  readonly texts: string[];
  readonly requests: { readonly path: string; readonly status: number; readonly texts: number; readonly characters: number }[];
  /** The next `count` requests get the fault (all of them with Infinity). */
  fail(fault: TranslateFault, count?: number): void;
  /** No more faults. */
  heal(): void;
  stop(): Promise<void>;
}

/** The double's Spanish: enough words that a text reads translated; what it lacks stays as it came. */
const words: Readonly<Record<string, string>> = {
  a: "una",
  and: "y",
  beautiful: "hermosa",
  close: "cerca",
  community: "comunidad",
  for: "para",
  great: "excelente",
  has: "tiene",
  home: "casa",
  house: "casa",
  in: "en",
  kitchen: "cocina",
  large: "amplia",
  near: "cerca de",
  new: "nueva",
  of: "de",
  on: "en",
  quiet: "tranquila",
  roof: "techo",
  school: "escuela",
  schools: "escuelas",
  street: "calle",
  the: "la",
  this: "esta",
  to: "a",
  updated: "renovada",
  with: "con",
  listing: "propiedad",
  lot: "lote",
  university: "universidad",
  covers: "incluye",
  corner: "esquina",
};

const keepCase = (english: string, spanish: string) => (/^[A-Z]/.test(english) ? spanish.charAt(0).toUpperCase() + spanish.slice(1) : spanish);
const translateWords = (text: string) => text.replace(/\p{L}+/gu, (word) => (words[word.toLowerCase()] ? keepCase(word, words[word.toLowerCase()]!) : word));

/** The double's translation: placeholders and ignored tags as they came, the words between translated. */
export function fakeSpanish(text: string): string {
  return text
    .split(/(\{\d+\}|<x>[^<]*<\/x>)/)
    .map((piece, index) => (index % 2 === 1 ? piece : translateWords(piece)))
    .join("");
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}

export async function startTranslateDouble(options: TranslateDoubleOptions = {}): Promise<TranslateDouble> {
  const texts: string[] = [];
  const requests: TranslateDouble["requests"][number][] = [];
  let faults: { fault: TranslateFault; left: number }[] = [];
  const recent: number[] = [];

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://double").pathname;
    const deepl = path === "/v2/translate";
    const body = (await bodyOf(req)) as Record<string, unknown> | null;
    const asked = (deepl ? body?.text : body?.q) as unknown;
    const list = Array.isArray(asked) ? asked.filter((text): text is string => typeof text === "string") : typeof asked === "string" ? [asked] : [];
    const record = (status: number) => requests.push({ path, status, texts: list.length, characters: list.reduce((sum, text) => sum + text.length, 0) });
    if (req.method !== "POST" || (path !== "/translate" && !deepl)) {
      record(404);
      return json(res, 404, { error: "Not Found" });
    }
    if (options.apiKey && (deepl ? req.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}` : body?.api_key !== options.apiKey)) {
      record(403);
      return deepl ? json(res, 403, { message: "Wrong endpoint or authorization" }) : json(res, 403, { error: "Invalid API key" });
    }
    const now = Date.now();
    while (recent.length > 0 && recent[0]! <= now - 60_000) recent.shift();
    if (options.requestsPerMinute && recent.length >= options.requestsPerMinute) {
      record(429);
      return json(res, 429, deepl ? { message: "Too many requests" } : { error: "Too many request limits violations" }, { "Retry-After": String(Math.ceil((recent[0]! + 60_000 - now) / 1_000)) });
    }
    recent.push(now);
    const current = faults[0];
    if (current) {
      current.left -= 1;
      if (current.left <= 0) faults = faults.slice(1);
    }
    const fault = current?.fault;
    if (fault?.kind === "429") {
      record(429);
      return json(res, 429, { error: "Slowdown: too many requests" }, { "Retry-After": String(fault.retryAfterSeconds) });
    }
    if (fault?.kind === "456") {
      record(456);
      return json(res, 456, { message: "Quota exceeded" });
    }
    if (fault?.kind === "error") {
      record(fault.status);
      return json(res, fault.status, { error: fault.status === 400 ? "Invalid request: missing q parameter" : fault.status === 403 ? "Invalid API key" : "Cannot translate text" });
    }
    if (fault?.kind === "502") {
      record(502);
      res.writeHead(502, { "Content-Type": "text/html" });
      return res.end("<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>");
    }
    if (list.length === 0) {
      record(400);
      return json(res, 400, deepl ? { message: "Value for 'text' not supported." } : { error: "Invalid request: missing q parameter" });
    }
    record(200);
    texts.push(...list);
    let out = list.map(fakeSpanish);
    if (fault?.kind === "short") out = out.slice(0, -1);
    if (fault?.kind === "empty") out = out.map(() => "");
    if (fault?.kind === "lose-placeholders") out = out.map((text) => text.replace(/\{\d+\}|<x>[^<]*<\/x>/g, ""));
    if (deepl) return json(res, 200, { translations: out.map((text) => ({ detected_source_language: "EN", text })) });
    return json(res, 200, { translatedText: Array.isArray(asked) ? out : (out[0] ?? "") });
  };

  const server = createServer((req, res) => {
    answer(req, res).catch(() => json(res, 500, { error: "double failed" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    requests,
    fail(fault, count = 1) {
      faults.push({ fault, left: count });
    },
    heal() {
      faults = [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
