import Search from "lucide-react/icons/search";
import { useId } from "react";
import { useNavigate } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input-class";
import { useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { quickSearchParams, searchKinds, type QuickSearchInput } from "../quick-search";
import { pagePath } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { SearchTextInput } from "./search-text-input";

/**
 * The quick search. Without JavaScript it is a GET form and the search page
 * tidies the query; with it, only the parameters the spec allows are sent.
 * Two columns from the phone up, so that the search and the first listings
 * under it fit a phone's first screen; `narrow` keeps two columns on wide
 * screens, for a half-width panel.
 */
export function QuickSearch({ initial, narrow, className }: { initial?: QuickSearchInput; narrow?: boolean; className?: string }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.quickSearch;
  const kinds = ui.listings.search;
  const navigate = useNavigate();
  const id = useId();
  const action = pagePath("search", lang);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t.title}
      data-testid="quick-search"
      className={cn("grid grid-cols-2 gap-3 lg:items-end", !narrow && "lg:grid-cols-[2fr_1fr_1fr_1fr_auto]", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const params = quickSearchParams({
          q: data.get("q")?.toString(),
          location: data.get("location")?.toString(),
          priceRange: data.get("priceRange")?.toString(),
          propertyType: data.get("propertyType")?.toString(),
          kind: data.get("kind")?.toString(),
        });
        const query = params.toString();
        void navigate(query ? `${action}?${query}` : action);
      }}
    >
      <fieldset className={cn("col-span-2", !narrow && "lg:col-span-5")}>
        <legend className="sr-only">{kinds.kind}</legend>
        <div className="grid grid-cols-4 gap-1 rounded-lg border bg-muted p-1">
          {(["", ...searchKinds] as const).map((kind) => (
            <label key={kind} className="relative">
              <input type="radio" name="kind" value={kind} defaultChecked={(initial?.kind ?? "") === kind} className="peer sr-only" />
              <span className="flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium peer-checked:bg-card peer-checked:text-card-foreground peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring">
                {kind ? kinds.kinds[kind] : kinds.kindAll}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">{t.textLabel}</label>
        <SearchTextInput id={`${id}-q`} name="q" type="search" defaultValue={initial?.q ?? ""} placeholder={t.text} className={inputClass} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">{t.location}</label>
        <select id={`${id}-location`} name="location" defaultValue={initial?.location ?? "all"} className={inputClass}>
          <option value="all">{t.anyLocation}</option>
          {cityList.map((city) => (
            <option key={city.slug} value={city.slug}>{city.name}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-price`} className="text-sm font-medium">{t.priceRange}</label>
        <select id={`${id}-price`} name="priceRange" defaultValue={initial?.priceRange ?? "all"} className={inputClass}>
          <option value="all">{t.anyPrice}</option>
          <option value="under-300k">{t.under300k}</option>
          <option value="300k-500k">{t.from300kTo500k}</option>
          <option value="500k-plus">{t.over500k}</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">{t.propertyType}</label>
        <select id={`${id}-type`} name="propertyType" defaultValue={initial?.propertyType ?? "all"} className={inputClass}>
          <option value="all">{t.anyType}</option>
          <option value="single-family">{t.singleFamily}</option>
          <option value="condo">{t.condo}</option>
          <option value="commercial">{t.commercial}</option>
          <option value="land">{t.land}</option>
        </select>
      </div>
      <Button type="submit" className="self-end">
        <Search aria-hidden />
        {t.submit}
      </Button>
    </Form>
  );
}
