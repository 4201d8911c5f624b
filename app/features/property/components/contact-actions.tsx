import CalendarCheck from "lucide-react/icons/calendar-check";
import MessageSquare from "lucide-react/icons/message-square";
import { useAccount } from "~/features/accounts/components/use-account";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { Button } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { useUi } from "~/i18n";
import { formAnchor } from "~/features/leads/lead-forms";

/**
 * Showing, question, WhatsApp (where the agent takes it: `whatsapp` is the chat's link, its
 * message naming the listing) and favorite. The first two jump to the listing's request forms
 * further down the page.
 */
export function ContactActions({ listingKey, whatsapp }: { listingKey: string; whatsapp: string | null }) {
  const ui = useUi();
  const t = ui.property.actions;
  const { favorites } = useAccount();
  return (
    <section aria-labelledby="contact-actions" className="space-y-3 rounded-2xl border bg-card p-5 text-card-foreground">
      <h2 id="contact-actions" className="text-xl font-semibold">{t.title}</h2>
      <Button asChild className="w-full">
        <a href={`#${formAnchor("showing")}`} data-testid="schedule-showing" data-listing-key={listingKey}>
          <CalendarCheck aria-hidden />
          {t.showing}
        </a>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <a href={`#${formAnchor("question")}`} data-testid="ask-question" data-listing-key={listingKey}>
          <MessageSquare aria-hidden />
          {t.question}
        </a>
      </Button>
      {whatsapp ? <WhatsAppButton href={whatsapp} testId="ask-whatsapp" className="w-full" /> : null}
      <FavoriteButton listingKey={listingKey} favorited={favorites.includes(listingKey)} variant="full" />
    </section>
  );
}
