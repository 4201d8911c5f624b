import CalendarClock from "lucide-react/icons/calendar-clock";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SlotPicker } from "~/features/showings/components/slot-picker";
import { cancelShowing, movableSlots, moveShowing, showingByToken, type ManagedShowing } from "~/features/showings/manage.server";
import { showingWhen } from "~/features/showings/mail.server";
import { fmt } from "~/i18n";
import { showingsTexts } from "~/i18n/showings";
import { langFromPath, showingManagePrefix, type Lang, type ShowingManageAction } from "~/lib/routes";
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

function actionOf(pathname: string, lang: Lang): ShowingManageAction {
  return pathname.startsWith(showingManagePrefix.cancel[lang]) ? "cancel" : "reschedule";
}

const slotField = "slot";

/**
 * The links of a booked showing's confirmation (ADR 0431): cancel it, or move it to another free
 * time. Opening a link changes nothing (mail scanners open links too); its button does. A link that
 * was never one is a 404, one whose showing is cancelled, moved or past a 410.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const action = actionOf(url.pathname, lang);
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
  if (found.state !== "open") {
    const page =
      found.state === "gone" && done === "cancel"
        ? { state: "cancelled" as const, seo: seo(t.cancelledTitle, t.cancelledBody), status: 200 }
        : found.state === "gone"
          ? { state: "gone" as const, seo: seo(t.goneTitle, t.goneBody), status: 410 }
          : { state: "unknown" as const, seo: seo(t.unknownTitle, fmt(t.unknownBody, { phone })), status: 404 };
    return data({ ...page, action, showing: null, slots: [], labels: null }, { status: page.status, headers: privateHeaders });
  }
  const showing = found.showing;
  const when = showingWhen(lang, showing.start);
  const what = fmt(t.what, { place: showing.place, when, mode: showingsTexts[lang].modes[showing.mode] });
  const slots = action === "reschedule" ? await movableSlots(getDb(), showing) : [];
  const moved = done === "moved";
  const title = moved ? t.movedTitle : action === "cancel" ? t.cancelTitle : t.rescheduleTitle;
  return data(
    {
      state: moved ? ("moved" as const) : ("open" as const),
      action,
      seo: seo(title, moved ? fmt(t.movedBody, { when }) : what),
      showing: { what, listingPath: showing.listingPath, start: showing.start.toISOString() },
      slots,
      labels: {
        cancel: t.cancelButton,
        reschedule: t.rescheduleButton,
        listing: t.listing,
        noSlots: fmt(t.noSlots, { phone }),
        taken: t.taken,
        picker: { times: t.times, day: t.day, chooseDay: t.times },
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const lang = langFromPath(url.pathname);
  const found = await showingByToken(getDb(), params.token, lang);
  if (found.state !== "open") return redirect(url.pathname, 303);
  const showing: ManagedShowing = found.showing;
  if (actionOf(url.pathname, lang) === "cancel") {
    await cancelShowing(getDb(), params.token, showing);
    return redirect(`${url.pathname}?done=cancel`, 303);
  }
  const body = await request.formData();
  const slot = body.get(slotField);
  const moved = typeof slot === "string" ? await moveShowing(getDb(), params.token, showing, slot) : ({ state: "taken" } as const);
  if (moved.state === "moved") return redirect(`${showingManagePrefix.reschedule[lang]}${moved.token}?done=moved`, 303);
  if (moved.state === "gone") return redirect(url.pathname, 303);
  return data({ taken: true, slot: typeof slot === "string" ? slot : "" }, { status: 409, headers: privateHeaders });
}

export default function ManageShowing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { state, seo, showing, slots, labels } = loaderData;
  const lang = seo.lang;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8" data-testid="showing-manage" data-state={state}>
      <CalendarClock aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="text-center text-3xl font-bold tracking-tight">{seo.title}</h1>
      <p className="text-center text-muted-foreground">{seo.description}</p>
      {state === "open" && labels && loaderData.action === "cancel" ? (
        <Form method="post" className="text-center">
          <Button type="submit" variant="danger" disabled={navigation.state !== "idle"} data-testid="showing-cancel">
            {labels.cancel}
          </Button>
        </Form>
      ) : null}
      {state === "open" && labels && loaderData.action === "reschedule" ? (
        slots.length ? (
          <Form method="post" className="space-y-4">
            <SlotPicker
              id="showing-slot"
              name={slotField}
              lang={lang}
              days={slots}
              defaultValue={actionData?.slot ?? showing?.start ?? ""}
              error={actionData?.taken ? labels.taken : undefined}
              labels={labels.picker}
            />
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
