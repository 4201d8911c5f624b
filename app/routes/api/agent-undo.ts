import { data } from "react-router";
import { z } from "zod";
import { agentContext, requireAgent } from "~/features/agent/agents.server";
import { afterUndo } from "~/features/agent/undo.server";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { isUndoKind } from "~/lib/undo";
import { getDb } from "~/server/db.server";
import { readSmallForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { scriptedForm } from "~/server/http/scripted-form.server";
import { UNDO_COOKIE, undoDeletion } from "~/server/undo.server";
import type { Route } from "./+types/agent-undo";

/** Only a signed-in agent reaches the action; anyone else gets the site's 404, as for the agent area. */
export const middleware: Route.MiddlewareFunction[] = [requireAgent];

const noStore = { "Cache-Control": "private, no-store" };
const clearUndo = `${UNDO_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function loader() {
  throw data(null, { status: 404 });
}

/**
 * The Undo of a deletion (ADR 0420), from the notice's button: its rows come back as they were
 * while its ten seconds last; after, it says it is too late (409). A script reads JSON; a form
 * without script comes back to its page with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const agent = context.get(agentContext);
  if (!agent) throw data(null, { status: 404 });
  const form = await readSmallForm(request);
  const sent = scriptedForm(form, agentListingsPrefix.en);
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(form.get("id"));
  if (!id.success) return data({ ok: false }, { status: 400, headers: noStore });
  const db = getDb();
  const undone = await undoDeletion(db, id.data, agent.id);
  if (undone && isUndoKind(undone.kind)) await afterUndo(db, undone.kind, undone.held, { id: agent.id, name: agent.name || agent.email });
  if (sent.scripted) return data({ ok: undone !== null }, { status: undone ? 200 : 409, headers: { ...noStore, "Set-Cookie": clearUndo } });
  return redirectWithFlash(sent.returnTo, undone ? "undo-restored" : "undo-too-late", [clearUndo]);
}
