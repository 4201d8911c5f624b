import { data } from "react-router";
import { agentContext } from "~/features/agent/agents.server";
import { isChannel } from "~/features/agent/contact-log";
import { logContact } from "~/features/agent/contact-log.server";
import { getDb } from "~/server/db.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Route } from "./+types/lead-contact";

/**
 * A tap on Call, Text or WhatsApp on a lead's page, sent as a beacon while the phone opens its
 * dialer or app (ADR 0427); the area's gate runs first. Nothing to show: 204, or 404 for no such lead.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const channel = (await readSmallForm(request)).get("channel");
  if (!isChannel(channel)) throw data(null, { status: 400 });
  const id = /^[0-9a-f-]{36}$/i.test(params.id) ? await logContact(getDb(), params.id, channel, null, context.get(agentContext)?.id ?? null) : null;
  if (!id) throw data(null, { status: 404 });
  return new Response(null, { status: 204 });
}
