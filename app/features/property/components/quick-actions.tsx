import CalendarClock from "lucide-react/icons/calendar-clock";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import Share2 from "lucide-react/icons/share-2";
import { useSite } from "~/components/layout/site-context";
import { useAccount } from "~/features/accounts/components/use-account";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { formAnchor } from "~/features/leads/lead-forms";
import { fmt, useDictionary, useUi } from "~/i18n";
import { phoneActionsTexts } from "~/i18n/phone-actions";
import { sharedUrl } from "~/lib/share-ref";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { shareLink } from "./share-link";

const round = "inline-flex size-11 items-center justify-center rounded-full bg-card/90 text-card-foreground shadow-sm hover:text-primary";

/**
 * The heart and a share button beside the price, where a phone's thumb
 * finds them without scrolling. Until the page's script runs, share is a
 * plain link to the page, which a long press copies or shares.
 */
export function PriceActions({ listingKey, url, title }: { listingKey: string; url: string; title: string }) {
  const t = useUi().property.actions;
  const { favorites } = useAccount();
  const hydrated = useHydrated();
  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="price-actions">
      <FavoriteButton listingKey={listingKey} favorited={favorites.includes(listingKey)} />
      {hydrated ? (
        <button type="button" className={round} aria-label={t.share} data-testid="header-share" onClick={() => void shareLink({ title, text: fmt(t.shareText, { address: title }), url: sharedUrl(url, "share") }, t)}>
          <Share2 aria-hidden className="size-5" />
        </button>
      ) : (
        <a href={url} className={round} aria-label={t.share} data-testid="header-share">
          <Share2 aria-hidden className="size-5" />
        </a>
      )}
    </div>
  );
}

const item = "flex min-h-12 min-w-0 items-center justify-center rounded-lg text-center leading-tight font-semibold";
/** Icon and label side by side. */
const inline = "gap-2 px-2 text-sm";
/**
 * With all three actions, call and WhatsApp stack their icon over their label, as the site's own bar does:
 * side by side they pushed the showing button past the edge of a 360 px screen.
 */
const tile = "min-w-16 flex-none flex-col gap-0.5 px-3 text-xs";

/**
 * Below 768 px, fixed at the bottom in the place of the site's navigation bar
 * (SiteChrome leaves that out on a page whose data has `ownPhoneBar`): call
 * the agent, write on WhatsApp with the listing named, or jump to the showing
 * form. Plain links, so they work before and without the page's script.
 */
export function PhoneActionBar({ whatsapp, showing }: { whatsapp: string | null; showing: boolean }) {
  const t = useDictionary(phoneActionsTexts);
  const actions = useUi().property.actions;
  const site = useSite();
  const secondary = whatsapp && showing ? tile : cn("flex-1", inline);
  return (
    <nav
      aria-label={t.bar}
      data-testid="phone-actions"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch gap-2 px-3 py-2">
        <a href={`tel:${site.phone}`} className={cn(item, secondary, "border bg-card text-card-foreground")} data-testid="bar-call">
          <Phone aria-hidden className="size-5" />
          {t.call}
        </a>
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={cn(item, secondary, "border bg-card text-card-foreground")} data-testid="bar-whatsapp">
            <MessageCircle aria-hidden className="size-5" />
            {actions.whatsapp}
          </a>
        ) : null}
        {showing ? (
          <a href={`#${formAnchor("showing")}`} className={cn(item, inline, "flex-[1.6] bg-primary text-primary-foreground")} data-testid="bar-showing">
            <CalendarClock aria-hidden className="size-5" />
            {actions.showing}
          </a>
        ) : null}
      </div>
    </nav>
  );
}
