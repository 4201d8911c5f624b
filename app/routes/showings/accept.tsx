import CalendarCheck from "lucide-react/icons/calendar-check";
import { redirect } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { acceptProposal, proposalOf } from "~/features/showing-agent/answer.server";
import { showingWhen } from "~/features/showing-agent/invite";
import { fmt } from "~/i18n";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { propertyPath } from "~/lib/property-path";
import { langFromPath, pagePath } from "~/lib/routes";
import { showingAcceptPrefix } from "~/lib/showing-routes";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { flashCookie } from "~/server/http/flash.server";
import { notifyMailQueued } from "~/server/mail/outbox.server";
import { alternatesFor } from "~/server/page.server";
import { siteState } from "~/server/site-identity.server";
import type { Route } from "./+types/accept";

export const meta: Route.MetaFunction = pageMeta;

/**
 * The visitor's Accept of the time the agent proposed (ADR 0432). Opening the link changes nothing (mail
 * scanners open links too): it shows the time and one button that POSTs here.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const db = getDb();
  const t = showingAgentTexts[lang].accept;
  const proposal = await proposalOf(db, params.token);
  const { site } = await siteState(db);
  const taken = url.searchParams.get("taken") === "1";
  const description = !proposal?.proposedStartsAt ? t.gone : taken ? t.taken : fmt(t.question, { agent: site.agentName, address: proposal.address, when: showingWhen(lang, proposal.proposedStartsAt) });
  return {
    open: proposal !== undefined && !taken,
    button: t.button,
    seo: {
      title: t.heading,
      description,
      lang,
      alternates: alternatesFor({ en: `${showingAcceptPrefix.en}${params.token}`, es: `${showingAcceptPrefix.es}${params.token}` }),
      noindex: true,
    },
  };
}

/** Accepted: the listing's page (or the home page) with a thank-you; the time taken meanwhile: this page says so. */
export async function action({ url, params }: Route.ActionArgs) {
  const lang = langFromPath(url.pathname);
  const db = getDb();
  const { site } = await siteState(db);
  const result = await acceptProposal(db, params.token, { site, publicUrl: getEnv().publicUrl });
  if (result === "gone") return redirect(url.pathname, 303);
  if (result === "taken") return redirect(`${url.pathname}?taken=1`, 303);
  notifyMailQueued();
  return redirect(result.listing ? propertyPath(lang, result.listing) : pagePath("home", lang), { status: 303, headers: { "Set-Cookie": flashCookie("showing-accepted") } });
}

export default function ShowingAccept({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8 text-center" data-testid="showing-accept">
      <CalendarCheck aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.seo.title}</h1>
      <p className="text-muted-foreground">{loaderData.seo.description}</p>
      {loaderData.open ? (
        <Form method="post">
          <Button type="submit">{loaderData.button}</Button>
        </Form>
      ) : null}
    </section>
  );
}
