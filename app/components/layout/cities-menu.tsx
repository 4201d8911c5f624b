import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { pagePath } from "~/lib/routes";

/** The desktop Cities dropdown: eight city guides, each with its tagline. Arrow keys move, Escape closes. */
export function CitiesMenu() {
  const lang = useLang();
  const ui = useUi();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="cities-trigger"
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted"
      >
        {ui.nav.cities}
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          aria-label={ui.nav.citiesMenu}
          className="z-50 grid w-[36rem] grid-cols-2 gap-1 rounded-xl border bg-card p-2 text-card-foreground shadow-xl"
        >
          {cityList.map((city) => (
            <DropdownMenu.Item key={city.slug} asChild>
              <Link
                to={pagePath(city.page, lang)}
                className="flex flex-col rounded-lg px-3 py-2 outline-none hover:bg-muted focus:bg-muted data-[highlighted]:bg-muted"
              >
                <span className="font-semibold">{city.name}</span>
                <span className="text-sm text-muted-foreground">{ui.cityTaglines[city.slug]}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
