import { data, redirect } from "react-router";
import { z } from "zod";
import { LeadDetail } from "~/features/agent/components/lead-detail";
import { agentPath, agentTexts } from "~/features/agent/components/texts";
import { limits } from "~/features/leads/lead-forms";
import { ui } from "~/i18n";
import { leadStatuses } from "~/lib/leads";
import { langFromPath } from "~/lib/routes";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import { getDb } from "~/server/db.server";
import { agentContext } from "~/features/agent/agents.server";
import { releaseHeldLead } from "~/features/leads/held.server";
import { addLeadNote, getLead, setLeadStatus } from "~/features/agent/inbox.server";
import { errorFacts, logError, requestIdOf } from "~/server/log.server";
import { mailsForLead, resolveListing } from "~/features/leads/notify.server";
import { getListing } from "~/features/listings/listing.server";
import { leadPlaces, propertyKeyOf } from "~/features/agent/lead-places";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses) }),
  z.object({ intent: z.literal("note"), body: z.string().trim().min(1, "noteRequired").max(limits.note, "noteTooLong") }),
  // Where the agent goes on from: the held leads they are working through, or this lead.
  z.object({ intent: z.literal("release"), back: z.enum(["held", "lead"]).catch("lead") }),
]);

export async function loader({ url, params }: Route.LoaderArgs) {
  const db = getDb();
  const lead = await getLead(db, params.id);
  if (!lead) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  // The lead's listing and, should it be another, the one whose page the lead was sent from.
  const keys = new Set([lead.listingKey, propertyKeyOf(lead.sourcePath)].filter((key) => key != null));
  const listings = (await Promise.all([...keys].map((key) => getListing(db, key)))).filter((listing) => listing !== null);
  return {
    title: `${agentTexts[lang].types[lead.type]}: ${lead.name}`,
    lead: { ...lead, photoCount: lead.photos.length, photos: undefined },
    photoTypes: lead.photos.map((key) => key.split(".").at(-1) ?? ""),
    places: leadPlaces(lang, lead, listings, { agent: agentTexts[lang], ui: ui[lang] }),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = getDb();
  const form = Object.fromEntries(await readSmallForm(request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const error: "noteRequired" | "noteTooLong" = parsed.error.issues[0]?.message === "noteTooLong" ? "noteTooLong" : "noteRequired";
    return data({ error }, { status: 422 });
  }
  const lead = await getLead(db, params.id);
  if (!lead) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  if (parsed.data.intent === "release") {
    try {
      // The listing is looked up first: the release's transaction has the mails composed by then.
      const listing = await resolveListing(db, lead.listingKey);
      await releaseHeldLead(db, lead.id, (row) => mailsForLead(row, row.id, listing?.url));
    } catch (error) {
      // Logged here rather than by the framework: a failed insert's error quotes the mails, which quote the visitor.
      logError({ msg: "lead not released", route: url.pathname, request: requestIdOf(request), ...errorFacts(error) });
      throw data(null, { status: 503 });
    }
    const to = parsed.data.back === "held" ? `${agentPath(lang)}?view=held` : agentPath(lang, `leads/${lead.id}`);
    return redirect(to, { status: 303, headers: { "Set-Cookie": flashCookie("lead-released") } });
  }
  if (parsed.data.intent === "status") await setLeadStatus(db, lead.id, parsed.data.status);
  else await addLeadNote(db, lead.id, context.get(agentContext)?.id ?? null, parsed.data.body);
  const flash = parsed.data.intent === "status" ? "lead-status-saved" : "lead-note-added";
  return redirect(agentPath(lang, `leads/${lead.id}`), { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} error={actionData?.error} />;
}
