import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { detailFields } from "./lead-details";
import {
  formAnchor,
  hiddenFields,
  isLeadForm,
  limits,
  maxBodyBytes,
  type ErrorCode,
  type FieldErrors,
  type FormError,
  type LeadAnswer,
  type LeadForm,
  type RawValues,
} from "./lead-forms";
import { rawValues, validateLead } from "./lead-schemas";
import type { HeldReason } from "~/lib/leads";
import { storedPhone } from "~/lib/phone";
import type { Database } from "~/server/db/connect.server";
import { getSessionUser } from "~/server/auth/session.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { getStorage } from "~/server/storage/index.server";
import { readUpload, type Upload } from "~/server/http/upload.server";
import { countHeldSubmission } from "./held.server";
import { errorFacts, logError, logInfo, requestIdOf } from "~/server/log.server";
import { mailsForLead, resolveListing } from "./notify.server";
import { checkSentPhotos, cleanPhotos, storeLeadPhotos, type CheckedPhoto } from "./photos.server";
import { isRepeat, storeLead, type NewLead } from "./store.server";
import { suggestedFollowUp } from "./follow-up";
import { siteState } from "~/server/site-identity.server";
import { getEnv } from "~/server/env.server";
import { instantReplyFor } from "~/features/instant-reply/instant-reply.server";
import { leadPush } from "./lead-push";
import { valleyDay } from "~/lib/dates";
import { siteFormTokens, type TokenCheck } from "./token.server";
import { sendAnother, type SentLead } from "./sent";
import { clearSentCookie, sentCookie } from "./sent.server";
import { formName, leadAttribution, type FormPage } from "./attribution";
import { visitsIn } from "./visit-cookie.server";
import { isSlotTaken, planBooking } from "~/features/showings/booking.server";
import { bookingExtras } from "~/features/showings/intake.server";
import { planRsvp } from "~/features/showings/rsvp.server";

/** Valid submissions per visitor address: plenty for a person, little for a script. More are held, not lost. */
export const LEAD_RATE_LIMIT = { limit: 6, windowMs: 15 * 60_000 } as const;

export interface LeadActionOptions {
  /** The forms this page has; the first answers for a body that can't be read. */
  readonly forms: readonly [LeadForm, ...LeadForm[]];
  /** The normalized URL of the page (the loader's and action's `url`, without `.data`). */
  readonly url: URL;
  /** The page's own listing (a property page), which the form can't change. */
  readonly listingKey?: string;
  /** Which page the forms are on, for the form's name in the lead's attribution ("property-showing"). */
  readonly page: FormPage;
}

/** The visitor's account, when signed in; a lead without it beats no lead when the session can't be read. */
async function accountOf(request: Request): Promise<string | null> {
  try {
    return (await getSessionUser(request))?.id ?? null;
  } catch {
    return null;
  }
}

function clientAddress(request: Request): string {
  return request.headers.get("X-Client-IP") || "unknown";
}

/** Back to the form's place on its page, which then shows the confirmation (`sent`) or, without one, the empty form. */
function backToForm(options: LeadActionOptions, form: LeadForm, cookie: string): Response {
  return redirect(`${options.url.pathname}${options.url.search}#${formAnchor(form)}`, { status: 303, headers: { "Set-Cookie": cookie } });
}

/** The same answer for a lead in the inbox, one held and one only counted, so a bot learns nothing: the confirmation of what was sent. */
function answer(options: LeadActionOptions, sent: SentLead): Response {
  return backToForm(options, sent.form, sentCookie(options.url.pathname, sent));
}

/** What the confirmation shows of a submission: the contact details and the form's own fields as sent, and the listing in words. */
function sentOf(form: LeadForm, values: Readonly<Record<string, string | undefined>>, listing?: string): SentLead {
  const text = (field: string) => values[field]?.trim() ?? "";
  const details = Object.fromEntries(detailFields[form].map((field) => [field, text(field)]).filter(([, value]) => value !== ""));
  return { form, name: text("name"), email: text("email"), phone: text("phone"), details, ...(listing ? { listing } : {}) };
}

function refuse(form: LeadForm, status: number, values: RawValues, errors: FieldErrors, formError?: FormError) {
  return data<LeadAnswer>({ form, values, errors, formError }, { status });
}

/** What the honeypot and the render token say of a submission: nothing, or why it is to be held. */
function trapped(honeypot: FormDataEntryValue | null, check: TokenCheck): HeldReason | undefined {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  if (check.ok) return undefined;
  return check.reason === "fast" ? "tooFast" : "token";
}

