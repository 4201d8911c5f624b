import { Link } from "~/components/ui/link";
import { useDictionary, useLang } from "~/i18n";
import { notFoundTexts } from "~/i18n/not-found";
import { pagePath } from "~/lib/routes";

/** The not-found page, in the language of the URL. The route that throws sets the 404 status. */
export function NotFound() {
  const lang = useLang();
  const t = useDictionary(notFoundTexts);
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-10 text-center" data-testid="not-found">
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-primary">404</p>
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p className="text-muted-foreground">{t.message}</p>
      <ul className="flex flex-wrap justify-center gap-3">
        <li>
          <Link to={pagePath("home", lang)} className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground">
            {t.home}
          </Link>
        </li>
        <li>
          <Link to={pagePath("search", lang)} className="inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold">
            {t.search}
          </Link>
        </li>
        <li>
          <Link to={pagePath("sitemap", lang)} className="inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold">
            {t.sitemap}
          </Link>
        </li>
      </ul>
    </section>
  );
}
