import { lastKnownSite } from "~/server/site-identity.server";
import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { useUi } from "~/i18n";
import { whatsappTexts } from "~/i18n/whatsapp";
import { contactChoice } from "~/features/leads/lead-forms";
import { pageMeta } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { formTokens, leadFormsState } from "~/features/leads/page.server";
import { handleLeadAction } from "~/features/leads/submit.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/contact";
import { getDb } from "~/server/db.server";

// The forms post without JavaScript, so they can hydrate when their code arrives.
const ContactForms = island(() => import("~/features/leads/components/contact-forms").then((module) => module.ContactForms));

export const meta: Route.MetaFunction = pageMeta;

/** The forms carry a fresh render token (time trap, idempotency): never a shared, cached copy (see docs/decisions/0501). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = loadPage(url);
  // Only where the agent takes WhatsApp (ADR 0409), the chat opening with a greeting in the page's language.
  const number = lastKnownSite().whatsapp;
  const whatsapp = number ? whatsappLink(number, whatsappTexts[page.lang].contactMessage) : null;
  return { ...page, choice: contactChoice(url.searchParams), tokens: formTokens("contact", "valuation"), leadForms: await leadFormsState(getDb(), request, url), whatsapp };
}

export function action({ request, url }: Route.ActionArgs) {
  return handleLeadAction(getDb(), request, { forms: ["contact", "valuation"], url, page: "contact" });
}

/** The contact page: a WhatsApp chat where the agent takes one, a message to the agent, or (with ?type=valuation) a seller's home-valuation request. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro
      text={loaderData.text}
      lead={
        <>
          {loaderData.whatsapp ? <WhatsAppButton href={loaderData.whatsapp} testId="contact-whatsapp" className="w-full sm:w-auto" /> : null}
          <ContactForms choice={loaderData.choice} tokens={loaderData.tokens} state={loaderData.leadForms} />
        </>
      }
    >
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
