import { fmt } from "~/i18n";
import { agentTexts } from "~/i18n/agent";
import { leadWorkTexts } from "~/i18n/lead-work";
import { agentPrefix, langs, type Lang } from "~/lib/routes";
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

/** What the agent's devices show of a new lead, in each language: the form and who, the property, and the lead's page to open. */
export function leadPush(lead: { readonly id: string; readonly type: LeadType; readonly name: string }, place: string | undefined) {
  return Object.fromEntries(
    langs.map((lang) => {
      const t = leadWorkTexts[lang].push;
      return [
        lang,
        {
          title: fmt(t.leadTitle, { type: agentTexts[lang].types[lead.type], name: shortName(lead.name) }),
          body: place ?? t.leadNoPlace,
          url: `${agentPrefix[lang]}/leads/${lead.id}`,
          tag: `lead-${lead.id}`,
        },
      ];
    }),
  ) as Record<Lang, { title: string; body: string; url: string; tag: string }>;
}
