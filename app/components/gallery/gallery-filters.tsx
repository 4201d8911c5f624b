import { Link } from "~/components/ui/link";
import type { GalleryText } from "~/i18n/gallery.en";
import { galleryFilters, galleryHref, type GalleryFilter } from "~/lib/gallery";
import { cn } from "~/lib/utils";

/** The filters as plain links (?show=…), so they work before JavaScript and can be shared. */
export function GalleryFilters({ base, current, t }: { base: string; current: GalleryFilter; t: GalleryText }) {
  return (
    <nav aria-label={t.filters} data-testid="gallery-filters">
      <ul className="flex flex-wrap gap-2">
        {galleryFilters.map((filter) => (
          <li key={filter}>
            <Link
              to={galleryHref(base, { show: filter, page: 1 })}
              aria-current={filter === current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                filter === current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
              )}
              data-filter={filter}
            >
              {t.filter[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
