import { data, redirect } from "react-router";
import { z } from "zod";
import { LeadDetail } from "~/features/agent/components/lead-detail";
import { agentPath, agentTexts } from "~/features/agent/components/texts";
import { limits } from "~/features/leads/lead-forms";
import { ui } from "~/i18n";
import { calendarDay } from "~/lib/calendar-day";
import { valleyDay } from "~/lib/dates";
import { leadStatuses, replyTemplateKeys } from "~/lib/leads";
import { langFromPath } from "~/lib/routes";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { lastKnownSite } from "~/server/site-identity.server";
import { notifyMailQueued } from "~/server/mail/outbox.server";
import { agentContext } from "~/features/agent/agents.server";
import { releaseHeldLead } from "~/features/leads/held.server";
import { addLeadNote, getLead, setFollowUp, setLeadStatus } from "~/features/agent/inbox.server";
import { leadActivity } from "~/features/agent/lead-activity.server";
import { defaultTemplate, fillTemplate, replyLimits } from "~/features/agent/replies";
import { replyTemplatesFor, replyValues, sendReply } from "~/features/agent/replies.server";
import { personTimeline } from "~/features/agent/timeline";
import { leadIdIn } from "~/features/agent/people";
import { joinLeads, keptApartFrom, relativesOf, separateLeads } from "~/features/agent/people.server";
import { errorFacts, logError, requestIdOf } from "~/server/log.server";
import { mailsForLead, resolveListing } from "~/features/leads/notify.server";
import { getListing } from "~/features/listings/listing.server";
import { leadPlaces, propertyKeyOf } from "~/features/agent/lead-places";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** A subject is one line whatever was pasted into it. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ");

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses) }),
  z.object({ intent: z.literal("note"), body: z.string().trim().min(1, "required").max(limits.note, "tooLong") }),
  z.object({
    intent: z.literal("reply"),
    subject: z.string().transform(oneLine).pipe(z.string().trim().min(1, "required").max(replyLimits.subject, "tooLong")),
    body: z.string().trim().min(1, "required").max(replyLimits.body, "tooLong"),
  }),
  z.object({ intent: z.literal("followUp"), day: calendarDay }),
  z.object({ intent: z.literal("followUpClear") }),
  // Where the agent goes on from: the held leads they are working through, or this lead.
  z.object({ intent: z.literal("release"), back: z.enum(["held", "lead"]).catch("lead") }),
  // One person behind several leads (ADR 0421): joined by the other lead's address or id, kept apart by its id.
  z.object({ intent: z.literal("join"), other: z.string().max(2_048).transform(leadIdIn).pipe(z.string({ error: "notFound" })) }),
  z.object({ intent: z.enum(["apart", "rejoin"]), other: z.uuid() }),
]);

