import Phone from "lucide-react/icons/phone";
import { RouteLink } from "~/components/layout/route-link";
import { useSite } from "~/components/layout/site-context";
import { fmt, useLang } from "~/i18n";
import type { ArticleText } from "~/i18n/article.en";
import { pagePath } from "~/lib/routes";
import { displayPhone } from "~/lib/site";

/** Who wrote the article, with the broker's name beside the contact details as TREC asks. */
export function AuthorBox({ t }: { t: ArticleText["author"] }) {
  const lang = useLang();
  const site = useSite();
  const vars = { agentName: site.agentName, brokerage: site.brokerage, years: site.yearsExperience, brokerName: site.brokerName, license: site.agentLicense };
  return (
    <aside aria-labelledby="author-title" className="space-y-2 rounded-2xl border bg-card/80 p-5 text-card-foreground" data-testid="author-box">
      <h2 id="author-title" className="text-xl font-semibold">{t.heading}</h2>
      <p className="font-semibold">{site.agentName}</p>
      <p>{fmt(t.bio, vars)}</p>
      <p className="text-sm text-muted-foreground">
        {fmt(t.license, vars)} · {fmt(t.broker, vars)}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <RouteLink href={pagePath("contact", lang)} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">{fmt(t.contact, vars)}</RouteLink>
        <a href={`tel:${site.phone}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
          <Phone aria-hidden className="size-4" />
          {displayPhone(site.phone)}
        </a>
      </div>
    </aside>
  );
}
