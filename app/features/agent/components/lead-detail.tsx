import ArrowLeft from "lucide-react/icons/arrow-left";
import MessageCircle from "lucide-react/icons/message-circle";
import MessageSquare from "lucide-react/icons/message-square";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useLeadsText } from "~/features/leads/components/texts";
import { fmt, useLang } from "~/i18n";
import { describeDetails } from "~/features/leads/lead-details";
import type { HeldReason, LostReason } from "~/lib/leads";
import { useSite } from "~/components/layout/site-context";
import { agentTexts } from "~/i18n/agent";
import type { LeadPlace, LeadPlaces } from "../lead-places";
import type { LeadOrigin } from "../lead-origin";
import { leadSourceTexts } from "~/i18n/lead-source";
import { leadGreeting, quickContact } from "../quick-contact";
import type { LeadActivity } from "../types";
import type { TimelineEntry } from "../timeline";
import { useContactLog } from "./contact-log";
import { ContactPrompt, type ContactState } from "./contact-prompt";
import { LeadTasks, type LeadTask } from "./lead-tasks";
import type { TaskValues } from "./task-form";
import { HeldNotice } from "./held-list";
import type { LeadAnswer } from "./lead-answer";
import { LeadActivityPanel } from "./lead-activity";
import { LeadTimeline } from "./lead-timeline";
import { LeadSearchPanel } from "./lead-search-panel";
import type { LeadSearchPanelData } from "../types";
import { PersonPanel, type PersonData } from "./person-panel";
import { ReplyForm, type ReplyDraft } from "./reply-form";
import { StagePanel } from "./stage-panel";
import { ShowingCards, type LeadShowing } from "~/features/showing-agent/components/showing-cards";
import { StatusBadge, type LeadSummary } from "./lead-list";
import { agentPath, formatReceived, useAgentText, useLeadWorkText } from "./texts";

