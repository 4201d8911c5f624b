import ArrowRight from "lucide-react/icons/arrow-right";
import { RouteLink } from "~/components/layout/route-link";
import { useLang, useUi } from "~/i18n";
import { relatedPages } from "~/lib/related";
import { pagePath, type PageId } from "~/lib/routes";

/** The "learn more" links at the foot of a page: the pages related to this one (app/lib/related.ts). */
export function RelatedLinksList({ id, heading }: { id: PageId; heading: string }) {
  const lang = useLang();
  const ui = useUi();
  return (
    <nav aria-label={heading} className="space-y-3">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {relatedPages(id).map((other) => (
          <li key={other}>
            <RouteLink
              href={pagePath(other, lang)}
              className="flex min-h-12 items-center justify-between gap-2 rounded-xl border bg-card px-4 font-medium text-card-foreground hover:bg-muted"
            >
              {ui.pageNav[other]}
              <ArrowRight aria-hidden className="size-4" />
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
