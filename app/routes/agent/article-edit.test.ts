import { describe, expect, it } from "vitest";
import { publishDueArticles } from "~/features/articles/store.server";
import { getDb } from "~/server/db.server";
import { articlesVersionOf, listArticles, lookupArticle, refreshArticles } from "~/server/articles.server";
import { agentInContext } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { phonePhoto } from "../../../tests/support/photos";
import { loader as articleLoader } from "../blog/article";
import type { Route as ArticleRoute } from "../blog/+types/article";
import type { Route } from "./+types/article-edit";
import { action, loader } from "./article-edit";

appDatabaseForFile("agent-article-edit");

const summary = "What moved prices, inventory and days on market in the Valley this month, and what it means for buyers.";
const body = "## Prices\n\nMedian prices held steady.\n\n| City | Median |\n| --- | --- |\n| McAllen | $265,000 |\n\n[Unsafe](javascript:alert(1)) <script>alert(1)</script>";

type Answer = { data: Record<string, unknown> & { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

async function post(path: string, id: string | undefined, fields: Record<string, string>, files: Record<string, Uint8Array<ArrayBuffer>> = {}) {
  const { context } = await agentInContext();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, bytes] of Object.entries(files)) form.append(key, new Blob([bytes], { type: "image/jpeg" }), `${key}.jpg`);
  const url = new URL(`http://localhost${path}`);
  return action({ request: new Request(url, { method: "POST", body: form }), url, params: id ? { id } : {}, context } as unknown as Route.ActionArgs).catch((error: unknown) => error);
}

function open(path: string, id?: string) {
  const url = new URL(`http://localhost${path}`);
  return loader({ request: new Request(url), url, params: id ? { id } : {}, context: {} } as unknown as Route.LoaderArgs).catch((error: unknown) => error);
}

function visit(lang: "en" | "es", slug: string) {
  const url = new URL(`http://localhost/${lang}/blog/${slug}`);
  return articleLoader({ request: new Request(url), url, params: { slug }, context: {} } as unknown as ArticleRoute.LoaderArgs).catch((error: unknown) => error);
}

const article = { intent: "save", title: "Valley market update: November", slug: "", summary, body, coverAlt: "Palm-lined street in McAllen at dusk", tags: "market, mcallen", category: "", status: "published", publishDay: "", publishTime: "", twin: "" };

