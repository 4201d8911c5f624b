import { useDictionary } from "~/i18n";
import { stagingTexts } from "~/i18n/staging";
import { stagingPairs } from "~/lib/content-images";
import { BeforeAfter } from "./before-after";

/** The before/after comparisons of the virtual staging page. */
export function StagingComparisons() {
  const t = useDictionary(stagingTexts);
  return (
    <section aria-labelledby="staging-compare" className="space-y-4" data-testid="staging-comparisons">
      <div className="max-w-3xl space-y-1">
        <h2 id="staging-compare" className="text-2xl font-semibold">{t.compare.heading}</h2>
        <p className="text-muted-foreground">{t.compare.lead}</p>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        {stagingPairs.map((pair, index) => (
          <BeforeAfter key={pair.room} before={pair.before} after={pair.after} room={t.rooms[pair.room]} caption={t.captions[pair.room]} t={t.compare} priority={index === 0} />
        ))}
      </div>
    </section>
  );
}
