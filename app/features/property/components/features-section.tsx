import { propertyPageTexts, useDictionary } from "~/i18n";
import type { FeatureGroupView } from "../feature-lists";

/** The listing's feature lists by group; a value the page could not put in its language keeps `lang="en"`. */
export function FeaturesSection({ groups }: { groups: readonly FeatureGroupView[] }) {
  const t = useDictionary(propertyPageTexts).features;
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="features-title" className="space-y-4" data-testid="features">
      <h2 id="features-title" className="text-2xl font-semibold">
        {t.title}
      </h2>
      {groups.map(({ group, fields }) => (
        <div key={group} className="space-y-2">
          <h3 className="text-lg font-semibold">{t.groups[group]}</h3>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            {fields.map(({ field, items }) => (
              <div key={field} className="contents" data-field={field}>
                <dt className="text-sm text-muted-foreground sm:pt-0.5">{t.fields[field]}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-x-1 gap-y-1">
                    {items.map((item, index) => (
                      <li key={item.text} lang={item.en ? "en" : undefined}>
                        {item.text}
                        {index < items.length - 1 ? "," : ""}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
