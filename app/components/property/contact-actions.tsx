import { CalendarCheck, Heart, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import { pagePath } from "~/lib/routes";

/** Showing, question and favorite. The contact page takes the listing from ?listing= to prefill its form. */
export function ContactActions({ listingKey }: { listingKey: string }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.property.actions;
  const contact = `${pagePath("contact", lang)}?listing=${encodeURIComponent(listingKey)}`;
  return (
    <section aria-labelledby="contact-actions" className="space-y-3 rounded-2xl border bg-card p-5 text-card-foreground">
      <h2 id="contact-actions" className="text-xl font-semibold">{t.title}</h2>
      <Button asChild className="w-full">
        <Link to={contact} data-testid="schedule-showing">
          <CalendarCheck aria-hidden />
          {t.showing}
        </Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to={contact} data-testid="ask-question">
          <MessageSquare aria-hidden />
          {t.question}
        </Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link to={pagePath("account", lang)} data-testid="favorite">
          <Heart aria-hidden />
          {ui.listings.card.favorite}
        </Link>
      </Button>
    </section>
  );
}
