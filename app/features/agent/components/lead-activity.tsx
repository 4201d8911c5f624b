import { Link } from "~/components/ui/link";
import { fmt } from "~/i18n";
import type { ActivityListing, LeadActivity } from "../types";
import { useLeadWorkText } from "./texts";

function Listings({ items, testId }: { items: readonly ActivityListing[]; testId: string }) {
  const t = useLeadWorkText();
  if (items.length === 0) return <p className="text-muted-foreground">{t.activity.none}</p>;
  return (
    <ul className="space-y-1" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          {item.href && item.text ? (
            <Link to={item.href} className="underline underline-offset-4">
              {item.text}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t.activity.gone}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the person behind the lead keeps and looked at on the site, when they have an account (the privacy page says so). */
export function LeadActivityPanel({ activity }: { activity: LeadActivity | null }) {
  const t = useLeadWorkText();
  return (
    <section aria-labelledby="lead-activity" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" data-testid="lead-activity">
      <h2 id="lead-activity" className="text-xl font-semibold">
        {t.activity.title}
      </h2>
      {activity ? (
        <>
          <p className="text-sm text-muted-foreground">{fmt(t.activity.intro, { email: activity.email })}</p>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="space-y-2">
              <h3 className="font-semibold">{t.activity.favorites}</h3>
              <Listings items={activity.favorites} testId="activity-favorites" />
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold">{t.activity.searches}</h3>
              {activity.searches.length ? (
                <ul className="space-y-1" data-testid="activity-searches">
                  {activity.searches.map((search) => (
                    <li key={search.href + search.name}>
                      <Link to={search.href} className="underline underline-offset-4">
                        {search.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">{t.activity.none}</p>
              )}
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold">{t.activity.viewed}</h3>
              <Listings items={activity.viewed} testId="activity-viewed" />
            </div>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">{t.activity.noAccount}</p>
      )}
    </section>
  );
}
