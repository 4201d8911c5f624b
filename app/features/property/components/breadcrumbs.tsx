import ChevronRight from "lucide-react/icons/chevron-right";
import { RouteLink } from "~/components/layout/route-link";
import { useUi } from "~/i18n";

/** Home › category › this page; the JSON-LD BreadcrumbList names the same steps. */
export function Breadcrumbs({ items }: { items: ReadonlyArray<{ name: string; path: string }> }) {
  const ui = useUi();
  return (
    <nav aria-label={ui.common.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden className="size-4" /> : null}
            {index < items.length - 1 ? (
              <RouteLink href={item.path} className="inline-flex min-h-6 items-center text-primary hover:underline">{item.name}</RouteLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
