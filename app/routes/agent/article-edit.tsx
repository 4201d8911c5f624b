import { data, redirect } from "react-router";
import { agentContext } from "~/features/agent/agents.server";
import { utcToValley } from "~/features/agent-listings/valley-time";
import { ArticleEditor } from "~/features/articles/components/article-editor";
import { coverView } from "~/features/articles/image-urls";
import { articleStatusOptions, type ArticleAnswer, type ArticleValues } from "~/features/articles/editor";
import { articleFormValues, handleArticleSubmission } from "~/features/articles/submission.server";
import { editableArticle, twinChoices, twinIdOf } from "~/features/articles/store.server";
import { linkTargets } from "~/features/page-texts/link-targets.server";
import { photoLimits } from "~/features/listings/photos";
import { fmt } from "~/i18n";
import { articleEditorTexts } from "~/i18n/article-editor";
import { isLang, langFromPath, type Lang } from "~/lib/routes";
import { agentArticlesPath, newArticlePath } from "~/lib/agent-routes";
import { articlePathOf, freshArticles, isLive, listArticles } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import { flashCookie } from "~/server/http/flash.server";
import { readUpload } from "~/server/http/upload.server";
import { getStorage } from "~/server/storage/index.server";
import type { Route } from "./+types/article-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** A cover and a photo for the text at most, each as large as a listing photo. */
const uploadLimits = { maxBytes: 2 * photoLimits.fileBytes + 256 * 1024, fileFields: ["coverFile", "imageFile"], files: 2, fileBytes: photoLimits.fileBytes } as const;

/** The article the URL names (404 when there is none), or a new one in the language `?lang=` asks for (the page's by default). */
async function target(url: URL, id: string | undefined) {
  const lang = langFromPath(url.pathname);
  if (!id) {
    const asked = url.searchParams.get("lang");
    return { lang, row: undefined, articleLang: isLang(asked) ? asked : lang };
  }
  const row = await editableArticle(getDb(), id);
  if (!row) throw data(null, { status: 404 });
  return { lang, row, articleLang: row.lang as Lang };
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const db = getDb();
  await freshArticles(db);
  const { lang, row, articleLang } = await target(url, params.id);
  const t = articleEditorTexts[lang];
  const other: Lang = articleLang === "en" ? "es" : "en";
  const twins = await twinChoices(db, articleLang, row?.pairKey ?? null);
  const links = linkTargets(lang);
  const anyLive = listArticles(articleLang)[0]?.path ?? null;
  if (!row) {
    const asked = url.searchParams.get("twin") ?? "";
    const values: ArticleValues = { status: articleStatusOptions[0], twin: twins.some((twin) => twin.id === asked) ? asked : "" };
    return { title: fmt(t.newTitle, { lang: t.langNames[articleLang] }), articleLang, id: null, values, revision: 0, cover: null, twins, viewPath: null, newTwinPath: null, links, previewPath: anyLive };
  }
  const hasTwin = Boolean(await twinIdOf(db, row));
  const live = isLive(row, new Date());
  return {
    title: fmt(t.editTitle, { title: row.title, lang: t.langNames[articleLang] }),
    articleLang,
    id: row.id,
    values: await articleFormValues(db, row, utcToValley),
    revision: row.revision,
    cover: coverView(row.cover),
    twins,
    viewPath: live ? articlePathOf(row) : null,
    newTwinPath: hasTwin ? null : `${newArticlePath[lang]}?lang=${other}&twin=${row.id}`,
    links,
    previewPath: live ? articlePathOf(row) : anyLive,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { lang, row, articleLang } = await target(url, params.id);
  const read = await readUpload(request, uploadLimits);
  if (!read.ok) throw data(null, { status: read.status });
  try {
    const result = await handleArticleSubmission({ db: getDb(), storage: getStorage(), fields: read.fields, files: read.files, row, lang: articleLang, authorId: context.get(agentContext)?.id ?? null });
    if (result.kind === "answer") {
      if (result.status === 404) throw data(null, { status: 404 });
      return data<ArticleAnswer>(result.answer, { status: result.status });
    }
    return redirect(`${agentArticlesPath[lang]}/${result.id}`, { status: 303, headers: { "Set-Cookie": flashCookie(result.created ? "article-created" : "article-saved") } });
  } finally {
    await read.dispose();
  }
}

export default function ArticleEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditor {...loaderData} answer={actionData} />;
}