export interface LeadDetailProps {
  readonly lead: LeadSummary & {
    readonly message: string;
    readonly lang: string;
    readonly details: Record<string, unknown>;
    readonly photoCount: number;
    readonly accountEmail: string | null;
    readonly heldReason: HeldReason | null;
    readonly lostReason: LostReason | null;
    readonly lostNote: string | null;
  };
  readonly photoTypes: readonly string[];
  readonly places: LeadPlaces;
  /** Where the lead came from in words (ADR 0426); null for one sent before the site kept it. */
  readonly origin: LeadOrigin | null;
  readonly timeline: readonly TimelineEntry[];
  /** The lead's other requests as one person, and those the agent kept apart (ADR 0421). */
  readonly person: PersonData;
  /** The Valley's day, by which a task is due or overdue. */
  readonly today: string;
  readonly tasks: readonly LeadTask[];
  /** The showings the lead booked or RSVPed to, with her answers while one waits (ADR 0432). */
  readonly showings: readonly LeadShowing[];
  /** What the add-task form starts from, and whether it opens for her to pick the next step's day (ADR 0427). */
  readonly start: TaskValues;
  readonly picking: boolean;
  /** "How did it go?" after a tap on Call, Text or WhatsApp, or the next step after her answer. */
  readonly contact: ContactState;
  readonly activity: LeadActivity | null;
  /** The searches she set up for the lead, or why she can't (ADR 0429). */
  readonly searches: LeadSearchPanelData;
  /** The reply's draft; null for a lead without an e-mail address or still held. */
  readonly reply: ReplyDraft | null;
  /** The Lost form opens at once: she chose Lost in the inbox, which sends her here for the reason. */
  readonly askLost: boolean;
  readonly answer?: LeadAnswer;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Place({ place }: { place: LeadPlace }) {
  return place.href ? (
    <Link to={place.href} className="underline">
      {place.text}
    </Link>
  ) : (
    place.text
  );
}

const action = "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-muted";

/**
 * The lead's number, read (ADR 0408), with one-tap call, text and WhatsApp, the last two opening with
 * a greeting in the lead's language that names the property. A number kept as typed can only be called.
 */
function PhoneContact({ id, phone, name, leadLang, place }: { id: string; phone: string; name: string; leadLang: string; place?: string }) {
  const t = useAgentText();
  const site = useSite();
  const lang = useLang();
  const logTap = useContactLog(agentPath(lang, `leads/${id}/contact`));
  const message = leadGreeting(agentTexts[leadLang === "es" ? "es" : "en"], { name, agent: site.agentName, brokerage: site.brokerage, place });
  const links = quickContact(phone, message);
  return (
    <div className="space-y-2">
      <p data-testid="lead-phone">{links.text}</p>
      {links.read ? null : <p className="text-sm text-muted-foreground">{t.lead.phoneUnread}</p>}
      <div className="flex flex-wrap gap-2">
        <a href={links.call} className={action} aria-label={fmt(t.lead.callName, { name })} onClick={() => logTap("call")} data-testid="lead-call">
          <Phone aria-hidden className="size-4" />
          {t.lead.call}
        </a>
        {links.sms ? (
          <a href={links.sms} className={action} aria-label={fmt(t.lead.textName, { name })} onClick={() => logTap("text")}>
            <MessageSquare aria-hidden className="size-4" />
            {t.lead.text}
          </a>
        ) : null}
        {links.whatsapp ? (
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={action} aria-label={fmt(t.lead.whatsappName, { name })} onClick={() => logTap("whatsapp")} data-testid="lead-whatsapp">
            <MessageCircle aria-hidden className="size-4" />
            {t.lead.whatsapp}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function Photos({ id, types }: { id: string; types: readonly string[] }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {types.map((type, index) => {
        const src = agentPath(lang, `leads/${id}/photos/${index + 1}`);
        const label = fmt(t.lead.photo, { index: index + 1 });
        return (
          <li key={src}>
            {type === "heic" ? (
              <a href={src} download className="flex min-h-24 items-center justify-center rounded-lg border p-3 text-center font-medium underline">
                {fmt(t.lead.download, { index: index + 1 })}
              </a>
            ) : (
              <a href={src} className="block overflow-hidden rounded-lg border">
                <img src={src} alt={label} loading="lazy" className="aspect-square w-full object-cover" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One lead: who, what and from where, "How did it go?" after a contact, the reply, its photos, status and tasks, what they looked at, the searches set up for it, and its timeline. */
export function LeadDetail({ lead, photoTypes, places, origin, timeline, person, today, tasks, showings, start, picking, contact, activity, searches, reply, askLost, answer }: LeadDetailProps) {
  const t = useAgentText();
  const work = useLeadWorkText();
  const forms = useLeadsText();
  const lang = useLang();
  // A booked showing's card says its time as it stands (moved, proposed, cancelled); the time first booked stays on the timeline.
  const asked = showings.length ? Object.fromEntries(Object.entries(lead.details).filter(([field]) => field !== "slot" && field !== "openHouse")) : lead.details;
  const details = describeDetails(lead.type, asked, forms, lang);
  return (
    <article className="space-y-6" data-testid="lead-detail">
      <Link to={lead.heldReason ? `${agentPath(lang)}?view=held` : agentPath(lang)} className="inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t.lead.back}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{fmt(t.lead.title, { type: t.types[lead.type], name: lead.name })}</h1>
        <StatusBadge status={lead.status} />
      </header>
      <p className="text-muted-foreground">{fmt(t.lead.received, { date: formatReceived(lang, lead.createdAt) })}</p>
      {lead.heldReason ? <HeldNotice id={lead.id} name={lead.name} reason={lead.heldReason} /> : null}
      <section aria-labelledby="lead-details" className="rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
        <h2 id="lead-details" className="text-xl font-semibold">
          {t.lead.details}
        </h2>
        <dl className="divide-y">
          {lead.email ? (
            <Row label={forms.fields.email}>
              <a href={`mailto:${lead.email}`} className="underline">
                {lead.email}
              </a>
            </Row>
          ) : null}
          {lead.phone ? (
            <Row label={forms.fields.phone}>
              <PhoneContact id={lead.id} phone={lead.phone} name={lead.name} leadLang={lead.lang} place={places.listing?.text} />
            </Row>
          ) : null}
          {lead.accountEmail ? (
            <Row label={t.lead.account}>
              <span data-testid="lead-account">{lead.accountEmail}</span>
            </Row>
          ) : null}
          <Row label={t.lead.lang}>{lead.lang === "es" ? forms.options.lang.es : forms.options.lang.en}</Row>
          <Row label={t.lead.consent}>{t.lead.yes}</Row>
          <Row label={t.lead.source}>
            <Place place={places.source} />
          </Row>
          {origin ? (
            <Row label={leadSourceTexts[lang].cameFrom}>
              <span data-testid="lead-origin">{origin.path}</span>
            </Row>
          ) : null}
          {origin?.latest ? (
            <Row label={leadSourceTexts[lang].latestVisit}>
              <span data-testid="lead-origin-latest">{origin.latest}</span>
            </Row>
          ) : null}
          {places.listing ? (
            <Row label={t.lead.listing}>
              <Place place={places.listing} />
            </Row>
          ) : null}
          {details.map(({ label, value }) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
          <Row label={t.lead.message}>
            <span className="whitespace-pre-line">{lead.message || t.lead.noMessage}</span>
          </Row>
        </dl>
      </section>
      <ContactPrompt state={contact} name={lead.name} page={agentPath(lang, `leads/${lead.id}`)} />
      {reply && lead.email ? (
        <ReplyForm draft={reply} email={lead.email} leadName={lead.name} leadLang={lead.lang} sent={timeline.filter((entry) => entry.kind === "reply").length} answer={answer} />
      ) : (
        <p className="rounded-2xl border bg-muted p-4" data-testid="reply-unavailable">
          {lead.heldReason ? work.reply.held : work.reply.noEmail}
        </p>
      )}
      {lead.photoCount > 0 ? (
        <section aria-labelledby="lead-photos" className="space-y-3">
          <h2 id="lead-photos" className="text-xl font-semibold">
            {t.lead.photos}
          </h2>
          <Photos id={lead.id} types={photoTypes} />
        </section>
      ) : null}
      <ShowingCards showings={showings} answer={answer} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StagePanel lead={lead} askLost={askLost} answer={answer} />
        <LeadTasks tasks={tasks} today={today} start={start} picking={picking} answer={answer} />
      </div>
      <LeadActivityPanel activity={activity} />
      <LeadSearchPanel panel={searches} lead={lead} answer={answer} />
      <PersonPanel person={person} answer={answer} />
      <LeadTimeline entries={timeline} answer={answer} />
    </article>
  );
}
