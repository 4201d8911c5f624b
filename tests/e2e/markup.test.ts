import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { blankValues } from "../../app/features/agent-listings/listing-form";
import { agentArticlesPath, agentDashboardPath, agentListingsPrefix, agentPagesPath, agentProfilePath, agentReviewsPath, agentSettingsPath, agentShowingsPath, agentTodayPath, agentVitalsPath, newArticlePath, newListingPath, newReviewPath } from "../../app/lib/agent-routes";
import { agentPrefix, type Lang, langs } from "../../app/lib/routes";
import { templatePaths } from "../../bench/pages";
import { agentServerForFile, sendLeadForm, uniqueName } from "../support/leads";
import { repoRoot } from "../support/server";

// Issue 58, item 2 and its "done when": the Nu Html Checker finds no error on any template, the agent's included.
const server = agentServerForFile("markup-agent@example.com");

const vnuJar = path.join(repoRoot, "node_modules/vnu-jar/build/dist/vnu.jar");

/** The agent's pages in one language: each section, a lead, a listing, an article and a page text in their editors. */
async function agentPaths(lang: Lang, leadPath: string, listingKey: string, articlePath: string): Promise<string[]> {
  return [agentPrefix[lang], leadPath.replace(agentPrefix.en, agentPrefix[lang]), agentDashboardPath[lang], agentTodayPath[lang], agentShowingsPath[lang], agentVitalsPath[lang], agentListingsPrefix[lang], newListingPath[lang], `${agentListingsPrefix[lang]}/${listingKey}`, agentReviewsPath[lang], newReviewPath[lang], agentSettingsPath[lang], agentProfilePath[lang], agentPagesPath[lang], `${agentPagesPath[lang]}/home/${lang}`, agentArticlesPath[lang], newArticlePath[lang], articlePath.replace(agentArticlesPath.en, agentArticlesPath[lang])];
}

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe("valid markup", () => {
  it("every template, the visitors' and the agent's, in both languages: no error from the Nu Html Checker", async () => {
    const { lead, agentCookie } = server();
    const name = uniqueName("Markup Lead");
    const sent = await sendLeadForm(lead.url, "/en/contact", "contact", { name, email: "markup.lead@example.com", phone: "956-555-0142", lang: "en", consent: "on", topic: "buy", message: "Looking in McAllen." });
    expect(sent.status).toBe(303);
    const get = (pathname: string) => fetch(`${lead.url}${pathname}`, { headers: { cookie: agentCookie } });
    const inbox = await (await get(agentPrefix.en)).text();
    const leadPath = /href="(\/en\/agent\/leads\/[^"/?#]+)"/.exec(inbox)?.[1];
    const articlePath = new RegExp(`href="(${agentArticlesPath.en}/(?!new[?"])[^"/?#]+)"`).exec(await (await get(agentArticlesPath.en)).text())?.[1];
    const fields = Object.entries({ ...blankValues("mission"), address: "1201 Markup Ave", zip: "78572", price: "345000", bedrooms: "3", fullBaths: "2", intent: "draft" });
    const draft = await fetch(`${lead.url}${newListingPath.en}`, { method: "POST", body: new URLSearchParams(fields.filter((entry): entry is [string, string] => typeof entry[1] === "string")), headers: { origin: lead.url, cookie: agentCookie }, redirect: "manual" });
    const key = draft.headers.get("location")?.split("/").at(-1);
    expect(leadPath && articlePath && key).toBeTruthy();
    const paths: string[] = [];
    for (const lang of langs) {
      paths.push(...(await templatePaths(lead.url, lang)).map((page) => page.path));
      paths.push(...(await agentPaths(lang, leadPath ?? "", key ?? "", articlePath ?? "")));
    }
    const folder = mkdtempSync(path.join(tmpdir(), "rgv-markup-"));
    const files = new Map<string, string>();
    for (const [index, pathname] of paths.entries()) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, pathname);
    }
    // One JVM for every page: each start costs seconds.
    const run = await promisify(execFile)("/usr/bin/java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...[...files.keys()].map((url) => url.slice("file:".length))], { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((message) => message.type === "error").map((message) => `${files.get(message.url ?? "") ?? message.url}:${message.lastLine}: ${message.message} «${message.extract?.trim() ?? ""}»`);
    expect(errors).toEqual([]);
  });
});
