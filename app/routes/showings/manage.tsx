import { data, redirect, useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { describedBy, FieldMessages } from "~/components/ui/field";
import { cancelShowing, movableSlots, moveShowing, showingByToken, type ManagedShowing } from "~/features/showings/manage.server";
import { showingWhen } from "~/features/showings/mail.server";
import { fmt } from "~/i18n";
import { formatDateTime, formatTime } from "~/lib/dates";
import { showingsTexts } from "~/i18n/showings";
import { langFromPath, type Lang } from "~/lib/routes";
import type { SlotDay } from "~/features/showings/slots";
import { showingManageAction, showingManagePrefix } from "~/lib/showing-routes";
import { pageMeta } from "~/lib/seo";
import { displayPhone } from "~/lib/site";
import { getDb } from "~/server/db.server";
import { alternatesFor } from "~/server/page.server";
import { lastKnownSite } from "~/server/site-identity.server";
import type { Route } from "./+types/manage";

export const meta: Route.MetaFunction = pageMeta;

/** A secret in the URL: never kept by a cache, shared or the browser's. */
const privateHeaders = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const slotField = "slot";

/**
 * The links of a booked showing's confirmation (ADR 0431): cancel it, or move it to another free
 * time. Opening a link changes nothing (mail scanners open links too); its button does. A link that
 * was never one is a 404, one whose showing is cancelled, moved or past a 410.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const action = showingManageAction(lang, params.action);
  if (!action) throw data(null, { status: 404 });
  const t = showingsTexts[lang].manage;
  const phone = displayPhone(lastKnownSite().phone);
  const seo = (title: string, description: string) => ({
    title,
    description,
    lang,
    alternates: alternatesFor({ en: `${showingManagePrefix[action].en}${params.token}`, es: `${showingManagePrefix[action].es}${params.token}` }),
    noindex: true as const,
  });
  const done = url.searchParams.get("done");
  const found = await showingByToken(getDb(), params.token, lang);
  const rsvpTexts = showingsTexts[lang].rsvp;
  if (found.state !== "open") {
    const agentName = lastKnownSite().agentName;
    const page =
      found.state === "gone" && done === "cancel"
        ? {
            state: "cancelled" as const,
            seo: found.kind === "openHouse" ? seo(rsvpTexts.cancelledTitle, fmt(rsvpTexts.cancelledBody, { agentName })) : seo(t.cancelledTitle, t.cancelledBody),
            status: 200,
          }
        : found.state === "gone"
          ? { state: "gone" as const, seo: seo(t.goneTitle, t.goneBody), status: 410 }
          : { state: "unknown" as const, seo: seo(t.unknownTitle, fmt(t.unknownBody, { phone })), status: 404 };
    return data({ ...page, action, showing: null, slots: [], labels: null, cancelPath: "" }, { status: page.status, headers: privateHeaders });
  }
  const showing = found.showing;
  const when = showingWhen(lang, showing.start);
  // An RSVP has one time, the open house's: its reschedule link offers the cancel only.
  if (showing.kind === "openHouse") {
    const what = fmt(rsvpTexts.what, { place: showing.place, when });
    return data(
      {
        state: "open" as const,
        action: "cancel" as const,
        seo: seo(rsvpTexts.cancelTitle, action === "reschedule" ? `${rsvpTexts.noReschedule} ${what}` : what),
        showing: { what, listingPath: showing.listingPath, start: showing.start.toISOString() },
        slots: [],
        labels: { cancel: rsvpTexts.cancelButton, reschedule: t.rescheduleButton, listing: t.listing, noSlots: "", taken: t.taken, times: t.times },
        cancelPath: `${showingManagePrefix.cancel[lang]}${params.token}`,
      },
      { headers: privateHeaders },
    );
  }
  const what = fmt(t.what, { place: showing.place, when, mode: showingsTexts[lang].modes[showing.mode] });
  const slots = action === "reschedule" ? await movableSlots(getDb(), showing) : [];
  const moved = done === "moved";
  const title = moved ? t.movedTitle : action === "cancel" ? t.cancelTitle : t.rescheduleTitle;
  return data(
    {
      state: moved ? ("moved" as const) : ("open" as const),
      action,
      cancelPath: `${showingManagePrefix.cancel[lang]}${params.token}`,
      seo: seo(title, moved ? fmt(t.movedBody, { when }) : what),
      showing: { what, listingPath: showing.listingPath, start: showing.start.toISOString() },
      slots,
      labels: {
        cancel: t.cancelButton,
        reschedule: t.rescheduleButton,
        listing: t.listing,
        noSlots: fmt(t.noSlots, { phone }),
        taken: t.taken,
        times: t.times,
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const lang = langFromPath(url.pathname);
  const action = showingManageAction(lang, params.action);
  if (!action) throw data(null, { status: 404 });
  const found = await showingByToken(getDb(), params.token, lang);
  if (found.state !== "open") return redirect(url.pathname, 303);
  const showing: ManagedShowing = found.showing;
  if (action === "cancel") {
    await cancelShowing(getDb(), params.token, showing);
    return redirect(`${url.pathname}?done=cancel`, 303);
  }
  if (showing.kind === "openHouse") return redirect(url.pathname, 303);
  const body = await request.formData();
  const slot = body.get(slotField);
  const moved = typeof slot === "string" ? await moveShowing(getDb(), params.token, showing, slot) : ({ state: "taken" } as const);
  if (moved.state === "moved") return redirect(`${showingManagePrefix.reschedule[lang]}${moved.token}?done=moved`, 303);
  if (moved.state === "gone") return redirect(url.pathname, 303);
  return data({ taken: true, slot: typeof slot === "string" ? slot : "" }, { status: 409, headers: privateHeaders });
}

/**
 * Every free day with its times, open: on a page of its own there is room, and it needs no script. (The
 * property page's picker would add a chunk to that page's preloads, ADR 0504.)
 */
function TimesList({ days, lang, chosen, error, legend }: { days: readonly SlotDay[]; lang: Lang; chosen: string; error?: string; legend: string }) {
  return (
    <fieldset id="showing-slot" className="space-y-3" aria-describedby={describedBy("showing-slot", undefined, error)}>
      <legend className="font-medium">{legend}</legend>
      <FieldMessages id="showing-slot" error={error} />
      {days.map((day) => (
        <div key={day.day} className="space-y-1">
          <p className="text-sm font-semibold">{formatDateTime(lang, new Date(`${day.day}T12:00:00Z`), { style: "full", zone: "utc" })}</p>
          <div className="flex flex-wrap gap-2">
            {day.starts.map((start) => (
              <label key={start} className="flex min-h-11 items-center gap-2 rounded-lg border px-3">
                <input type="radio" name={slotField} value={start} defaultChecked={chosen === start} className="size-5 accent-primary" data-testid="slot-option" />
                {formatTime(lang, new Date(start))}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

export default function ManageShowing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { state, seo, showing, slots, labels } = loaderData;
  const lang = seo.lang;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8" data-testid="showing-manage" data-state={state}>
      <h1 className="text-center text-3xl font-bold tracking-tight">{seo.title}</h1>
      <p className="text-center text-muted-foreground">{seo.description}</p>
      {state === "open" && labels && loaderData.action === "cancel" ? (
        <Form method="post" action={loaderData.cancelPath} className="text-center">
          <Button type="submit" variant="danger" disabled={navigation.state !== "idle"} data-testid="showing-cancel">
            {labels.cancel}
          </Button>
        </Form>
      ) : null}
      {state === "open" && labels && loaderData.action === "reschedule" ? (
        slots.length ? (
          <Form method="post" className="space-y-4">
            <TimesList days={slots} lang={lang} chosen={actionData?.slot ?? showing?.start ?? ""} error={actionData?.taken ? labels.taken : undefined} legend={labels.times} />
            <Button type="submit" disabled={navigation.state !== "idle"} data-testid="showing-move">
              {labels.reschedule}
            </Button>
          </Form>
        ) : (
          <p>{labels.noSlots}</p>
        )
      ) : null}
      {showing?.listingPath && labels ? (
        <p className="text-center">
          <Link to={showing.listingPath} className="font-semibold underline underline-offset-4">
            {labels.listing}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
