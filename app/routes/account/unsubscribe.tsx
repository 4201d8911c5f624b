import { BellOff } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { accountTexts, fmt, useAccountText, useLang } from "~/i18n";
import { langFromPath, pagePath, unsubscribePrefix } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { unsubscribeByToken } from "~/server/accounts/saved-searches.server";
import { getDb } from "~/server/db.server";
import { alternatesFor } from "~/server/page.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = pageMeta;

/** The alert e-mail's one-click unsubscribe: opening the link turns that search's alerts off. */
export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const token = params.token;
  const search = await unsubscribeByToken(getDb(), token);
  const t = accountTexts[lang].unsubscribe;
  const title = search ? t.title : t.invalidTitle;
  return {
    name: search?.name ?? null,
    seo: {
      title,
      description: search ? fmt(t.body, { name: search.name }) : t.invalidBody,
      lang,
      alternates: alternatesFor({ en: `${unsubscribePrefix.en}${token}`, es: `${unsubscribePrefix.es}${token}` }),
      noindex: true,
    },
  };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useAccountText().unsubscribe;
  const { name } = loaderData;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8 text-center" data-testid="unsubscribe">
      <BellOff aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">{name !== null ? t.title : t.invalidTitle}</h1>
      <p className="text-muted-foreground">{name !== null ? fmt(t.body, { name }) : t.invalidBody}</p>
      <Button asChild>
        <Link to={pagePath("account", lang)}>{t.manage}</Link>
      </Button>
    </section>
  );
}
