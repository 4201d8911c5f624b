import { fmt } from "~/i18n";
import { agentTexts } from "~/i18n/agent";
import { leadWorkTexts } from "~/i18n/lead-work";
import { leadsTexts } from "~/i18n/leads";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { PushContent } from "~/server/push/outbox.server";
import type { LeadType } from "~/lib/leads";

/**
 * The name as a lock screen shows it: the first name and the initial of the
 * last ("Rosa González Treviño" is "Rosa G."), since anyone near the phone
 * can read it.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? "";
  return `${words[0]} ${[...(words[1] ?? "")][0]?.toUpperCase() ?? ""}.`;
}

/**
 * What the agent's devices show of a new lead, in the language she chose for
 * what the site sends her: the form and who, the property, the language the
 * lead wrote in, and the lead's page in her area in that language.
 */
export function leadPush(lead: { readonly id: string; readonly type: LeadType; readonly name: string; readonly lang: Lang }, place: string | undefined, agentLang: Lang): PushContent {
  const t = leadWorkTexts[agentLang].push;
  const wrote = leadsTexts[agentLang].mail.agent.wrote[lead.lang];
  return {
    title: fmt(t.leadTitle, { type: agentTexts[agentLang].types[lead.type], name: shortName(lead.name) }),
    body: place ? `${place} · ${wrote}` : `${wrote}. ${t.leadNoPlace}`,
    url: `${agentPrefix[agentLang]}/leads/${lead.id}`,
    tag: `lead-${lead.id}`,
  };
}
