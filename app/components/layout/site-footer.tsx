import { fmt, useLang, useUi } from "~/i18n";
import { equalHousingTexts } from "~/i18n/equal-housing";
import { footerNav } from "~/lib/navigation";
import { pagePath } from "~/lib/routes";
import { displayPhone } from "~/lib/site";
import { EqualHousingLogo } from "./equal-housing-logo";
import { RouteLink } from "./route-link";
import { useSite } from "./site-context";

export function SiteFooter() {
  const lang = useLang();
  const other = lang === "en" ? "es" : "en";
  const ui = useUi();
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-muted/60 pb-24 [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto] md:pb-8" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-2">
          <p className="text-lg font-bold">{site.agentName}</p>
          <p className="text-base">{fmt(ui.footer.brokerage, { brokerage: site.brokerage })}</p>
          <p className="text-sm text-muted-foreground">{fmt(ui.footer.about, { years: site.yearsExperience })}</p>
        </div>
        <nav aria-label={ui.footer.explore}>
          <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">{ui.footer.explore}</h2>
          <ul className="grid grid-cols-2 gap-x-4">
            {footerNav.map((id) => (
              <li key={id}>
                <RouteLink href={pagePath(id, lang)} className="inline-flex min-h-8 items-center text-sm hover:underline">
                  {ui.pageNav[id]}
                </RouteLink>
              </li>
            ))}
            <li>
              <RouteLink href={pagePath("sitemap", lang)} className="inline-flex min-h-8 items-center text-sm hover:underline">
                {ui.footer.sitemap}
              </RouteLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">{ui.footer.contact}</h2>
          <address className="space-y-1 text-base not-italic">
            <p>
              <span className="sr-only">{ui.footer.phone}: </span>
              <a href={`tel:${site.phone}`} className="font-semibold hover:underline" data-testid="footer-phone">
                {displayPhone(site.phone)}
              </a>
            </p>
            <p>
              <span className="sr-only">{ui.footer.email}: </span>
              <a href={`mailto:${site.email}`} className="break-all hover:underline">{site.email}</a>
            </p>
            <p>
              <span className="sr-only">{ui.footer.office}: </span>
              {site.office.street}, {site.office.city}, {site.office.state} {site.office.zip}
            </p>
            <p data-testid="footer-broker">{fmt(ui.footer.broker, { broker: site.brokerName })} · {site.brokerage}</p>
          </address>
          <p className="mt-2 text-xs text-muted-foreground">
            {fmt(ui.footer.licenses, { agentLicense: site.agentLicense, brokerLicense: site.brokerLicense })}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-4 border-t px-4 pt-6">
        {/* The forms' official names are English in both languages: a Spanish page marks them so, for screen readers' voices. */}
        <ul className="flex flex-col gap-2 text-base md:flex-row md:gap-8" data-testid="trec-links">
          <li>
            <a href={site.iabsUrl} lang={lang === "es" ? "en" : undefined} className="underline underline-offset-4">{ui.footer.iabs}</a>
          </li>
          <li>
            <a href={site.consumerProtectionUrl} lang={lang === "es" ? "en" : undefined} className="underline underline-offset-4">{ui.footer.consumerProtection}</a>
          </li>
        </ul>
        <div className="flex items-start gap-3" data-testid="equal-housing">
          <EqualHousingLogo className="size-10 shrink-0" />
          <div className="space-y-1 text-xs text-muted-foreground">
            <p>
              <strong className="text-foreground">{equalHousingTexts[lang].title}.</strong> {equalHousingTexts[lang].statement}
            </p>
            <p lang={other}>
              <strong className="text-foreground">{equalHousingTexts[other].title}.</strong>{" "}
              {equalHousingTexts[other].statement}
            </p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground" data-testid="copyright">
          {fmt(ui.footer.copyright, { year, agentName: site.agentName, brokerage: site.brokerage })}
        </p>
      </div>
    </footer>
  );
}
