import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { cityList } from "~/lib/cities";
import { contactTopics, limits, timelines, valuationTypes, type ContactChoice } from "../lead-forms";
import { cn } from "~/lib/utils";
import { FieldGrid, SelectField, TextField } from "~/components/ui/field";
import type { LeadFormsState } from "../sent";
import { LeadFormShell } from "./lead-form";
import { useLeadsText } from "./texts";

function Chooser({ current }: { current: ContactChoice }) {
  const t = useLeadsText();
  const { pathname } = useLocation();
  const links: ReadonlyArray<readonly [ContactChoice, string, string]> = [
    ["contact", t.chooser.contact, pathname],
    ["valuation", t.chooser.valuation, `${pathname}?type=valuation`],
  ];
  return (
    <nav aria-label={t.chooser.label} className="space-y-2">
      <p className="font-medium" aria-hidden>
        {t.chooser.label}
      </p>
      <ul className="flex flex-wrap gap-2">
        {links.map(([choice, label, to]) => (
          <li key={choice}>
            <Link
              to={to}
              replace
              preventScrollReset
              aria-current={choice === current ? "page" : undefined}
              data-testid={`choose-${choice}`}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 font-semibold",
                choice === current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactForm({ token, state }: { token: string; state: LeadFormsState }) {
  const t = useLeadsText();
  return (
    <LeadFormShell form="contact" token={token} state={state} title={t.forms.contact.title} intro={t.forms.contact.intro} messageRequired>
      {(field) => (
        <FieldGrid>
          <SelectField {...field("topic", "buy")} label={t.fields.topic} options={contactTopics.map((topic) => [topic, t.options.topic[topic]] as const)} />
        </FieldGrid>
      )}
    </LeadFormShell>
  );
}

function ValuationForm({ token, state }: { token: string; state: LeadFormsState }) {
  const t = useLeadsText();
  return (
    <LeadFormShell form="valuation" token={token} state={state} title={t.forms.valuation.title} intro={t.forms.valuation.intro}>
      {(field) => (
        <FieldGrid>
          <TextField {...field("address")} label={t.fields.address} required maxLength={limits.address} autoComplete="address-line1" className="sm:col-span-2" />
          <SelectField
            {...field("city")}
            label={t.fields.city}
            options={[...cityList.map((city) => [city.slug, city.name] as const), ["other", t.options.otherCity] as const]}
            placeholder={t.fields.notChosen}
          />
          <SelectField
            {...field("propertyType", "single-family")}
            label={t.fields.propertyType}
            options={valuationTypes.map((type) => [type, t.options.propertyType[type]] as const)}
          />
          <TextField {...field("beds")} label={t.fields.beds} inputMode="numeric" maxLength={2} />
          <TextField {...field("baths")} label={t.fields.baths} inputMode="decimal" maxLength={4} />
          <SelectField
            {...field("timeline")}
            label={t.fields.timeline}
            required
            options={timelines.map((timeline) => [timeline, t.options.timeline[timeline]] as const)}
            placeholder={t.fields.notChosen}
            className="sm:col-span-2"
          />
        </FieldGrid>
      )}
    </LeadFormShell>
  );
}

/** The contact page's forms: a message, or a seller's home-valuation request (see docs/decisions/0402-valuation-on-contact-page.md). */
export function ContactForms({ choice, tokens, state }: { choice: ContactChoice; tokens: Record<ContactChoice, string>; state: LeadFormsState }) {
  return (
    <div className="space-y-4">
      <Chooser current={choice} />
      {choice === "valuation" ? <ValuationForm token={tokens.valuation} state={state} /> : <ContactForm token={tokens.contact} state={state} />}
    </div>
  );
}
