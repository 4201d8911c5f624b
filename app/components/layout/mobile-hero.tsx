import Phone from "lucide-react/icons/phone";
import Search from "lucide-react/icons/search";
import { createContext, useContext, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import type { PageText } from "~/lib/page-data";
import { heroHasPicture, heroImage, heroTitleRepeats } from "~/lib/hero";
import type { PageId } from "~/lib/routes";
import { chromeParts } from "./chrome-parts";
import { useSite } from "./site-context";
import { RouteLink } from "./route-link";

// The site map is a list of links: a banner would only hold it back. The home
// page folds its hero around its H1 itself, in its search panel above its listing rows.
const noFoldedHero = new Set<PageId>(["sitemap", "home"]);

const HeroPage = createContext<PageId | undefined>(undefined);

/**
 * The chrome tells the page's introduction which hero to fold around its H1:
 * the chrome importing this module keeps it in the shell chunk every page loads
 * (vite.config.ts), where a chunk of its own cost each page 2 KB more.
 */
export function HeroProvider({ page, children }: { page: PageId | undefined; children: ReactNode }) {
  return <HeroPage value={page && !noFoldedHero.has(page) ? page : undefined}>{children}</HeroPage>;
}

export function useHeroPage(): PageId | undefined {
  return useContext(HeroPage);
}

/**
 * The hero below 768 px. Folded around the page's H1 (`children`), the heading
 * shows once and the first cards or form stay near the top (issue 25): the
 * subtitle over the H1, the hero title under it where it says more, the
 * description, then the two calls to action; from 768 px only the H1 shows, as
 * it always has. The home page's also holds the quick search, at every width:
 * the H1 heads the search, and so comes before the listing rows' headings.
 */
export function MobileHero({ id, text, children }: { id: PageId; text: PageText; children: ReactNode }) {
  const lang = useLang();
  const ui = useUi();
  const site = useSite();
  // The quick search and the search links are the search feature's, passed by root.tsx (chrome-parts.tsx).
  const { QuickSearch, heroSearchHref } = chromeParts();
  const { hero } = text;
  const image = heroHasPicture(id) ? heroImage(id, ui.heroAlt) : undefined;
  return (
    <div data-testid="mobile-hero" className="flex flex-col gap-4">
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[3/1] w-full rounded-2xl object-cover md:hidden"
        />
      ) : null}
      <hgroup className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-primary md:hidden">{hero.subtitle}</p>
        {children}
        {heroTitleRepeats(hero.title, text.h1) ? null : (
          <p className="text-lg font-semibold md:hidden" data-editable="hero-title">
            {hero.title}
          </p>
        )}
      </hgroup>
      <p className="text-muted-foreground md:hidden">{hero.description}</p>
      {id === "home" ? <QuickSearch narrow /> : null}
      <div className="grid grid-cols-2 gap-2 md:hidden">
        <Button asChild>
          <RouteLink href={heroSearchHref(lang, id)}>
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
    </div>
  );
}
