import { data, redirect } from "react-router";
import { z } from "zod";
import { valleyTimeToUtc } from "~/features/agent-listings/valley-time";
import type { FormAnswer } from "~/lib/form-answer";
import { showingAcceptPrefix } from "~/lib/showing-routes";
import type { LeadFormContext } from "~/features/agent/task-actions.server";
import { flashCookie } from "~/server/http/flash.server";
import { notifyMailQueued } from "~/server/mail/outbox.server";
import type { SiteIdentity } from "~/lib/site";
import { confirmShowing, declineShowing, proposeShowing } from "./answer.server";
import type { showingFlashes } from "./flash";
import { showingById } from "./showings.server";

/** The showing card's forms on the lead page: Confirm in one tap, Propose another time, Decline with a note (ADR 0432). */
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("showingConfirm"), showing: z.uuid() }),
  z.object({ intent: z.literal("showingPropose"), showing: z.uuid(), day: z.iso.date("invalid"), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalid") }),
  z.object({ intent: z.literal("showingDecline"), showing: z.uuid(), note: z.string().trim().max(500, "tooLong").default("") }),
]);
const intents: ReadonlySet<string> = new Set(["showingConfirm", "showingPropose", "showingDecline"] satisfies Array<z.infer<typeof schema>["intent"]>);

export function isShowingIntent(intent: unknown): boolean {
  return typeof intent === "string" && intents.has(intent);
}

interface Context extends LeadFormContext {
  readonly site: SiteIdentity;
  readonly publicUrl: string;
  readonly now?: Date;
}

function refused(form: Record<string, unknown>, errors: Record<string, string>) {
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return data<FormAnswer<string, string, string>>({ form: `${String(form.intent)}-${String(form.showing)}`, errors, values }, { status: 422 });
}

/** Runs one of the card's forms: a redirect back to the card with its notice, or the refusal with what she typed. */
export async function showingAction(form: Record<string, unknown>, { db, leadId, authorId, page, site, publicUrl, now = new Date() }: Context) {
  const parsed = schema.safeParse(form);
  if (!parsed.success) {
    if (form.intent === "showingConfirm" || typeof form.showing !== "string") throw data(null, { status: 400 });
    return refused(form, Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message === "tooLong" ? "tooLong" : "invalid"])));
  }
  const input = parsed.data;
  const showing = await showingById(db, input.showing);
  if (!showing || showing.leadId !== leadId) throw data(null, { status: 404 });
  const setting = { site, publicUrl, now };
  const back = (flash: keyof typeof showingFlashes) => {
    notifyMailQueued();
    return redirect(`${page}#showings`, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  };
  // Answered already (in another tab, or the visitor cancelled): the card shows how it stands now.
  const stale = () => {
    throw data(null, { status: 409 });
  };
  switch (input.intent) {
    case "showingConfirm":
      return (await confirmShowing(db, showing.id, authorId, setting)) ? back("showing-confirmed") : stale();
    case "showingDecline":
      return (await declineShowing(db, showing.id, input.note, authorId, setting)) ? back("showing-declined") : stale();
    case "showingPropose": {
      const startsAt = valleyTimeToUtc(input.day, input.time);
      if (!startsAt || startsAt <= now) return refused(form, { day: "invalid" });
      const sent = await proposeShowing(db, showing.id, startsAt, authorId, { ...setting, acceptUrl: (token) => `${publicUrl}${showingAcceptPrefix[showing.lead.lang]}${token}` });
      if (sent === "taken") return refused(form, { day: "taken" });
      return sent ? back("showing-proposed") : stale();
    }
  }
}
