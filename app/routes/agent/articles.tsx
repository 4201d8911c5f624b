import { ArticleList } from "~/features/articles/components/article-list";
import { allArticles } from "~/features/articles/store.server";
import { articleEditorTexts } from "~/i18n/article-editor";
import { langFromPath } from "~/lib/routes";
import { articlePathOf, freshArticles, isLive } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const db = getDb();
  await freshArticles(db);
  const rows = await allArticles(db);
  const now = new Date();
  const titles = new Map(rows.map((row) => [`${row.pairKey}:${row.lang}`, row.title]));
  return {
    title: articleEditorTexts[lang].listTitle,
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      lang: row.lang,
      status: row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
      twin: titles.get(`${row.pairKey}:${row.lang === "en" ? "es" : "en"}`) ?? null,
      viewPath: isLive(row, now) ? articlePathOf(row) : null,
    })),
  };
}

export default function AgentArticlesPage({ loaderData }: Route.ComponentProps) {
  return <ArticleList articles={loaderData.articles} />;
}
