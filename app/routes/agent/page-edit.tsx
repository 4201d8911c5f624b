import { data, redirect } from "react-router";
import { agentContext } from "~/features/agent/agents.server";
import { PageTextEditor, type PageEditAnswer } from "~/features/page-texts/components/page-text-editor";
import { brokenLink, isEditablePage, pageTextSchema, type PageTextInput } from "~/features/page-texts/editable";
import { linkTargets } from "~/features/page-texts/link-targets.server";
import { editablePageText, resetPageText, savePageText } from "~/features/page-texts/store.server";
import { fmt, ui } from "~/i18n";
import { pageEditorTexts } from "~/i18n/page-editor";
import { isLang, langFromPath, pagePath, type Lang } from "~/lib/routes";
import { agentPagesPath } from "~/lib/agent-routes";
import { articleLinkTarget, freshArticles } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import { withArticleLinks } from "~/lib/prose-links";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import { fillIdentity } from "~/server/page.server";
import { filePageProse, heroUnder, parsePageBody } from "~/server/page-texts.server";
import type { Route } from "./+types/page-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The page and the language of its text the URL names, or the site's 404. */
function target(params: { page?: string; textLang?: string }): { page: Parameters<typeof pagePath>[0]; textLang: Lang } {
  if (!isEditablePage(params.page) || !isLang(params.textLang)) throw data(null, { status: 404 });
  return { page: params.page, textLang: params.textLang };
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const { page, textLang } = target(params);
  const db = getDb();
  await freshArticles(db);
  const text = await editablePageText(db, page, textLang);
  const t = pageEditorTexts[lang];
  return {
    title: fmt(t.editTitle, { page: ui[lang].pageNav[page], lang: t.langNames[textLang] }),
    page,
    textLang,
    pageName: ui[lang].pageNav[page],
    viewPath: pagePath(page, textLang),
    values: text.values,
    revision: text.revision,
    edited: text.edited,
    links: linkTargets(lang),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const lang = langFromPath(url.pathname);
  const { page, textLang } = target(params);
  const form = await readSmallForm(request);
  const intent = form.get("intent");
  const db = getDb();
  const back = (flash: string) => redirect(`${agentPagesPath[lang]}/${page}/${textLang}`, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  if (intent === "reset") {
    await resetPageText(db, page, textLang);
    return back("page-text-reset");
  }
  const typed = { h1: String(form.get("h1") ?? ""), description: String(form.get("description") ?? ""), body: String(form.get("body") ?? "") };
  const revision = Number(form.get("revision"));
  const parsed = pageTextSchema.safeParse(typed);
  const errors: Partial<Record<keyof PageTextInput, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof PageTextInput] ??= issue.message;
  await freshArticles(db);
  const broken = parsed.success ? brokenLink([parsed.data.body], textLang, articleLinkTarget) : null;
  if (broken) errors.body = "link";
  if (!parsed.success || broken || !Number.isInteger(revision) || (intent !== "save" && intent !== "preview")) {
    return data<PageEditAnswer>({ form: "page-text", errors, values: typed, linkDetail: broken ?? undefined }, { status: 422 });
  }
  if (intent === "preview") {
    const { intro, sections = [] } = parsePageBody(withArticleLinks(fillIdentity(parsed.data.body), textLang, articleLinkTarget));
    const file = filePageProse(page, textLang);
    const heroTitle = Boolean(file && heroUnder(file, parsed.data.h1).title);
    return data<PageEditAnswer>({ form: "page-text", errors: {}, values: typed, preview: { h1: fillIdentity(parsed.data.h1), heroTitle, intro, sections } });
  }
  const saved = await savePageText(db, page, textLang, parsed.data, revision, context.get(agentContext)?.id ?? null);
  if (!saved.ok) {
    return data<PageEditAnswer>(
      { form: "page-text", errors: {}, values: typed, conflict: { ...saved.theirs.values, revision: saved.theirs.revision, updatedAt: saved.theirs.updatedAt?.toISOString() ?? null } },
      { status: 409 },
    );
  }
  return back("page-text-saved");
}

export default function PageEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageTextEditor {...loaderData} answer={actionData} />;
}
