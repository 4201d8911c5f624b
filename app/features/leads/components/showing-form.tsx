import { limits, showingModes, timeSlots, valleyToday, type ShowingListing } from "../lead-forms";
import { FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { RadioGroupField } from "~/components/ui/radio-group-field";
import type { LeadFormsState } from "../sent";
import { LeadFormShell } from "./lead-form";
import { useLeadsText } from "./texts";
import { useLang } from "~/i18n";
import { SlotPicker } from "~/features/showings/components/slot-picker";
import type { SlotDay } from "~/features/showings/slots";

/**
 * A private showing: booked on one of her free times when the page has them (a property page, ADR
 * 0431), otherwise requested with a preferred day and time. On a property page the listing is the
 * page's (`fixed`); on the showings page it comes prefilled from ?listing= and the visitor may change or clear it.
 */
export function ShowingForm({
  token,
  state,
  listing,
  fixed = false,
  slots = [],
}: {
  token: string;
  state: LeadFormsState;
  listing?: ShowingListing;
  fixed?: boolean;
  slots?: readonly SlotDay[];
}) {
  const t = useLeadsText();
  const lang = useLang();
  const modes = showingModes.map((mode) => [mode, t.options.mode[mode]] as const);
  if (listing && slots.length > 0) {
    return (
      <LeadFormShell
        form="showing"
        token={token}
        state={state}
        title={t.booking.title}
        intro={t.booking.intro}
        submit={t.booking.submit}
        hidden={{ listingKey: listing.key }}
      >
        {(field) => (
          <FieldGrid>
            <SlotPicker {...field("slot")} lang={lang} days={slots} labels={t.booking} />
            <div className="sm:col-span-2">
              <RadioGroupField {...field("mode", "in-person")} label={t.fields.mode} options={modes} />
            </div>
          </FieldGrid>
        )}
      </LeadFormShell>
    );
  }
  const bands = timeSlots.map((slot) => [slot, t.options.timeSlot[slot]] as const);
  const today = valleyToday();
  return (
    <LeadFormShell
      form="showing"
      token={token}
      state={state}
      title={t.forms.showing.title}
      intro={t.forms.showing.intro}
      defaults={listing && !fixed ? { property: listing.label } : undefined}
      hidden={listing ? { listingKey: listing.key } : undefined}
    >
      {(field) => (
        <FieldGrid>
          {fixed ? null : (
            <TextField {...field("property")} label={t.fields.property} hint={t.fields.propertyHint} maxLength={limits.property} className="sm:col-span-2" />
          )}
          <TextField {...field("date1")} label={t.fields.date1} type="date" min={today} required />
          <SelectField {...field("time1")} label={t.fields.time1} options={bands} placeholder={t.fields.notChosen} required />
          <TextField {...field("date2")} label={t.fields.date2} type="date" min={today} />
          <SelectField {...field("time2")} label={t.fields.time2} options={bands} placeholder={t.fields.notChosen} />
          <div className="sm:col-span-2">
            <RadioGroupField {...field("mode", "in-person")} label={t.fields.mode} options={modes} />
          </div>
        </FieldGrid>
      )}
    </LeadFormShell>
  );
}
