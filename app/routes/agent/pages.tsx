import { Link } from "~/components/ui/link";
import { editablePages } from "~/features/page-texts/editable";
import { editedPages } from "~/features/page-texts/store.server";
import { ui, useDictionary, useLang } from "~/i18n";
import { pageEditorTexts } from "~/i18n/page-editor";
import { langFromPath, langs, pagePath } from "~/lib/routes";
import { agentPagesPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const edited = await editedPages(getDb());
  return {
    title: pageEditorTexts[lang].listTitle,
    pages: editablePages.map((id) => ({ id, name: ui[lang].pageNav[id], edited: langs.filter((textLang) => edited.has(`${id}.${textLang}`)) })),
  };
}

export default function AgentPagesList({ loaderData }: Route.ComponentProps) {
  const t = useDictionary(pageEditorTexts);
  const lang = useLang();
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.listTitle}</h1>
        <p className="max-w-3xl text-muted-foreground">{t.listIntro}</p>
      </header>
      <ul className="divide-y rounded-2xl border bg-card text-card-foreground" data-testid="page-texts">
        {loaderData.pages.map((page) => (
          <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <Link to={pagePath(page.id, lang)} className="font-semibold underline-offset-4 hover:underline">
              {page.name}
            </Link>
            <div className="flex flex-wrap gap-2">
              {langs.map((textLang) => (
                <Link
                  key={textLang}
                  to={`${agentPagesPath[lang]}/${page.id}/${textLang}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-muted"
                  aria-label={`${t.editIn[textLang]}: ${page.name}`}
                >
                  {t.editIn[textLang]}
                  {page.edited.includes(textLang) ? <span className="rounded-full border px-2 text-xs">{t.edited}</span> : null}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
