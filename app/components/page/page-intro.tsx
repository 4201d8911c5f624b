import type { ReactNode } from "react";
import { MobileHero, useHeroPage } from "~/components/layout/mobile-hero";
import type { PageText } from "~/lib/page-data";
import type { Lang } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { Prose } from "./prose";

/** Written out in full: Tailwind finds only the class names it can read in the source. */
const columns = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;

/**
 * A page's further sections as cards, two (or three) side by side from the
 * tablet width up; an empty, hidden grid without any, where the editor's
 * preview puts the sections she adds (`data-editable`, ADR 0423). `lang` is
 * the text's, where it isn't the page's (the editor's preview).
 */
export function PageSections({ sections, perRow = 2, lang }: { sections: PageText["sections"]; perRow?: keyof typeof columns; lang?: Lang }) {
  return (
    <div className={cn("grid gap-6", columns[perRow])} hidden={!sections?.length} data-editable="sections">
      {sections?.map((section) => (
        <section key={section.heading} className="space-y-2 rounded-2xl border bg-card/80 p-6 text-card-foreground">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <div className="space-y-2 leading-relaxed">
            <Prose text={section.body} lang={lang} />
          </div>
        </section>
      ))}
    </div>
  );
}

/** The H1 (in the phone hero), the introduction, what leads the page (such as its listings), any further sections, then the rest. */
export function PageIntro({ text, lead, children }: { text: PageText; lead?: ReactNode; children?: ReactNode }) {
  const heroPage = useHeroPage();
  const heading = (
    <h1 className="text-3xl font-bold tracking-tight md:text-4xl" data-editable="h1">
      {text.h1}
    </h1>
  );
  return (
    <div className="space-y-8">
      <header className="max-w-3xl space-y-4">
        {heroPage ? <MobileHero id={heroPage} text={text}>{heading}</MobileHero> : heading}
        {/* A size smaller on phones, where the introduction stands between the H1 and the listings or form. */}
        <div className="space-y-3 leading-relaxed text-muted-foreground md:text-lg" data-testid="page-intro" data-editable="intro">
          <Prose text={text.intro} />
        </div>
      </header>
      {lead}
      <PageSections sections={text.sections} />
      {children}
    </div>
  );
}