/** What a showing lead holds: an open house's time (an RSVP), a slot (a booking), or nothing (a request). */
function planShowing(db: Database, listingKey: string, valid: Record<string, string>) {
  if (valid.openHouse) return planRsvp(db, listingKey, Number(valid.openHouse));
  if (valid.slot) return planBooking(db, listingKey, valid.slot, valid.mode === "video" ? "video" : "inPerson");
  return undefined;
}

type Submission = Omit<NewLead, "idempotencyKey">;

const digest = (lead: Submission, length: number) =>
  createHash("sha256").update(JSON.stringify([lead.type, lead.name, lead.email, lead.phone, lead.message, lead.details])).digest("hex").slice(0, length);

/**
 * The idempotency key: the render token's. A submission without a genuine
 * token has none, so its content is its key: the same one sent again is one
 * lead, another one is another.
 */
function keyOf(check: TokenCheck, lead: Submission): string {
  return check.ok || check.reason === "fast" ? check.key : `unsigned-${digest(lead, 32)}`;
}

/** Photos go to disk as they arrive; only the staging form's are kept. The whole body is the photos' limit plus the fields'. */
const uploadLimits = { maxBytes: maxBodyBytes, fileFields: ["photos"], files: limits.photos, fileBytes: limits.photoBytes } as const;

/**
 * The site's 413 page, which leads back to the form: for a body too large to
 * read any of, or one cut before it said which form it is, the browser still
 * has what was typed.
 */
function tooLarge(options: LeadActionOptions, form: LeadForm) {
  return data({ back: `${options.url.pathname}${options.url.search}#${formAnchor(form)}` }, { status: 413 });
}

/**
 * The one way a lead form is handled, whatever the page: read the body within
 * limits, validate with the form's schema, store the lead and queue its mail
 * in one transaction, then redirect (303) with a flash message. A valid
 * submission the spam checks catch (honeypot, time trap, rate limit) is
 * stored as held, with no mail, under the same answer; past the day's cap
 * for its address it is only counted.
 */
export async function handleLeadAction(db: Database, request: Request, options: LeadActionOptions) {
  const body = await readUpload(request, uploadLimits);
  if (!body.ok) {
    if (body.status === 413) throw tooLarge(options, options.forms[0]);
    return refuse(options.forms[0], body.status, {}, {}, "malformed");
  }
  try {
    return await handleUpload(db, request, options, body);
  } finally {
    await body.dispose();
  }
}

