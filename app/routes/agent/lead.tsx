import { data, redirect } from "react-router";
import { z } from "zod";
import { LeadDetail } from "~/features/agent/components/lead-detail";
import { agentPath, agentTexts } from "~/features/agent/components/texts";
import { limits } from "~/features/leads/lead-forms";
import { ui } from "~/i18n";
import { valleyDay } from "~/lib/dates";
import { replyTemplateKeys } from "~/lib/leads";
import { langFromPath } from "~/lib/routes";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { lastKnownSite, siteState } from "~/server/site-identity.server";
import { notifyMailQueued } from "~/server/mail/outbox.server";
import { agentContext } from "~/features/agent/agents.server";
import { releaseHeldLead } from "~/features/leads/held.server";
import { addLeadNote, getLead, inboxSearch, setLeadStatus } from "~/features/agent/inbox.server";
import { stageMoveSchema } from "~/features/agent/stage-move";
import { contactState } from "~/features/agent/contact-log";
import { taskStart } from "~/features/agent/tasks";
import { tasksOfLead } from "~/features/agent/tasks.server";
import { isTaskIntent, taskAction } from "~/features/agent/task-actions.server";
import { leadActivity } from "~/features/agent/lead-activity.server";
import type { ReplyAnswer } from "~/features/agent/components/lead-answer";
import { defaultTemplate, oneLine, replyLimits, switchTemplate, tidyReply } from "~/features/agent/replies";
import { replyDrafts, sendReply } from "~/features/agent/replies.server";
import { mailSignature } from "~/server/mail/layout.server";
import { personTimeline } from "~/features/agent/timeline";
import { leadIdIn } from "~/features/agent/people";
import { joinLeads, keptApartFrom, relativesOf, separateLeads } from "~/features/agent/people.server";
import { errorFacts, logError, requestIdOf } from "~/server/log.server";
import { mailsForLead, resolveListing } from "~/features/leads/notify.server";
import { getListing } from "~/features/listings/listing.server";
import { leadPlaces, propertyKeyOf } from "~/features/agent/lead-places";
import { leadOrigin, originListingKeys } from "~/features/agent/lead-origin";
import { leadSourceTexts } from "~/i18n/lead-source";
import { isShowingIntent, showingAction } from "~/features/showing-agent/lead-actions.server";
import { showingsOfLead } from "~/features/showing-agent/showings.server";
import { isLeadSearchIntent, leadSearchPanel, leadSearchSubmission } from "~/features/agent/lead-search.server";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** Choosing a template from the reply form: a button per template, so it carries the message typed so far. */
const templateIntents = replyTemplateKeys.map((key) => `template-${key}` as const);
const typedReply = { subject: z.string().max(replyLimits.subject, "tooLong"), body: z.string().max(replyLimits.body, "tooLong"), template: z.enum(replyTemplateKeys) };