describe("the article editor", () => {
  it("loads the 28 files as articles at their URLs on first start, live and paired", async () => {
    await refreshArticles(getDb());
    expect(listArticles("en")).toHaveLength(14);
    expect(listArticles("es")).toHaveLength(14);
    const found = (await visit("es", "analisis-mercado-mcallen-2025")) as Awaited<ReturnType<typeof articleLoader>>;
    expect(found.switchTo).toBe("/en/blog/mcallen-market-update-2025");
    expect(found.seo.alternates.en).toBe("http://localhost:3000/en/blog/mcallen-market-update-2025");
    expect(found.seo.hreflang).toBeUndefined();
  });

  it("publishes an English article with a cover, its address suggested from the title, sanitised; alone it has no hreflang and the switch goes to the Spanish blog", async () => {
    expect(((await post("/en/agent/articles/new?lang=en", undefined, article)) as Answer).data.errors).toEqual({ coverFile: "required" });
    const saved = (await post("/en/agent/articles/new?lang=en", undefined, article, { coverFile: await phonePhoto() })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Set-Cookie")).toContain("flash=article-created");
    const page = (await visit("en", "valley-market-update-november")) as Awaited<ReturnType<typeof articleLoader>>;
    expect(page.article.html).toContain("<table>");
    expect(page.article.html).not.toContain("<script>");
    expect(page.article.html).not.toContain("javascript:");
    expect(page.article.hero).toMatch(/^\/images\/articles\/[0-9a-f]{16}\/w1280\.jpg$/);
    expect(page.seo.image).toMatch(/\/images\/articles\/[0-9a-f]{16}\/og\.jpg$/);
    expect(page.seo.hreflang).toBe(false);
    expect(page.switchTo).toBe("/es/blog");
    expect(listArticles("en")[0]?.title).toBe(article.title);
  });

  it("links a Spanish twin, scheduled: hidden until its time, then live with both articles pointing at each other", async () => {
    const english = listArticles("en").find((entry) => entry.slug === "valley-market-update-november");
    const opened = (await open(`/es/agente/articulos/nuevo?lang=es&twin=${english?.id}`)) as Awaited<ReturnType<typeof loader>>;
    expect(opened.values.twin).toBe(english?.id);
    const soon = new Date(Date.now() + 60 * 60_000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(soon);
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(soon);
    const twin = { ...article, title: "Mercado del Valle: noviembre", slug: "mercado-del-valle-noviembre", coverAlt: "Calle con palmeras en McAllen al atardecer", status: "scheduled", publishDay: day, publishTime: time, twin: english?.id ?? "" };
    const saved = (await post(`/es/agente/articulos/nuevo?lang=es`, undefined, twin)) as Response;
    expect(saved.status).toBe(303);
    expect(lookupArticle("es", "mercado-del-valle-noviembre")).toBeUndefined();
    expect(((await visit("en", "valley-market-update-november")) as { switchTo: string }).switchTo).toBe("/es/blog");
    expect(lookupArticle("es", "mercado-del-valle-noviembre", new Date(soon.getTime() + 60_000))?.kind).toBe("article");
    // Kept pages (the English twin's, the blog's) render again at its time, before the schedule's pass moves the counter.
    const kept = await articlesVersionOf(getDb());
    expect(await articlesVersionOf(getDb(), new Date(soon.getTime() + 60_000))).not.toBe(kept);
    expect(await publishDueArticles(getDb(), new Date(soon.getTime() + 60_000))).toBe(1);
    const later = new Date(soon.getTime() + 120_000);
    const live = lookupArticle("es", "mercado-del-valle-noviembre", later);
    expect(live?.kind === "article" && live.twin?.path).toBe("/en/blog/valley-market-update-november");
    expect(listArticles("es", later)[0]?.title).toBe("Mercado del Valle: noviembre");
  });

  it("keeps the old address as a 301 when the slug changes, and answers 410 once the article is unpublished", async () => {
    const english = listArticles("en").find((entry) => entry.slug === "valley-market-update-november");
    const id = english?.id ?? "";
    const opened = (await open(`/en/agent/articles/${id}`, id)) as Awaited<ReturnType<typeof loader>>;
    const renamed = (await post(`/en/agent/articles/${id}`, id, { ...article, ...opened.values, intent: "save", slug: "valley-market-november-2026", revision: String(opened.revision) })) as Response;
    expect(renamed.status).toBe(303);
    const moved = (await visit("en", "valley-market-update-november")) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/en/blog/valley-market-november-2026");
    const again = (await open(`/en/agent/articles/${id}`, id)) as Awaited<ReturnType<typeof loader>>;
    expect(((await post(`/en/agent/articles/${id}`, id, { ...article, ...again.values, intent: "save", status: "unpublished", revision: String(again.revision) })) as Response).status).toBe(303);
    expect(await visit("en", "valley-market-november-2026")).toMatchObject({ init: { status: 410 } });
    expect(await visit("en", "valley-market-update-november")).toMatchObject({ init: { status: 410 } });
    expect(listArticles("en").some((entry) => entry.id === id)).toBe(false);
  });

  it("refuses a save from a stale tab with both versions, a slug another article has, and hostile values, in the page's language, keeping what was typed", async () => {
    const [first] = listArticles("en");
    const id = first?.id ?? "";
    const opened = (await open(`/en/agent/articles/${id}`, id)) as Awaited<ReturnType<typeof loader>>;
    const base = { ...article, ...opened.values, intent: "save", revision: String(opened.revision) };
    expect(((await post(`/en/agent/articles/${id}`, id, { ...base, title: "From the first tab" })) as Response).status).toBe(303);
    const stale = (await post(`/en/agent/articles/${id}`, id, { ...base, title: "From the second tab" })) as Answer;
    expect(stale.init.status).toBe(409);
    expect(stale.data).toMatchObject({ values: { title: "From the second tab" }, conflict: { title: "From the first tab", revision: opened.revision + 1 } });

    const taken = (await post(`/en/agent/articles/${id}`, id, { ...base, revision: String(opened.revision + 1), slug: "rgv-mortgage-rates-outlook-2025" })) as Answer;
    expect(taken.data.errors).toEqual({ slug: "slugTaken" });

    const hostile = (await post(`/en/agent/articles/${id}`, id, { ...base, revision: String(opened.revision + 1), slug: "../../etc/passwd", tags: "<img src=x>", status: "live", publishDay: "2026-02-31", category: "javascript:" })) as Answer;
    expect(hostile.init.status).toBe(422);
    expect(hostile.data.errors).toMatchObject({ slug: "slug", tags: "tag", status: "required", category: "required" });
    expect(hostile.data.values.slug).toBe("../../etc/passwd");
    // An id no article can have (a NUL, a path) is the site's 404, never a query.
    for (const bad of ["a\u0000b", "../x", "x".repeat(200)]) expect(await open(`/en/agent/articles/${encodeURIComponent(bad)}`, bad)).toMatchObject({ init: { status: 404 } });
  });

  it("adds an uploaded photo to the end of the text, unsaved, and previews the text as the article shows it", async () => {
    const [first] = listArticles("es");
    const id = first?.id ?? "";
    const opened = (await open(`/es/agente/articulos/${id}`, id)) as Awaited<ReturnType<typeof loader>>;
    const base = { ...article, ...opened.values, revision: String(opened.revision) };
    const missing = (await post(`/es/agente/articulos/${id}`, id, { ...base, intent: "add-image", imageAlt: "" })) as Answer;
    expect(missing.data.errors).toEqual({ imageAlt: "imageAlt", imageFile: "imageFile" });
    // A bracket would end the Markdown image's description early: its own error, not "too long".
    const bracket = (await post(`/es/agente/articulos/${id}`, id, { ...base, intent: "add-image", imageAlt: "Cocina [nueva]" }, { imageFile: await phonePhoto() })) as Answer;
    expect(bracket.data.errors).toEqual({ imageAlt: "altMarkup" });
    expect(bracket.data.values.imageAlt).toBe("Cocina [nueva]");
    const added = (await post(`/es/agente/articulos/${id}`, id, { ...base, intent: "add-image", imageAlt: "Cocina con isla de granito" }, { imageFile: await phonePhoto() })) as Answer;
    expect(added.init.status).toBe(200);
    expect(added.data.values.body).toMatch(/\n\n!\[Cocina con isla de granito\]\(\/images\/articles\/[0-9a-f]{16}\/w1280\.jpg\)\n$/);
    const preview = (await post(`/es/agente/articulos/${id}`, id, { ...base, body: added.data.values.body ?? "", intent: "preview" })) as Answer;
    expect(preview.data.preview).toMatchObject({ html: expect.stringMatching(/<img src="\/images\/articles\/[0-9a-f]{16}\/w1280\.jpg" alt="Cocina con isla de granito"/) });
    expect((await open(`/es/agente/articulos/${id}`, id)) as { revision: number }).toMatchObject({ revision: opened.revision });
  });

  it("fills her phone and name in an article as page texts do, and makes links by id the pages' and articles' paths, in the preview and live (issue 54)", async () => {
    const id = "seed-casita-buying-en";
    const opened = (await open(`/en/agent/articles/${id}`, id)) as Awaited<ReturnType<typeof loader>>;
    const text = "Call {agentName} at {phone}: see [the tools](tools) and [the checklist](article:first-time-checklist).";
    const base = { ...article, ...opened.values, revision: String(opened.revision), body: `${text}\n\n${opened.values.body ?? ""}` };
    const preview = (await post(`/en/agent/articles/${id}`, id, { ...base, intent: "preview" })) as Answer;
    const expected = '<p>Call Marisa Villarreal at (956) 555-0142: see <a href="/en/tools">the tools</a> and <a href="/en/blog/first-time-homebuyer-checklist-rgv">the checklist</a>.</p>';
    expect((preview.data.preview as { html: string }).html).toContain(expected);
    expect(((await post(`/en/agent/articles/${id}`, id, { ...base, intent: "save" })) as Response).status).toBe(303);
    await refreshArticles(getDb());
    const page = (await visit("en", opened.values.slug ?? "")) as Awaited<ReturnType<typeof articleLoader>>;
    expect(page.article.html).toContain(expected);
    expect(page.article.html).not.toContain("{phone}");
  });
});
