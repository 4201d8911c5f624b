import type { PageText } from "~/lib/page-data";
import { cityList, communityList } from "~/lib/cities";
import { proseParagraphs, proseRuns, type ArticleHrefs } from "~/lib/prose-links";
import type { Lang, PageId } from "~/lib/routes";
import { z } from "~/lib/zod";

/** The pages whose prose the agent edits (issue 43): home, About, the eight city guides and the community guides. */
export const editablePages: readonly PageId[] = ["home", "about", ...cityList.map((city) => city.page), ...communityList.map((community) => community.page)];

export function isEditablePage(value: string | undefined): value is PageId {
  return editablePages.includes(value as PageId);
}

export const pageTextLimits = { h1: 90, descriptionMin: 120, descriptionMax: 160, body: 20_000 } as const;

/** The editor's fields, as typed: one schema for the form and the server; the links are checked apart (they need the page's language). */
export const pageTextSchema = z.object({
  h1: z.string().trim().min(1, "required").max(pageTextLimits.h1, "tooLong"),
  description: z.string().trim().min(pageTextLimits.descriptionMin, "tooShort").max(pageTextLimits.descriptionMax, "tooLong"),
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "required").max(pageTextLimits.body, "tooLong")),
});

export type PageTextInput = z.infer<typeof pageTextSchema>;

/** A page's prose as its body is written: the introduction, then each section under its `## ` heading. */
export function bodyOf(text: Pick<PageText, "intro" | "sections">): string {
  return [text.intro, ...(text.sections ?? []).map((section) => `## ${section.heading}\n\n${section.body}`)].filter(Boolean).join("\n\n");
}

/** The first link of a body that points nowhere, in words, or null when every link names a page or a guide (ADR 0120). */
export function brokenLink(paragraphs: readonly string[], lang: Lang, articles: ArticleHrefs): string | null {
  for (const paragraph of paragraphs.flatMap((text) => proseParagraphs(text))) {
    try {
      proseRuns(paragraph, lang, articles);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}