export async function loader({ url, params }: Route.LoaderArgs) {
  const db = getDb();
  const lead = await getLead(db, params.id);
  if (!lead) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  const env = getEnv();
  const [relatives, apart] = await Promise.all([relativesOf(db, lead), keptApartFrom(db, lead.id)]);
  const others = (await Promise.all(relatives.map((relative) => getLead(db, relative.id)))).filter((other) => other !== undefined);
  const site = lastKnownSite();
  // The lead's listing and, should it be another, the one whose page the lead was sent from.
  const keys = new Set([lead.listingKey, propertyKeyOf(lead.sourcePath)].filter((key) => key != null));
  const [listings, activity] = await Promise.all([
    Promise.all([...keys].map((key) => getListing(db, key))).then((found) => found.filter((listing) => listing !== null)),
    leadActivity(db, lead, lang),
  ]);
  // The reply form starts from the template the query names (a link per template, so it works without script), else the form's own.
  const asked = z.enum(replyTemplateKeys).safeParse(url.searchParams.get("template"));
  const template = asked.success ? asked.data : defaultTemplate(lead.type);
  const canReply = lead.email !== null && lead.heldReason === null;
  const [templates, values] = canReply ? await Promise.all([replyTemplatesFor(db, lead.lang), replyValues(db, lead, site, env.publicUrl)]) : [null, null];
  return {
    title: `${agentTexts[lang].types[lead.type]}: ${lead.name}`,
    lead: { ...lead, photoCount: lead.photos.length, photos: undefined, events: undefined },
    photoTypes: lead.photos.map((key) => key.split(".").at(-1) ?? ""),
    places: leadPlaces(lang, lead, listings, { agent: agentTexts[lang], ui: ui[lang] }),
    timeline: personTimeline(lead, others),
    person: { relatives: relatives.map(({ id, type, status, name, createdAt, reason }) => ({ id, type, status, name, createdAt, reason })), apart },
    today: valleyDay(new Date()),
    activity,
    reply:
      templates && values
        ? { template, subject: fillTemplate(templates[template].subject, values), body: fillTemplate(templates[template].body, values), agentEmail: site.email }
        : null,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = getDb();
  const form = Object.fromEntries(await readSmallForm(request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const intent = form.intent === "reply" || form.intent === "followUp" || form.intent === "join" ? form.intent : "note";
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message === "tooLong" || issue.message === "notFound" ? issue.message : "required"]));
    const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    return data({ form: intent, errors, values }, { status: 422 });
  }
  const lead = await getLead(db, params.id);
  if (!lead) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  const author = context.get(agentContext)?.id ?? null;
  const back = (flash: Parameters<typeof flashCookie>[0], hash = "") =>
    redirect(`${agentPath(lang, `leads/${lead.id}`)}${hash}`, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  switch (parsed.data.intent) {
    case "release": {
      try {
        // The listing is looked up first: the release's transaction has the mails composed by then.
        const listing = await resolveListing(db, lead.listingKey);
        const site = lastKnownSite();
        await releaseHeldLead(db, lead.id, (row) => mailsForLead(row, row.id, listing?.url, site));
      } catch (error) {
        // Logged here rather than by the framework: a failed insert's error quotes the mails, which quote the visitor.
        logError({ msg: "lead not released", route: url.pathname, request: requestIdOf(request), ...errorFacts(error) });
        throw data(null, { status: 503 });
      }
      const to = parsed.data.back === "held" ? `${agentPath(lang)}?view=held` : agentPath(lang, `leads/${lead.id}`);
      return redirect(to, { status: 303, headers: { "Set-Cookie": flashCookie("lead-released") } });
    }
    case "reply": {
      // A held lead is unconfirmed (perhaps spam at a stranger's address), and one without an address has nowhere to send to.
      if (!lead.email || lead.heldReason) throw data(null, { status: 409 });
      await sendReply(db, { ...lead, email: lead.email }, parsed.data, author, lastKnownSite());
      notifyMailQueued();
      return back("lead-reply-sent", "#timeline");
    }
    case "followUp":
    case "followUpClear":
      await setFollowUp(db, lead.id, parsed.data.intent === "followUp" ? parsed.data.day : null, author);
      return back("lead-follow-up-saved");
    case "status":
      await setLeadStatus(db, lead.id, parsed.data.status, author);
      return back("lead-status-saved");
    case "note":
      await addLeadNote(db, lead.id, author, parsed.data.body);
      return back("lead-note-added", "#timeline");
    case "join": {
      const other = parsed.data.other;
      const problem = other === lead.id ? "self" : !(await getLead(db, other)) ? "notFound" : (await relativesOf(db, lead)).some((relative) => relative.id === other) ? "already" : null;
      if (problem) return data({ form: "join", errors: { other: problem }, values: { other: String(form.other ?? "") } }, { status: 422 });
      await joinLeads(db, lead.id, other, author);
      return back("lead-joined", "#person");
    }
    case "rejoin":
      await joinLeads(db, lead.id, parsed.data.other, author);
      return back("lead-joined", "#person");
    case "apart":
      await separateLeads(db, lead, parsed.data.other, author);
      return back("lead-separated", "#person");
  }
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} answer={actionData} />;
}
