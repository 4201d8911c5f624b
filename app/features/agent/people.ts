import { shownPhone } from "~/lib/phone";

/**
 * One person behind several leads (ADR 0421): two leads are the same person when they share an
 * e-mail (whatever its case) or a phone (as E.164), or when the agent joined them; never when she
 * said they are not, whatever they share.
 */
export type PersonReason = "email" | "phone" | "merged";

export interface PersonKeys {
  readonly id: string;
  readonly email: string | null;
  readonly phone: string | null;
}

/** A pair of leads as `lead_links` keeps it: the smaller id first. */
export function linkPair(a: string, b: string): readonly [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** The agent's word on pairs: true joined, false kept apart. */
export type LinkIndex = ReadonlyMap<string, boolean>;

export function linkIndex(links: ReadonlyArray<{ readonly leadA: string; readonly leadB: string; readonly same: boolean }>): LinkIndex {
  return new Map(links.map((link) => [`${link.leadA}|${link.leadB}`, link.same]));
}

const emailKey = (email: string | null) => email?.trim().toLowerCase() || null;

/** A phone as the match reads it: E.164 where it can be read (ADR 0408), else as kept. */
export function phoneKey(phone: string | null): string | null {
  if (!phone) return null;
  return shownPhone(phone).e164 ?? phone;
}

/** Why `b` is the same person as `a`, or null when it isn't (or the agent said it isn't). */
export function matchReason(a: PersonKeys, b: PersonKeys, links: LinkIndex): PersonReason | null {
  if (a.id === b.id) return null;
  const word = links.get(linkPair(a.id, b.id).join("|"));
  if (word === false) return null;
  if (word === true) return "merged";
  const email = emailKey(a.email);
  if (email && email === emailKey(b.email)) return "email";
  const phone = phoneKey(a.phone);
  if (phone && phone === phoneKey(b.phone)) return "phone";
  return null;
}

/** The lead id in what the agent pasted: the lead's page address, or the id alone. */
export function leadIdIn(text: string): string | undefined {
  return /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(text)?.[0].toLowerCase();
}
