import { data } from "react-router";
import { z } from "zod";
import { agentContext, requireAgent } from "~/features/agent/agents.server";
import { limits } from "~/features/agent-listings/listing-form";
import { locatePlace } from "~/features/agent-listings/pin.server";
import { fmt } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import { citySlugs } from "~/lib/cities";
import { langs } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import type { Route } from "./+types/agent-geocode";

/** Only a signed-in agent asks; anyone else gets the site's 404, as for the agent area. */
export const middleware: Route.MiddlewareFunction[] = [requireAgent];

const querySchema = z.object({
  street: z.string().trim().max(limits.address).default(""),
  city: z.enum(citySlugs),
  // Empty while the agent hasn't typed it: the city's centre then.
  zip: z.union([z.literal(""), z.string().regex(/^\d{5}$/)]).default(""),
});

// The editor asks as the agent types, after a pause; this is far more than one person types, and keeps a runaway script off the Census Bureau.
const RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const noStore = { "Cache-Control": "private, no-store" };

/** The editor says which language its refusals are read in. */
const langSchema = z.enum(langs).catch("en");

/**
 * GET /api/agent/geocode?street=&city=&zip=: where the listing editor's map
 * puts the pin (issue 44): the geocoder's point for the address, else the
 * ZIP's or the city's centre, with which of them it is. A refusal (400, 429)
 * carries a code and a message in the language asked for (&lang=).
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const agent = context.get(agentContext);
  if (!agent) throw data(null, { status: 404 });
  const text = listingEditorTexts[langSchema.parse(url.searchParams.get("lang"))].editor.fields.lookup;
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return Response.json({ error: "invalid", message: fmt(text.invalid, { max: limits.address }) }, { status: 400, headers: noStore });
  const limited = await hitRateLimit(getDb(), `geocode:${agent.id}`, RATE_LIMIT);
  if (!limited.allowed) {
    return Response.json({ error: "rateLimited", message: text.rateLimited }, { status: 429, headers: { ...noStore, "Retry-After": String(limited.retryAfter) } });
  }
  const { lat, lng, source } = await locatePlace(query.data, { geocoderUrl: getEnv().geocoderUrl, signal: request.signal });
  return Response.json({ lat, lng, source }, { headers: noStore });
}
