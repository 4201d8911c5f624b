import axe from "axe-core";
import { it, inject } from "vitest";
import { browserForFile, desktop, phone, sharedContexts, visit } from "../support/browser";
import { templatePaths } from "../../bench/pages";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
const contextFor = sharedContexts(browser, baseUrl);

it("survey", async () => {
  const out: string[] = [];
  for (const lang of ["en", "es"] as const) {
    for (const { path } of await templatePaths(baseUrl, lang)) {
      for (const [device, theme] of [[desktop, "light"], [phone, "dark"]] as const) {
        const page = await visit(await contextFor({ ...device, colorScheme: theme }), path);
        await page.evaluate(axe.source);
        const v = await page.evaluate(async () => {
          const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"] }, resultTypes: ["violations"] });
          return r.violations.map((x) => `${x.id} [${x.impact}] (${x.nodes.length}): ${x.nodes.slice(0, 4).map((n) => n.target.join(" ") + " «" + n.html.slice(0, 160) + "»").join(" | ")}`);
        });
        out.push(`== ${path} ${theme} ${device === phone ? "phone" : "desktop"}`, ...v);
      }
    }
  }
  console.log(out.join("\n"));
}, 600_000);
