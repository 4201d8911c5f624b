import Plus from "lucide-react/icons/plus";
import { Link } from "~/components/ui/link";
import { fmt, useDictionary, useLang } from "~/i18n";
import { articleEditorTexts } from "~/i18n/article-editor";
import { formatDateTime } from "~/lib/dates";
import { langs, type Lang } from "~/lib/routes";
import { agentArticlesPath, newArticlePath } from "~/lib/agent-routes";
import type { ArticleStatusOption } from "../editor";

interface ListedArticle {
  readonly id: string;
  readonly title: string;
  readonly lang: Lang;
  readonly status: ArticleStatusOption;
  readonly publishAt: string | null;
  readonly twin: string | null;
  readonly viewPath: string | null;
}

/** The agent's articles in both languages, newest change first: status, when it goes or went live, and its twin. */
export function ArticleList({ articles }: { articles: readonly ListedArticle[] }) {
  const t = useDictionary(articleEditorTexts);
  const lang = useLang();
  const when = (article: ListedArticle) => {
    if (!article.publishAt || (article.status !== "scheduled" && article.status !== "published")) return null;
    return fmt(t.statusAt[article.status], { time: formatDateTime(lang, new Date(article.publishAt), { style: "medium", time: true }) });
  };
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.listTitle}</h1>
        <p className="max-w-prose text-muted-foreground">{t.listIntro}</p>
      </header>
      <div className="flex flex-wrap gap-3">
        {langs.map((articleLang) => (
          <Link key={articleLang} to={`${newArticlePath[lang]}?lang=${articleLang}`} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground" data-testid={`new-article-${articleLang}`}>
            <Plus aria-hidden className="size-4" />
            {t.newIn[articleLang]}
          </Link>
        ))}
      </div>
      {articles.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="divide-y rounded-2xl border bg-card text-card-foreground" data-testid="article-list">
        {articles.map((article) => (
          <li key={article.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4" data-testid="article-row">
            <div className="min-w-0 space-y-1">
              <Link to={`${agentArticlesPath[lang]}/${article.id}`} lang={article.lang} className="font-semibold underline-offset-4 hover:underline">
                {article.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {t.langNames[article.lang]} · {t.statuses[article.status]}
                {when(article) ? ` · ${when(article)}` : ""}
              </p>
              <p className="text-sm text-muted-foreground">
                {t.twinLabel}: <span lang={article.lang === "en" ? "es" : "en"}>{article.twin ?? t.noTwin}</span>
              </p>
            </div>
            {article.viewPath ? (
              <Link to={article.viewPath} aria-label={`${t.view}: ${article.title}`} className="text-sm font-semibold underline underline-offset-4">
                {t.view}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
