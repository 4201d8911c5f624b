import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowLocalDoublesForFile } from "../../../../tests/support/local-doubles";
import { startTranslateDouble, type TranslateDouble } from "../../../../tests/support/translate-double";
import { FeedError } from "../http.server";
import { deepl, libreTranslate, stopsThePass, TranslateAnswerError, translatorFromEnv, type Translator } from "./translators.server";

allowLocalDoublesForFile();

const policy = { timeoutMs: 5_000, attempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 60_000 };

let double: TranslateDouble;
const waited: number[] = [];
const sleep = async (ms: number) => {
  waited.push(ms);
};

beforeAll(async () => {
  double = await startTranslateDouble({ apiKey: "secret:fx" });
});
afterAll(() => double.stop());
afterEach(() => {
  double.heal();
  double.requests.length = 0;
  waited.length = 0;
});

const providers: [string, () => Translator][] = [
  ["LibreTranslate", () => libreTranslate(double.url, "secret:fx", { policy, sleep })],
  ["DeepL", () => deepl("secret:fx", double.url, { policy, sleep })],
];

describe.each(providers)("%s", (_, make) => {
  it("translates a batch in order", async () => {
    expect(await make().translate(["Quiet street.", "Near the university."])).toEqual(["Tranquila calle.", "Cerca de la universidad."]);
  });

  it("waits what Retry-After says on a 429, then answers", async () => {
    double.fail({ kind: "429", retryAfterSeconds: 7 });
    expect(await make().translate(["Quiet street."])).toEqual(["Tranquila calle."]);
    expect(waited).toEqual([7_000]);
    expect(double.requests.map((request) => request.status)).toEqual([429, 200]);
  });

  it("retries a proxy's HTML 502 and fails with its status when it stays", async () => {
    double.fail({ kind: "502" }, Infinity);
    await expect(make().translate(["Quiet street."])).rejects.toMatchObject({ name: "FeedError", status: 502 });
    expect(double.requests).toHaveLength(policy.attempts);
  });

  it("answers null where the provider's answer is shorter than asked, or empty", async () => {
    double.fail({ kind: "short" });
    expect(await make().translate(["Quiet street.", "Near the university."])).toEqual(["Tranquila calle.", null]);
    double.fail({ kind: "empty" });
    expect(await make().translate(["Quiet street."])).toEqual([null]);
  });

  it("fails at once on a refused key, which stops the pass's translating", async () => {
    double.fail({ kind: "error", status: 403 });
    const error = await make()
      .translate(["Quiet street."])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect(stopsThePass(error)).toBe(true);
    expect(double.requests).toHaveLength(1);
  });
});

describe("the providers' own quirks", () => {
  it("DeepL's 456, its quota spent, is not retried and stops the pass", async () => {
    double.fail({ kind: "456" });
    const error = await deepl("secret:fx", double.url, { policy, sleep })
      .translate(["Quiet street."])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 456 });
    expect(stopsThePass(error)).toBe(true);
    expect(double.requests).toHaveLength(1);
  });

  it("LibreTranslate's 500 is retried, then the batch fails without stopping the pass", async () => {
    double.fail({ kind: "error", status: 500 }, Infinity);
    const error = await libreTranslate(double.url, "secret:fx", { policy, sleep })
      .translate(["Quiet street."])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500 });
    expect(stopsThePass(error)).toBe(false);
    expect(double.requests).toHaveLength(policy.attempts);
  });

  it("an answer that is not JSON fails as such", async () => {
    const notJson = { ...libreTranslate(`${double.url}/nowhere`, undefined, { policy, sleep }) };
    await expect(notJson.translate(["Quiet street."])).rejects.toMatchObject({ status: 404 });
    const html = libreTranslate(double.url, "secret:fx", {
      policy,
      sleep,
      outgoing: async () => ({ status: 200, headers: new Headers({ "content-type": "text/html" }), body: new TextEncoder().encode("<html>proxy</html>"), url: double.url }),
    });
    await expect(html.translate(["Quiet street."])).rejects.toBeInstanceOf(TranslateAnswerError);
  });

  it("DeepL's free keys go to api-free, others to api; TRANSLATE_URL wins nothing when unset", () => {
    expect(translatorFromEnv({ TRANSLATE_URL: undefined, TRANSLATE_API_KEY: undefined, DEEPL_API_KEY: undefined, DEEPL_URL: undefined })).toBeNull();
    expect(translatorFromEnv({ TRANSLATE_URL: double.url, TRANSLATE_API_KEY: undefined, DEEPL_API_KEY: undefined, DEEPL_URL: undefined })?.name).toBe("libretranslate");
    expect(translatorFromEnv({ TRANSLATE_URL: undefined, TRANSLATE_API_KEY: undefined, DEEPL_API_KEY: "k:fx", DEEPL_URL: undefined })?.name).toBe("deepl");
  });

  it("sends DeepL the key in its header and the XML handling that keeps the glossary's tags", async () => {
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    const outgoing = async (url: string | URL, request: { headers?: Readonly<Record<string, string>>; body?: string | Uint8Array }) => {
      seen.push({ url: String(url), headers: { ...request.headers }, body: String(request.body) });
      return { status: 200, headers: new Headers(), body: new TextEncoder().encode(JSON.stringify({ translations: [{ text: "Hola" }] })), url: String(url) };
    };
    await deepl("abc:fx", undefined, { policy, sleep, outgoing }).translate(["Hello"]);
    await deepl("abc", undefined, { policy, sleep, outgoing }).translate(["Hello"]);
    expect(seen.map((request) => request.url)).toEqual(["https://api-free.deepl.com/v2/translate", "https://api.deepl.com/v2/translate"]);
    expect(seen[0]?.headers.authorization).toBe("DeepL-Auth-Key abc:fx");
    expect(JSON.parse(seen[0]?.body ?? "{}")).toEqual({ text: ["Hello"], source_lang: "EN", target_lang: "ES", tag_handling: "xml", ignore_tags: ["x"] });
  });
});
