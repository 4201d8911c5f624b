import ChevronDown from "lucide-react/icons/chevron-down";
import Phone from "lucide-react/icons/phone";
import * as Collapsible from "@radix-ui/react-collapsible";
import { Link } from "~/components/ui/link";
import { fmt, useLang, useUi } from "~/i18n";
import { menuGroups } from "~/lib/navigation";
import { pagePath } from "~/lib/routes";
import { displayPhone } from "~/lib/site";
import { chromeParts } from "./chrome-parts";
import { LangSwitch } from "./lang-switch";
import { useSite } from "./site-context";

export function MenuSheetBody() {
  const lang = useLang();
  const ui = useUi();
  const site = useSite();
  const { AccountControl } = chromeParts();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1">
        {menuGroups.map(({ group, pages }) => (
          <li key={group}>
            <Collapsible.Root defaultOpen={group === "about"}>
              <Collapsible.Trigger data-testid="menu-group" className="group flex min-h-11 w-full items-center justify-between rounded-lg px-2 text-left font-semibold hover:bg-muted">
                {ui.groups[group]}
                <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </Collapsible.Trigger>
              <Collapsible.Content>
                <ul className="mb-1 ml-2 border-l pl-2">
                  {pages.map((id) => (
                    <li key={id}>
                      <Link to={pagePath(id, lang)} className="flex min-h-11 items-center rounded-lg px-2 hover:bg-muted">
                        {ui.pageNav[id]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
        ))}
      </ul>
      <a
        href={`tel:${site.phone}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 font-semibold hover:bg-muted"
      >
        <Phone aria-hidden className="size-4" />
        {fmt(ui.nav.call, { phone: displayPhone(site.phone) })}
      </a>
      <AccountControl className="self-start" />
      <LangSwitch className="self-start border" />
    </div>
  );
}