const actionSchema = z.discriminatedUnion("intent", [
  // The move itself is read by stageMoveSchema; from the inbox she goes back to it, filters and page kept.
  z.object({ intent: z.literal("status"), back: z.enum(["inbox", "lead"]).catch("lead"), query: z.string().max(2_048).catch("") }),
  z.object({ intent: z.literal("note"), body: z.string().trim().min(1, "required").max(limits.note, "tooLong") }),
  z.object({
    intent: z.literal("reply"),
    subject: z.string().transform(oneLine).pipe(z.string().min(1, "required").max(replyLimits.subject, "tooLong")),
    // Measured as typed, required as sent: a message of empty list slots is no message.
    body: z.string().max(replyLimits.body, "tooLong").transform(tidyReply).pipe(z.string().min(1, "required")),
  }),
  z.object({ intent: z.literal("preview"), ...typedReply }),
  z.object({ intent: z.enum(templateIntents), ...typedReply }),
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
  const keys = new Set([lead.listingKey, propertyKeyOf(lead.sourcePath), ...originListingKeys(lead.attribution)].filter((key) => key != null));
  const [listings, activity, searches, tasks, showings] = await Promise.all([
    Promise.all([...keys].map((key) => getListing(db, key))).then((found) => found.filter((listing) => listing !== null)),
    leadActivity(db, lead, lang),
    leadSearchPanel(db, lead, lang),
    tasksOfLead(db, lead.id),
    showingsOfLead(db, lead.id),
  ]);
  const today = valleyDay(new Date());
  // The reply form starts from the template the query names (a link per template, so it works without script), else the form's own.
  const asked = z.enum(replyTemplateKeys).safeParse(url.searchParams.get("template"));
  const template = asked.success ? asked.data : defaultTemplate(lead.type);
  const canReply = lead.email !== null && lead.heldReason === null;
  const drafts = canReply ? await replyDrafts(db, lead, site, env.publicUrl) : null;
  return {
    title: `${agentTexts[lang].types[lead.type]}: ${lead.name}`,
    lead: { ...lead, photoCount: lead.photos.length, photos: undefined, events: undefined },
    photoTypes: lead.photos.map((key) => key.split(".").at(-1) ?? ""),
    places: leadPlaces(lang, lead, listings, { agent: agentTexts[lang], ui: ui[lang] }),
    origin: leadOrigin(lead, listings, { agent: agentTexts[lang], ui: ui[lang], source: leadSourceTexts[lang] }),
    timeline: personTimeline(lead, others),
    person: { relatives: relatives.map(({ id, type, status, name, createdAt, reason }) => ({ id, type, status, name, createdAt, reason })), apart },
    today,
    activity,
    searches,
    tasks,
    showings: showings.map(({ id, kind, mode, status, startsAt, proposedStartsAt, address }) => ({ id, kind, mode, status, startsAt, proposedStartsAt, address })),
    // The add form starts from today's call, or from the next step's kind and tomorrow when she chose to pick its day (ADR 0427).
    ...taskStart(url.searchParams.get("pick"), today),
    contact: contactState(lead.events, url.searchParams.get("next")),
    reply: drafts ? { template, templates: drafts, agentEmail: site.email, signature: mailSignature(lead.lang, site) } : null,
    askLost: url.searchParams.get("stage") === "lost",
  };
}

/** A refused form's answer: which form, each field's error code, and what was typed (ADR 0422's shape). */
function refused(intent: string, issues: readonly z.core.$ZodIssue[], form: Record<string, FormDataEntryValue>) {
  const errors = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message === "tooLong" || issue.message === "notFound" ? issue.message : "required"]));
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return data({ form: intent, errors, values }, { status: 422 });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = getDb();
  const form = Object.fromEntries(await readSmallForm(request));
  // The searches she sets up for the lead (ADR 0429) read their own fields.
  if (isLeadSearchIntent(form.intent)) {
    const lead = await getLead(db, params.id);
    if (!lead) throw data(null, { status: 404 });
    const result = await leadSearchSubmission(db, lead, form.intent, form, context.get(agentContext)?.id ?? null);
    if (result === "refused") throw data(null, { status: 409 });
    if (result === "notFound") throw data(null, { status: 404 });
    if ("answer" in result) return data(result.answer, { status: 422 });
    return redirect(`${agentPath(langFromPath(url.pathname), `leads/${lead.id}`)}#searches`, { status: 303, headers: { "Set-Cookie": flashCookie(result.flash) } });
  }
  if (isTaskIntent(form.intent)) {
    if (!(await getLead(db, params.id))) throw data(null, { status: 404 });
    const page = agentPath(langFromPath(url.pathname), `leads/${params.id}`);
    return taskAction(form, { db, leadId: params.id, authorId: context.get(agentContext)?.id ?? null, page });
  }
  if (isShowingIntent(form.intent)) {
    if (!(await getLead(db, params.id))) throw data(null, { status: 404 });
    const lang = langFromPath(url.pathname);
    const { site } = await siteState(db);
    return showingAction(form, { db, leadId: params.id, authorId: context.get(agentContext)?.id ?? null, page: agentPath(lang, `leads/${params.id}`), site, publicUrl: getEnv().publicUrl });
  }
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const intent = typeof form.intent === "string" && /^(reply|preview|template-)/.test(form.intent) ? "reply" : form.intent === "join" ? form.intent : "note";
    return refused(intent, parsed.error.issues, form);
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
        const { site, mailLang } = await siteState(db);
        await releaseHeldLead(db, lead.id, (row) => mailsForLead(row, row.id, listing?.url, site, mailLang));
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
    case "preview": {
      const { subject, body, template } = parsed.data;
      return data<ReplyAnswer>({ form: "reply", errors: {}, values: { subject, body, template } });
    }
    case "status": {
      const move = stageMoveSchema.safeParse(form);
      if (!move.success) return refused("status", move.error.issues, form);
      await setLeadStatus(db, lead.id, move.data, author);
      if (parsed.data.back === "inbox") return redirect(`${agentPath(lang)}${inboxSearch(parsed.data.query)}`, { status: 303, headers: { "Set-Cookie": flashCookie("lead-status-saved") } });
      return back("lead-status-saved", "#stage");
    }
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
    default: {
      // A template chosen without script: what she typed comes along and is kept (ADR 0422).
      if (!lead.email || lead.heldReason) throw data(null, { status: 409 });
      const { subject, body, template: from } = parsed.data;
      const to = replyTemplateKeys[templateIntents.indexOf(parsed.data.intent)] ?? from;
      const drafts = await replyDrafts(db, lead, lastKnownSite(), getEnv().publicUrl);
      const { kept, ...values } = switchTemplate({ subject, body }, drafts[from], drafts[to]);
      return data<ReplyAnswer>({ form: "reply", errors: {}, values: { ...values, template: to }, ...(kept ? { addedBelow: to } : {}) });
    }
  }
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} answer={actionData} />;
}
