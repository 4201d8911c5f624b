import { Link } from "~/components/ui/link";
import { useDictionary, useLang } from "~/i18n";
import { requestErrorTexts } from "~/i18n/request-error";
import { pagePath } from "~/lib/routes";
import type { RequestErrorStatus } from "./request-error-status";

/**
 * A request the site refused (bad input, a form sent from another site, too large)
 * or can't serve for now (the database is away), in the URL's language, with
 * the way back to the page it came from (`back`, a same-site path).
 */
export function RequestError({ status, reason, back }: { status: RequestErrorStatus; reason?: "cross-origin"; back?: string }) {
  const lang = useLang();
  const t = useDictionary(requestErrorTexts);
  const text = reason === "cross-origin" ? t.crossOrigin : t[status];
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-10 text-center" data-testid="request-error" data-status={status}>
      <title>{text.heading}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-primary">{status}</p>
      <h1 className="text-3xl font-bold">{text.heading}</h1>
      <p className="text-muted-foreground">{text.message}</p>
      <ul className="flex flex-wrap justify-center gap-3">
        {back ? (
          <li>
            {/* A link to the page the request came from: a plain GET, so the browser's form restore works as it does on Back. */}
            <a href={back} className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground">
              {t.back}
            </a>
          </li>
        ) : null}
        <li>
          <Link to={pagePath("home", lang)} className="inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold">
            {t.home}
          </Link>
        </li>
      </ul>
    </section>
  );
}
