import { Link } from "~/components/ui/link";
import { useLang, useUi } from "~/i18n";
import { cityList, citySheetPage } from "~/lib/cities";
import { pagePath } from "~/lib/routes";

export function CitiesSheetBody() {
  const lang = useLang();
  const ui = useUi();
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="cities-grid">
      {cityList.map((city) => (
        <li key={city.slug}>
          <Link
            to={pagePath(citySheetPage(city), lang)}
            className="flex min-h-16 flex-col justify-center rounded-xl border bg-card px-3 py-2 hover:bg-muted"
          >
            <span className="font-semibold">{city.name}</span>
            <span className="text-xs text-muted-foreground">{ui.cityTaglines[city.slug]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
