import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { detailFields } from "~/lib/lead-details";
import {
  formAnchor,
  hiddenFields,
  isLeadForm,
  maxBodyBytes,
  type FieldErrors,
  type FormError,
  type LeadActionData,
  type LeadForm,
  type RawValues,
} from "~/lib/lead-forms";
import { rawValues, validateLead } from "~/lib/lead-schemas";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix } from "~/lib/routes";
import { getDb } from "../db.server";
import type { Database } from "../db/connect.server";
import { getSessionUser } from "../auth/session.server";
import { getEnv } from "../env.server";
import { flashCookie } from "../accounts/flash.server";
import { hitRateLimit } from "../rate-limit.server";
import { getListing } from "../search/listing.server";
import { getStorage } from "../storage/index.server";
import { readFormBody } from "./body.server";
import { leadMails } from "./mail.server";
import { checkUploadedPhotos, storeLeadPhotos, type CheckedPhoto } from "./photos.server";
import { isRepeat, storeLead, type NewLead } from "./store.server";
import { siteFormTokens } from "./token.server";

/** Valid submissions per visitor address: plenty for a person, little for a script. */
export const LEAD_RATE_LIMIT = { limit: 6, windowMs: 15 * 60_000 } as const;

export interface LeadActionOptions {
  /** The forms this page has; the first answers for a body that can't be read. */
  readonly forms: readonly [LeadForm, ...LeadForm[]];
  /** The normalized URL of the page (the loader's and action's `url`, without `.data`). */
  readonly url: URL;
  /** The page's own listing (a property page), which the form can't change. */
  readonly listingKey?: string;
}

function log(entry: Record<string, unknown>): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", ...entry }));
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

/** The same answer for a stored lead and for one caught as spam, so a bot learns nothing. */
function answer(options: LeadActionOptions, form: LeadForm): Response {
  return redirect(`${options.url.pathname}${options.url.search}#${formAnchor(form)}`, {
    status: 303,
    headers: { "Set-Cookie": flashCookie(`lead-${form}`) },
  });
}

function refuse(form: LeadForm, status: number, values: RawValues, errors: FieldErrors, formError?: FormError) {
  return data<LeadActionData>({ form, values, errors, formError }, { status });
}

async function resolveListing(db: Database, key: string | undefined): Promise<{ key: string; url: string } | undefined> {
  if (!key) return undefined;
  const listing = await getListing(db, key);
  return listing ? { key: listing.listingKey, url: `${getEnv().publicUrl}${propertyPath("en", listing)}` } : undefined;
}

/** Photo folders are per submission: a retry rewrites its own photos, another visitor with the same cached token gets other ones. */
function fingerprint(lead: NewLead): string {
  return createHash("sha256").update(JSON.stringify([lead.type, lead.name, lead.email, lead.phone, lead.message, lead.details])).digest("hex").slice(0, 12);
}

/**
 * The one way a lead form is handled, whatever the page: read the body within
 * limits, catch spam (honeypot, time trap, rate limit) with the ordinary
 * answer, validate with the form's schema, store the lead and queue its mail
 * in one transaction, then redirect (303) with a flash message.
 */
export async function handleLeadAction(request: Request, options: LeadActionOptions) {
  const body = await readFormBody(request, maxBodyBytes);
  if (!body.ok) return refuse(options.forms[0], body.status, {}, {}, body.status === 413 ? "tooLarge" : "malformed");
  const form = body.data.get(hiddenFields.form);
  if (!isLeadForm(form) || !options.forms.includes(form)) return refuse(options.forms[0], 400, {}, {}, "malformed");
  const values = rawValues(form, body.data);
  const ip = clientAddress(request);

  const honeypot = body.data.get(hiddenFields.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    log({ msg: "lead caught: honeypot", form, ip });
    return answer(options, form);
  }
  const token = body.data.get(hiddenFields.token);
  const check = siteFormTokens().check(typeof token === "string" ? token : "");
  if (!check.ok) {
    log({ msg: `lead caught: token ${check.reason}`, form, ip });
    return answer(options, form);
  }

  const validation = validateLead(form, { ...values, ...(options.listingKey ? { listingKey: options.listingKey } : {}) });
  let photos: CheckedPhoto[] = [];
  if (form === "staging") {
    const files = body.data.getAll("photos").filter((value): value is File => typeof value !== "string");
    const checked = await checkUploadedPhotos(files);
    if (!checked.ok) {
      const errors: FieldErrors = { ...(validation.ok ? {} : validation.errors), photos: checked.error };
      return refuse(form, checked.status, values, errors);
    }
    photos = checked.photos;
  }
  if (!validation.ok) return refuse(form, 422, values, validation.errors);

  const valid = validation.values as Record<string, string>;
  const db = getDb();
  try {
    const listing = await resolveListing(db, options.listingKey ?? valid.listingKey);
    const lead: NewLead = {
      type: form,
      name: valid.name ?? "",
      email: valid.email || null,
      phone: valid.phone || null,
      message: valid.message ?? "",
      lang: valid.lang === "es" ? "es" : "en",
      sourcePath: options.url.pathname,
      listingKey: listing?.key ?? null,
      details: Object.fromEntries(detailFields[form].map((field) => [field, valid[field] ?? ""])),
      photos: [],
      idempotencyKey: check.key,
      userId: await accountOf(request),
    };
    if (await isRepeat(db, lead)) return answer(options, form);
    const limit = await hitRateLimit(db, `lead:${ip}`, LEAD_RATE_LIMIT);
    if (!limit.allowed) {
      log({ msg: "lead caught: rate limit", form, ip });
      return answer(options, form);
    }
    const photoKeys = photos.length ? await storeLeadPhotos(getStorage(), `${check.key}-${fingerprint(lead)}`, photos) : [];
    const env = getEnv();
    const stored = await storeLead(db, { ...lead, photos: photoKeys }, (id) =>
      leadMails(
        {
          ...lead,
          id,
          type: form,
          photoCount: photoKeys.length,
          pageUrl: `${env.publicUrl}${options.url.pathname}`,
          listingUrl: listing?.url,
          agentUrl: `${env.publicUrl}${agentPrefix.en}/leads/${id}`,
        },
        env.site,
      ),
    );
    log({ msg: stored.created ? "lead stored" : "lead repeated", form, lead: stored.id });
    return answer(options, form);
  } catch (error) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "lead not stored", form, error: String(error) }));
    return refuse(form, 503, values, {}, "failed");
  }
}
