import Home from "lucide-react/icons/house";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import { pagePath } from "~/lib/routes";

/** For sellers browsing homes for sale: the way to the valuation request on the contact page. */
export function ValuationCallout() {
  const t = useUi();
  const lang = useLang();
  return (
    <aside aria-labelledby="valuation-callout" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border bg-accent p-5 text-accent-foreground">
      <div className="space-y-1">
        <h2 id="valuation-callout" className="text-xl font-semibold">
          {t.valuationCallout.title}
        </h2>
        <p>{t.valuationCallout.body}</p>
      </div>
      <Button asChild>
        <Link to={`${pagePath("contact", lang)}?type=valuation`} data-testid="valuation-link">
          <Home aria-hidden />
          {t.valuationCallout.action}
        </Link>
      </Button>
    </aside>
  );
}
