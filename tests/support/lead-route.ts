import { leads } from "~/db/schema";
import { getDb } from "~/server/db.server";
import type { Route } from "../../app/routes/agent/+types/lead";
import { action, loader } from "../../app/routes/agent/lead";
import { agentInContext } from "./accounts";

let sequence = 0;

/** A lead in the app's database as a showing request leaves it, in Spanish; `values` changes any column. Its id. */
export async function newLead(values: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "showing", name: "Rosa González", email: `rosa-${sequence}@example.com`, lang: "es", consent: true, sourcePath: "/es/visitas-privadas", idempotencyKey: `route-${process.pid}-${Date.now()}-${sequence}`, ...values })
    .returning({ id: leads.id });
  return row?.id ?? "";
}


/** The lead page's loader, in the agent area of either language. */
export function loadLead(id: string, query = "", area: "/en/agent" | "/es/agente" = "/en/agent") {
  const url = new URL(`http://localhost${area}/leads/${id}${query}`);
  return loader({ request: new Request(url), url, params: { id }, context: {} } as unknown as Route.LoaderArgs);
}

/** A form posted to the lead page as the signed-in agent: the response, or what the action threw. */
export async function postLead(id: string, fields: Record<string, string>) {
  const { context } = await agentInContext();
  const url = new URL(`http://localhost/en/agent/leads/${id}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, url, params: { id }, context } as unknown as Route.ActionArgs).catch((error: unknown) => error);
}
