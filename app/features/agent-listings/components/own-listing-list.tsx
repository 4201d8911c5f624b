import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import MessageSquare from "lucide-react/icons/message-square";
import Star from "lucide-react/icons/star";
import { Link } from "~/components/ui/link";
import { fmt, useLang, useUi } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import { priceText } from "~/features/listings/listing-text";
import { photoUrl } from "~/lib/photos";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { isListStatus, type ListStatus } from "~/features/listings/model";
import { useEditorText } from "./texts";

export interface OwnListingItem {
  readonly listingKey: string;
  readonly unparsedAddress: string;
  readonly city: string;
  readonly listPrice: number;
  readonly propertyType: string;
  readonly leaseAmountFrequency: string | null;
  readonly standardStatus: string;
  readonly featured: boolean;
  readonly modificationTimestamp: string;
  readonly photo: { readonly mediaKey: string } | null;
  readonly views: number;
  readonly favorites: number;
  readonly leads: number;
}

/** The site's badge colours: live in the brand colour, in between in the accent, ended in ink, a draft muted. */
const tone: Record<ListStatus, string> = {
  Incomplete: "bg-muted text-foreground",
  ComingSoon: "bg-accent text-accent-foreground",
  Active: "bg-primary text-primary-foreground",
  Pending: "bg-accent text-accent-foreground",
  Closed: "bg-foreground text-background",
  Withdrawn: "bg-foreground text-background",
  Expired: "bg-foreground text-background",
};

/** The agent's listings as rows that stack on a phone: photo, address and status, price, last change, and the counts. */
export function OwnListingList({ items }: { items: readonly OwnListingItem[] }) {
  const t = useEditorText();
  const lang = useLang();
  const listingText = useUi().listings;
  return (
    <ul className="divide-y rounded-2xl border bg-card/80" data-testid="own-listings">
      {items.map((item) => {
        const status = isListStatus(item.standardStatus) ? item.standardStatus : "Incomplete";
        const stats = [
          { icon: Eye, label: t.list.columns.views, value: item.views },
          { icon: Heart, label: t.list.columns.favorites, value: item.favorites },
          { icon: MessageSquare, label: t.list.columns.leads, value: item.leads },
        ];
        return (
          <li key={item.listingKey} className="relative flex flex-wrap items-center gap-4 p-3 focus-within:bg-muted/60 hover:bg-muted/60 sm:flex-nowrap">
            <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-muted">
              {item.photo ? (
                <img src={photoUrl(item.photo.mediaKey, 320, "webp")} alt="" width={112} height={84} loading="lazy" className="size-full object-cover" />
              ) : (
                <span className="flex size-full items-center justify-center p-2 text-center text-xs text-muted-foreground">{t.list.noPhoto}</span>
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <Link to={`${agentListingsPrefix[lang]}/${item.listingKey}`} className="font-semibold after:absolute after:inset-0 hover:underline" aria-label={fmt(t.list.edit, { address: `${item.unparsedAddress}, ${item.city}` })}>
                {item.unparsedAddress}, {item.city}
              </Link>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded-full px-2 py-0.5 font-semibold ${tone[status]}`}>{t.statuses[status]}</span>
                <span className="font-semibold">{priceText(lang, listingText, item)}</span>
                {item.featured ? (
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <Star aria-hidden className="size-4" />
                    {t.list.featured}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {t.list.columns.changed}: {formatDateTime(lang, new Date(item.modificationTimestamp), { style: "medium", time: true })}
              </p>
            </div>
            <dl className="flex gap-4 text-sm">
              {stats.map(({ icon: Icon, label, value }) => (
                <div key={label} className="flex flex-col items-center">
                  <dt className="flex items-center gap-1 text-muted-foreground">
                    <Icon aria-hidden className="size-4" />
                    <span className="text-xs">{label}</span>
                  </dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
