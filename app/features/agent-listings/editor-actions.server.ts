import { data, redirect } from "react-router";
import { z } from "zod";
import type { AgentFlash } from "~/features/agent/flash";
import type { ListingStatusFlash } from "./flash";
import type { Lang } from "~/lib/routes";
import { editorPath } from "./paths";
import type { Database } from "~/server/db/connect.server";
import { flashCookie } from "~/server/http/flash.server";
import { getEnv } from "~/server/env.server";
import { valleyDay } from "~/lib/dates";
import { calendarDay } from "~/lib/calendar-day";
import { formValues, parseListingForm, type EditorAnswer } from "./listing-form";
import { changeStatus, createListing, mlsNumberTaken, setFeatured, updateListing, type Actor, type ListedBy, type StatusChange } from "./listings.server";
import { lifecycleStatuses } from "~/features/listings/model";
import { addOpenHouse, removeOpenHouse } from "./open-houses.server";
import { valleyTimeToUtc } from "./valley-time";
import { placePin } from "./pin.server";
import { revertStatus } from "./status-revert.server";
import { deleteDraft } from "./drafts.server";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { undoCookie } from "~/server/undo.server";

const done = (to: string, flash: AgentFlash | ListingStatusFlash) => redirect(to, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });

const intentSchema = z.enum(["draft", "publish", "save", "deleteDraft", "status", "revert", "feature", "openHouseAdd", "openHouseRemove"]);
const statusSchema = z.object({ to: z.enum(lifecycleStatuses), closePrice: z.string().optional(), closeDate: z.string().optional(), confirm: z.literal("yes").optional() });
const money = z
  .string()
  .trim()
  .transform((value) => value.replace(/[$,\s]/g, ""))
  .pipe(z.string().regex(/^\d{1,9}$/))
  .transform(Number)
  .pipe(z.number().int().min(1));
/** A sale's close date: a calendar day (2023-02-29 is none, and PostgreSQL would refuse it), not after the Valley's today. */
const closeDateSchema = (today: string) => calendarDay.refine((day) => day <= today, "date");
const openHouseSchema = z.object({ day: z.string(), start: z.string(), end: z.string() });
/** An open house's day: a calendar day from the Valley's today to two years on. */
const openHouseDaySchema = (today: string) => calendarDay.refine((day) => day >= today && day <= `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`, "date");

interface EditorContext {
  readonly db: Database;
  readonly lang: Lang;
  readonly actor: Actor;
  readonly listedBy: ListedBy;
  /** The listing being edited; none on the new-listing page. */
  readonly listingKey?: string;
  readonly now?: Date;
}

const notFound = () => data(null, { status: 404 });

/**
 * The editor's form posts: the listing's fields (save a draft, publish, save
 * changes), its status, featuring it, and its open houses. Each answers a
 * redirect with a toast, or the form's values and errors with a 422.
 */
