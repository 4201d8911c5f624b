import { describe, expect, it } from "vitest";
import { fillIdentity, pageText } from "~/server/page.server";
import { filePageProse, refreshPageTexts } from "~/server/page-texts.server";
import { agentInContext } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/page-edit";
import { action, loader } from "./page-edit";

appDatabaseForFile("agent-page-edit");

const description = "Homes for sale in McAllen with a local agent who knows every neighborhood, school zone and new build in the city and the Valley.";

function load(page: string, textLang: string) {
  const url = new URL(`http://localhost/en/agent/pages/${page}/${textLang}`);
  return loader({ request: new Request(url), url, params: { page, textLang }, context: {} } as unknown as Route.LoaderArgs).catch((error: unknown) => error);
}

async function post(page: string, textLang: string, fields: Record<string, string>) {
  const { context } = await agentInContext();
  const url = new URL(`http://localhost/es/agente/paginas/${page}/${textLang}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, url, params: { page, textLang }, context } as unknown as Route.ActionArgs).catch((error: unknown) => error);
}

describe("the page text editor", () => {
  it("opens a page's text as its file has it, and is the site's 404 for a page it doesn't edit", async () => {
    const opened = (await load("mcallen", "es")) as Awaited<ReturnType<typeof loader>>;
    const file = filePageProse("mcallen", "es");
    expect(opened).toMatchObject({ revision: 0, edited: false, values: { h1: file?.h1, description: file?.description } });
    expect(opened.values.body.startsWith(file?.intro ?? "?")).toBe(true);
    expect(await load("contact", "en")).toMatchObject({ init: { status: 404 } });
    expect(await load("mcallen", "fr")).toMatchObject({ init: { status: 404 } });
  });

  it("saves the agent's text, which the page then shows with her name filled in, and goes back to the file's on reset", async () => {
    const saved = (await post("mcallen", "en", { intent: "save", revision: "0", h1: "McAllen, block by block", description, body: "I have sold homes here for {years} years. See [our tools](tools).\n\n## Schools\n\nMcAllen ISD and Sharyland ISD." })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Set-Cookie")).toContain("flash=page-text-saved");
    const text = pageText("mcallen", "en");
    expect(text).toMatchObject({ h1: "McAllen, block by block", description, intro: "I have sold homes here for 12 years. See [our tools](tools).", sections: [{ heading: "Schools", body: "McAllen ISD and Sharyland ISD." }] });
    // The phone hero stays the file's, but for its line written to go under the site's heading, not hers (issue 54).
    expect(text.hero).toEqual({ ...filePageProse("mcallen", "en")?.hero, title: "" });
    expect(((await load("mcallen", "en")) as { revision: number }).revision).toBe(1);

    const reset = (await post("mcallen", "en", { intent: "reset" })) as Response;
    expect(reset.headers.get("Set-Cookie")).toContain("flash=page-text-reset");
    expect(pageText("mcallen", "en").h1).toBe(filePageProse("mcallen", "en")?.h1);
  });

  it("refuses a save from a page read before another save, keeping the text typed and showing the one that stands", async () => {
    const first = { intent: "save", revision: "0", h1: "Tab one", description, body: "Written in the first tab." };
    expect(((await post("pharr", "es", first)) as Response).status).toBe(303);
    const stale = (await post("pharr", "es", { ...first, h1: "Tab two", body: "Written in the second tab." })) as { data: Record<string, unknown>; init: { status: number } };
    expect(stale.init.status).toBe(409);
    expect(stale.data).toMatchObject({ values: { h1: "Tab two", body: "Written in the second tab." }, conflict: { h1: "Tab one", body: "Written in the first tab.", revision: 1 } });
    expect(pageText("pharr", "es").h1).toBe("Tab one");
    // Saving again against the revision shown is the agent's choice to put hers in place.
    expect(((await post("pharr", "es", { ...first, h1: "Tab two", revision: "1" })) as Response).status).toBe(303);
    expect(pageText("pharr", "es").h1).toBe("Tab two");
  });

  it("checks the fields and every link, and previews without saving", async () => {
    const refused = (await post("about", "en", { intent: "save", revision: "0", h1: "", description: "Too short.", body: "See [the moon](moon-page)." })) as { data: Record<string, unknown>; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({ errors: { h1: "required", description: "tooShort" }, values: { body: "See [the moon](moon-page)." } });
    const badLink = (await post("about", "en", { intent: "save", revision: "0", h1: "About", description, body: "See [the moon](moon-page)." })) as { data: { errors: Record<string, string>; linkDetail: string } };
    expect(badLink.data.errors).toEqual({ body: "link" });
    expect(badLink.data.linkDetail).toContain("moon-page");
    const preview = (await post("about", "en", { intent: "preview", revision: "0", h1: "About {agentName}", description, body: "Hello.\n\n## Why me\n\n{years} years." })) as { data: Record<string, unknown> };
    expect(preview.data).toMatchObject({ preview: { h1: "About Marisa Villarreal", intro: "Hello.", sections: [{ heading: "Why me", body: "12 years." }] } });
    await refreshPageTexts();
    expect(pageText("about", "en").h1).toBe(fillIdentity(filePageProse("about", "en")?.h1 ?? ""));
  });
});
