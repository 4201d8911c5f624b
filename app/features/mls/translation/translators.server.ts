import type { Env } from "~/server/env.server";
import type { OutgoingFetch } from "~/server/http/outgoing.server";
import { feedRequest, FeedError, type RetryPolicy } from "../http.server";
import { tokenCodec, xmlCodec, type Codec } from "./codecs";

/**
 * A machine-translation provider (ADR 0125): English texts in, Spanish out, in
 * order. An answer may be shorter than asked or hold empty strings: those
 * places are null, and only they fail.
 */
export interface Translator {
  readonly name: "libretranslate" | "deepl";
  readonly codec: Codec;
  /** The most texts, and characters, one request carries. */
  readonly batch: { readonly texts: number; readonly characters: number };
  translate(texts: readonly string[]): Promise<(string | null)[]>;
}

export interface TranslatorOptions {
  readonly outgoing?: OutgoingFetch;
  readonly policy?: RetryPolicy;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * A pass waits out a short Retry-After, backs off a few times, and otherwise
 * leaves the rest for the next pass: translating never holds the sync up long.
 */
export const translateRetryPolicy: RetryPolicy = { timeoutMs: 60_000, attempts: 4, baseDelayMs: 1_000, maxDelayMs: 20_000, maxRetryAfterMs: 60_000 };

/** A provider's answer that is not the JSON its API documents (a proxy's HTML page with a 200, say). */
export class TranslateAnswerError extends Error {
  override readonly name = "TranslateAnswerError";
  readonly code = "TRANSLATE_ANSWER";
}

function json(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch (error) {
    throw new TranslateAnswerError("not JSON", { cause: error });
  }
}

const filled = (texts: readonly unknown[], asked: number): (string | null)[] =>
  Array.from({ length: asked }, (_, index) => {
    const text = texts[index];
    return typeof text === "string" && text.trim() !== "" ? text : null;
  });

/** A LibreTranslate-compatible server: POST <url>/translate, `q` an array, `translatedText` an array back. */
export function libreTranslate(url: string, apiKey: string | undefined, options: TranslatorOptions = {}): Translator {
  const endpoint = `${url.replace(/\/+$/, "")}/translate`;
  return {
    name: "libretranslate",
    codec: tokenCodec,
    batch: { texts: 25, characters: 20_000 },
    async translate(texts) {
      const body = JSON.stringify({ q: texts, source: "en", target: "es", format: "text", ...(apiKey ? { api_key: apiKey } : {}) });
      const response = await feedRequest(endpoint, () => ({ method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body }), {
        what: "translate",
        policy: options.policy ?? translateRetryPolicy,
        sleep: options.sleep,
        outgoing: options.outgoing,
        maxBytes: 4 * 1024 * 1024,
      });
      const answer = json(response.body) as { translatedText?: unknown };
      const translated = Array.isArray(answer?.translatedText) ? answer.translatedText : typeof answer?.translatedText === "string" && texts.length === 1 ? [answer.translatedText] : null;
      if (!translated) throw new TranslateAnswerError("no translatedText");
      return filled(translated, texts.length);
    },
  };
}

/** DeepL's API: the free plan's host for keys ending ":fx", the paid one's otherwise. */
export function deepl(apiKey: string, url: string | undefined, options: TranslatorOptions = {}): Translator {
  const base = url ?? (apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com");
  const endpoint = `${base.replace(/\/+$/, "")}/v2/translate`;
  return {
    name: "deepl",
    codec: xmlCodec,
    // DeepL takes up to 50 texts and 128 KiB a request.
    batch: { texts: 50, characters: 100_000 },
    async translate(texts) {
      const body = JSON.stringify({ text: texts, source_lang: "EN", target_lang: "ES", tag_handling: "xml", ignore_tags: ["x"] });
      const response = await feedRequest(
        endpoint,
        () => ({ method: "POST", headers: { "content-type": "application/json", accept: "application/json", authorization: `DeepL-Auth-Key ${apiKey}` }, body }),
        { what: "translate", policy: options.policy ?? translateRetryPolicy, sleep: options.sleep, outgoing: options.outgoing, maxBytes: 4 * 1024 * 1024 },
      );
      const answer = json(response.body) as { translations?: unknown };
      if (!Array.isArray(answer?.translations)) throw new TranslateAnswerError("no translations");
      return filled(
        answer.translations.map((item: unknown) => (item as { text?: unknown } | null)?.text),
        texts.length,
      );
    },
  };
}

/** The configured provider; null without TRANSLATE_URL or DEEPL_API_KEY (env.server.ts refuses both). */
export function translatorFromEnv(env: Pick<Env, "TRANSLATE_URL" | "TRANSLATE_API_KEY" | "DEEPL_API_KEY" | "DEEPL_URL">, options: TranslatorOptions = {}): Translator | null {
  if (env.TRANSLATE_URL) return libreTranslate(env.TRANSLATE_URL, env.TRANSLATE_API_KEY, options);
  if (env.DEEPL_API_KEY) return deepl(env.DEEPL_API_KEY, env.DEEPL_URL, options);
  return null;
}

/** Failures that no later batch of this pass can escape: the quota is spent (DeepL 456), the key refused. */
export const stopsThePass = (error: unknown) => error instanceof FeedError && [401, 403, 456].includes(error.status);
