import BellOff from "lucide-react/icons/bell-off";
import { redirect } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { alertsTexts } from "~/i18n/alerts";
import { langFromPath, pagePath, unsubscribePrefix } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { savedSearchByToken, unsubscribeByToken } from "~/features/saved-searches/saved-searches.server";
import { getDb } from "~/server/db.server";
import { alternatesFor } from "~/server/page.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = pageMeta;

/**
 * An alert e-mail's unsubscribe link. Opening it changes nothing (mail
 * scanners open links too); it asks, and its button, like a mail client's
 * one-click unsubscribe (List-Unsubscribe-Post), POSTs here.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const token = params.token;
  const search = await savedSearchByToken(getDb(), token);
  const t = alertsTexts[lang].unsubscribe;
  const state = search === null ? "invalid" : search.alertsOn ? "confirm" : "off";
  const title = { invalid: t.invalidTitle, confirm: t.confirmTitle, off: t.title }[state];
  // A search the agent set up for a lead isn't in any account of theirs (ADR 0429).
  const bodies = search?.forLead ? { confirm: t.leadConfirmBody, off: t.leadBody } : { confirm: t.confirmBody, off: t.body };
  const description = search === null ? t.invalidBody : fmt(state === "confirm" ? bodies.confirm : bodies.off, { name: search.name });
  return {
    state,
    name: search?.name ?? null,
    forLead: search?.forLead ?? false,
    // The page's two labels travel with its data, so no client bundle carries the alerts' texts (ADR 0010).
    labels: { confirm: t.confirm, manage: t.manage },
    seo: {
      title,
      description,
      lang,
      alternates: alternatesFor({ en: `${unsubscribePrefix.en}${token}`, es: `${unsubscribePrefix.es}${token}` }),
      noindex: true,
    },
  };
}

/** Turns the alerts off whatever the body says (a mail client sends "List-Unsubscribe=One-Click"), then shows the page again. */
export async function action({ url, params }: Route.ActionArgs) {
  await unsubscribeByToken(getDb(), params.token);
  return redirect(url.pathname, 303);
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { state, name, forLead, labels: t } = loaderData;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8 text-center" data-testid="unsubscribe" data-state={state}>
      <BellOff aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.seo.title}</h1>
      <p className="text-muted-foreground">{loaderData.seo.description}</p>
      {state === "confirm" && name !== null ? (
        <Form method="post">
          <Button type="submit" data-testid="unsubscribe-confirm">
            {t.confirm}
          </Button>
        </Form>
      ) : null}
      {forLead ? null : (
        <p>
          <Link to={pagePath("account", lang)} className="font-semibold underline underline-offset-4">
            {t.manage}
          </Link>
        </p>
      )}
    </section>
  );
}