export async function editorAction(form: FormData, { db, lang, actor, listedBy, listingKey, now = new Date() }: EditorContext) {
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data(null, { status: 400 });
  const key = listingKey;
  switch (intent.data) {
    case "draft":
    case "publish":
    case "save": {
      const values = formValues(form);
      const parsed = parseListingForm(values);
      if (!parsed.ok) return data({ form: "listing", errors: parsed.errors, values } satisfies EditorAnswer, { status: 422 });
      // The unique index would refuse it too, but as a server error; this says which field and why.
      if (await mlsNumberTaken(db, parsed.value.mlsNumber, key)) {
        return data({ form: "listing", errors: { mlsNumber: "mlsNumberTaken" }, values } satisfies EditorAnswer, { status: 422 });
      }
      // Bounded by the geocoder's time, and on any failure the ZIP's or city's centre: placing the pin never stops a save.
      const listing = await placePin(parsed.value, { geocoderUrl: getEnv().geocoderUrl });
      if (!key) {
        const created = await createListing(db, listing, actor, listedBy, now);
        if (intent.data === "publish") await changeStatus(db, created, { to: "Active" }, actor, now);
        return done(editorPath(lang, created), intent.data === "publish" ? "listing-published" : "listing-created");
      }
      if (!(await updateListing(db, key, listing, actor, now))) throw notFound();
      if (intent.data === "publish") await changeStatus(db, key, { to: "Active" }, actor, now);
      return done(editorPath(lang, key), intent.data === "publish" ? "listing-published" : "listing-saved");
    }
    case "status": {
      if (!key) throw notFound();
      const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const parsed = statusSchema.safeParse(values);
      if (!parsed.success) return data(null, { status: 400 });
      const { to, confirm } = parsed.data;
      // A change the public sees happens once its confirmation is sent, never on the first tap (ADR 0420).
      const asked = { form: "status", errors: {}, values } satisfies EditorAnswer;
      if (!confirm) return data(asked);
      let change: StatusChange;
      if (to === "Closed") {
        // A sale has the price and date she types, never the list price or today's date for her.
        const price = money.safeParse(parsed.data.closePrice ?? "");
        const day = closeDateSchema(valleyDay(now)).safeParse(parsed.data.closeDate ?? "");
        if (!price.success || !day.success) {
          const errors = { ...(price.success ? {} : { closePrice: "price" as const }), ...(day.success ? {} : { closeDate: "date" as const }) };
          return data({ ...asked, errors } satisfies EditorAnswer, { status: 422 });
        }
        change = { to, closePrice: price.data, closeDate: day.data };
      } else change = { to };
      if (!(await changeStatus(db, key, change, actor, now))) throw data(null, { status: 409 });
      return done(editorPath(lang, key), "listing-status");
    }
    case "deleteDraft": {
      if (!key) throw notFound();
      // Published since (another tab), or gone: the page comes back as it now is.
      const pending = await deleteDraft(db, key, actor, now);
      if (pending === null) throw data(null, { status: 409 });
      // The list she lands on offers the Undo (ADR 0420).
      return redirect(agentListingsPrefix[lang], { status: 303, headers: { "Set-Cookie": undoCookie(pending) } });
    }
    case "revert": {
      if (!key) throw notFound();
      const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(form.get("change"));
      if (!id.success) return data(null, { status: 400 });
      // Past its 30 days, already undone, or behind a newer change: the page comes back as it now is.
      if (!(await revertStatus(db, key, id.data, actor, now))) throw data(null, { status: 409 });
      return done(editorPath(lang, key), "listing-reverted");
    }
    case "feature": {
      if (!key) throw notFound();
      const featured = form.get("featured") === "true";
      if (!(await setFeatured(db, key, featured, actor, now))) throw notFound();
      return done(editorPath(lang, key), featured ? "listing-featured" : "listing-unfeatured");
    }
    case "openHouseAdd": {
      if (!key) throw notFound();
      const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const parsed = openHouseSchema.safeParse(values);
      const day = openHouseDaySchema(valleyDay(now)).safeParse(parsed.data?.day ?? "");
      if (!day.success) return data({ form: "openHouse", errors: { day: "date" }, values } satisfies EditorAnswer, { status: 422 });
      const starts = parsed.success ? valleyTimeToUtc(day.data, parsed.data.start) : null;
      const ends = parsed.success ? valleyTimeToUtc(day.data, parsed.data.end) : null;
      if (!starts || !ends || ends <= starts || ends <= now) {
        return data({ form: "openHouse", errors: {}, formError: "invalid", values } satisfies EditorAnswer, { status: 422 });
      }
      if (!(await addOpenHouse(db, key, starts, ends, actor, now))) throw notFound();
      return done(editorPath(lang, key), "open-house-added");
    }
    case "openHouseRemove": {
      if (!key) throw notFound();
      const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(form.get("id"));
      if (!id.success || !(await removeOpenHouse(db, key, id.data, actor, now))) throw notFound();
      return done(editorPath(lang, key), "open-house-removed");
    }
  }
}
