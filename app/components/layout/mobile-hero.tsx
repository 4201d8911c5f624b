import Phone from "lucide-react/icons/phone";
import Search from "lucide-react/icons/search";
import { QuickSearch } from "~/features/search/components/quick-search";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import type { PageText } from "~/i18n/types";
import { heroImage } from "~/lib/hero";
import { pagePath, type PageId } from "~/lib/routes";
import { useSite } from "./site-context";
import { RouteLink } from "./route-link";

/** The hero banner below 768 px: image, texts and the two calls to action; the quick search on home. */
export function MobileHero({ id, hero }: { id: PageId; hero: PageText["hero"] }) {
  const lang = useLang();
  const ui = useUi();
  const site = useSite();
  const image = heroImage(id, lang);
  return (
    <section aria-labelledby="mobile-hero-title" data-testid="mobile-hero" className="relative md:hidden">
      <img
        src={image.src}
        alt={image.alt}
        width={1200}
        height={675}
        fetchPriority="high"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="space-y-3 px-4 py-5">
        <p className="text-sm font-semibold text-primary">{hero.subtitle}</p>
        <h2 id="mobile-hero-title" className="text-2xl font-bold">{hero.title}</h2>
        <p className="text-muted-foreground">{hero.description}</p>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild>
            <RouteLink href={pagePath("search", lang)}>
              <Search aria-hidden />
              {ui.hero.viewProperties}
            </RouteLink>
          </Button>
          <Button asChild variant="outline">
            <a href={`tel:${site.phone}`}>
              <Phone aria-hidden />
              {ui.hero.callNow}
            </a>
          </Button>
        </div>
        {id === "home" ? <QuickSearch className="pt-2" /> : null}
      </div>
    </section>
  );
}