async function handleUpload(db: Database, request: Request, options: LeadActionOptions, body: Upload) {
  const form = body.fields.get(hiddenFields.form);
  if (!isLeadForm(form) || !options.forms.includes(form)) {
    // A body cut at its limit before the form said which it is: too large, not malformed.
    if (body.overflow) throw tooLarge(options, options.forms[0]);
    return refuse(options.forms[0], 400, {}, {}, "malformed");
  }
  if (body.fields.get(sendAnother.name) === sendAnother.value) return backToForm(options, form, clearSentCookie(form));
  const values = rawValues(form, body.fields);
  const ip = clientAddress(request);
  const token = body.fields.get(hiddenFields.token);
  const check = siteFormTokens().check(typeof token === "string" ? token : "");
  const caught = trapped(body.fields.get(hiddenFields.honeypot), check);

  const validation = validateLead(form, { ...values, ...(options.listingKey ? { listingKey: options.listingKey } : {}) });
  let photos: CheckedPhoto[] = [];
  let photoError: { code: ErrorCode; status: number } | undefined;
  if (form === "staging") {
    const sent = await checkSentPhotos(body);
    if (!sent.ok) photoError = { code: sent.error, status: sent.status };
    else if (validation.ok) {
      // Cleaning is the costly part: only for a submission that will be kept (an invalid one comes back, its photos to choose again).
      const cleaned = await cleanPhotos(sent.files);
      if (cleaned.ok) photos = cleaned.photos;
      else photoError = { code: cleaned.error, status: cleaned.status };
    }
  } else if (body.overflow) {
    // Too large, but the form said which it is: it comes back with what was typed (each field cut at the
    // reader's limit) and the errors of the fields that are too long, with the 413 status (issue 51).
    return refuse(form, 413, values, validation.ok ? {} : validation.errors, "tooLarge");
  }
  if (!validation.ok || photoError) {
    // A caught submission learns nothing from its errors either; it isn't kept, having nothing valid to keep.
    if (caught) {
      logInfo({ msg: "lead caught and invalid: not stored", form, reason: caught, ip });
      return answer(options, sentOf(form, values));
    }
    const errors: FieldErrors = { ...(validation.ok ? {} : validation.errors), ...(photoError ? { photos: photoError.code } : {}) };
    return refuse(form, photoError?.status ?? 422, values, errors);
  }

  const valid = validation.values as Record<string, string>;
  try {
    const listing = await resolveListing(db, options.listingKey ?? valid.listingKey);
    const submission: Submission = {
      type: form,
      name: valid.name ?? "",
      email: valid.email || null,
      // E.164 where it can be read (ADR 0408), so the agent's links and the repeat check agree however it was typed.
      phone: storedPhone(valid.phone ?? ""),
      message: valid.message ?? "",
      lang: valid.lang === "es" ? "es" : "en",
      sourcePath: options.url.pathname,
      listingKey: listing?.key ?? null,
      details: Object.fromEntries(detailFields[form].map((field) => [field, valid[field] ?? ""])),
      photos: [],
      userId: await accountOf(request),
      heldReason: null,
      followUpOn: suggestedFollowUp(form, valleyDay(new Date())),
    };
    const attribution = leadAttribution(visitsIn(request.headers.get("Cookie")), formName(options.page, form), new Date());
    const lead: NewLead = { ...submission, attribution, source: attribution.first.source, idempotencyKey: keyOf(check, submission) };
    const sent = sentOf(form, valid, listing?.place);
    if (await isRepeat(db, lead)) return answer(options, sent);
    const heldReason = caught ?? ((await hitRateLimit(db, `lead:${ip}`, LEAD_RATE_LIMIT)).allowed ? null : "rateLimit");
    if (heldReason && !(await countHeldSubmission(db, ip))) {
      logInfo({ msg: "held lead counted, not stored: over the day's cap", form, reason: heldReason, ip });
      return answer(options, sent);
    }
    // A booking holds its slot only for a lead that goes to the inbox: a held one may be a script filling her calendar (ADR 0431).
    const plan = !heldReason && form === "showing" && listing ? await planShowing(db, listing.key, valid) : undefined;
    if (plan === "taken") return refuse(form, 409, values, { slot: "taken" });
    if (plan === "gone") return refuse(form, 409, values, {}, "rsvpGone");
    // Photo folders are per submission: a retry rewrites its own photos, another visitor with the same cached token gets other ones.
    const { site, mailLang } = await siteState(db);
    const booking = plan && listing ? bookingExtras(plan, lead, listing, site, mailLang, getEnv().publicUrl) : undefined;
    const photoKeys = photos.length ? await storeLeadPhotos(getStorage(), `${lead.idempotencyKey}-${digest(lead, 12)}`, photos) : [];
    // A held lead never gets the instant reply, now or when she releases it (ADR 0428): it may be a stranger's address.
    // A booking's or an RSVP's confirmation is its first answer already, with the time and the invite: one mail, not two (ADR 0431).
    const instant = heldReason || booking ? null : await instantReplyFor(db, lead, site, getEnv().publicUrl);
    const stored = await storeLead(
      db,
      { ...lead, photos: photoKeys, heldReason },
      heldReason
        ? { mails: () => [] }
        : {
            mails: (id) => [
              // A booking's visitor gets the invite instead of the request's acknowledgement.
              ...mailsForLead({ ...lead, photos: photoKeys }, id, listing?.url, site, mailLang).filter((mail) => !booking || mail.kind !== "lead-visitor"),
              ...(booking?.mails ?? []),
              ...(instant ? [instant.mail] : []),
            ],
            push: (id) => {
              const push = leadPush({ id, type: form, name: lead.name, lang: lead.lang }, listing?.place, mailLang);
              return booking ? booking.push(push) : push;
            },
            events: instant ? [{ kind: "instantReply", data: { subject: instant.subject, body: instant.body } }] : [],
            hold: booking?.hold,
          },
    ).catch((error: unknown) => {
      if (isSlotTaken(error)) return "taken" as const;
      throw error;
    });
    // Another visitor's booking of the same time won by a moment: this one's lead went back with it, and the form comes back (ADR 0431).
    if (stored === "taken") return refuse(form, 409, values, { slot: "taken" });
    const outcome = !stored.created ? "lead repeated" : heldReason ? "lead held" : "lead stored";
    logInfo({ msg: outcome, form, lead: stored.id, ...(heldReason ? { reason: heldReason, ip } : {}) });
    return answer(options, sent);
  } catch (error) {
    logError({ msg: "lead not stored", form, route: options.url.pathname, request: requestIdOf(request), ...errorFacts(error) });
    return refuse(form, 503, values, {}, "failed");
  }
}
