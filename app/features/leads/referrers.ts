/**
 * The sites visitors come from, by the host their browser names (ADR 0426): the channel the agent
 * knows them by and what kind of visit it is. Mail clients first: mail.google.com is Gmail, not a
 * Google search. Apps opening a link name themselves by their Android package.
 */
type Medium = "search" | "social" | "referral" | "email";

/** [host or host suffix, channel, medium]; a host matches itself and its subdomains. */
const SITES: readonly (readonly [host: string, source: string, medium: Medium])[] = [
  ["mail.google.com", "gmail", "email"],
  ["com.google.android.gm", "gmail", "email"],
  ["outlook.live.com", "outlook", "email"],
  ["outlook.office.com", "outlook", "email"],
  ["outlook.office365.com", "outlook", "email"],
  ["mail.yahoo.com", "yahoo-mail", "email"],
  ["mail.aol.com", "aol-mail", "email"],
  ["icloud.com", "icloud-mail", "email"],
  ["mail.proton.me", "proton-mail", "email"],
  ["com.google.android.googlequicksearchbox", "google", "search"],
  ["bing.com", "bing", "search"],
  ["duckduckgo.com", "duckduckgo", "search"],
  ["search.yahoo.com", "yahoo", "search"],
  ["yahoo.com", "yahoo", "search"],
  ["search.brave.com", "brave", "search"],
  ["ecosia.org", "ecosia", "search"],
  ["baidu.com", "baidu", "search"],
  ["yandex.ru", "yandex", "search"],
  ["yandex.com", "yandex", "search"],
  ["facebook.com", "facebook", "social"],
  ["fb.com", "facebook", "social"],
  ["fb.me", "facebook", "social"],
  ["messenger.com", "facebook", "social"],
  ["com.facebook.katana", "facebook", "social"],
  ["com.facebook.orca", "facebook", "social"],
  ["instagram.com", "instagram", "social"],
  ["com.instagram.android", "instagram", "social"],
  ["t.co", "x", "social"],
  ["x.com", "x", "social"],
  ["twitter.com", "x", "social"],
  ["linkedin.com", "linkedin", "social"],
  ["lnkd.in", "linkedin", "social"],
  ["youtube.com", "youtube", "social"],
  ["youtu.be", "youtube", "social"],
  ["tiktok.com", "tiktok", "social"],
  ["whatsapp.com", "whatsapp", "social"],
  ["wa.me", "whatsapp", "social"],
  ["com.whatsapp", "whatsapp", "social"],
  ["pinterest.com", "pinterest", "social"],
  ["pin.it", "pinterest", "social"],
  ["reddit.com", "reddit", "social"],
  ["nextdoor.com", "nextdoor", "social"],
  ["threads.net", "threads", "social"],
  ["zillow.com", "zillow", "referral"],
  ["realtor.com", "realtor.com", "referral"],
  ["redfin.com", "redfin", "referral"],
  ["trulia.com", "trulia", "referral"],
  ["homes.com", "homes.com", "referral"],
  ["craigslist.org", "craigslist", "referral"],
];

/** Google searches from any of its countries' sites: google.com, google.com.mx, google.co.uk. */
const GOOGLE = /^(www\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/;
/** Pinterest's countries too: pinterest.com.mx, pinterest.es. */
const PINTEREST = /(^|\.)pinterest\.[a-z]{2,3}(\.[a-z]{2})?$/;

/** The channel and medium of a referring host; any other site is a referral named by its host. */
export function referrerChannel(host: string): { source: string; medium: Medium } {
  const site = SITES.find(([known]) => host === known || host.endsWith(`.${known}`));
  if (site) return { source: site[1], medium: site[2] };
  if (GOOGLE.test(host)) return { source: "google", medium: "search" };
  if (PINTEREST.test(host)) return { source: "pinterest", medium: "social" };
  return { source: host.slice(0, 40), medium: "referral" };
}

/** What a `utm_source` may say for a channel the site names otherwise. */
const ALIASES: Readonly<Record<string, string>> = {
  fb: "facebook",
  "facebook.com": "facebook",
  "m.facebook.com": "facebook",
  "l.facebook.com": "facebook",
  meta: "facebook",
  ig: "instagram",
  insta: "instagram",
  "instagram.com": "instagram",
  "google.com": "google",
  "google-ads": "google",
  adwords: "google",
  twitter: "x",
  "twitter.com": "x",
  "x.com": "x",
  "t.co": "x",
  "youtube.com": "youtube",
  yt: "youtube",
  "tiktok.com": "tiktok",
  wa: "whatsapp",
  "wa.me": "whatsapp",
  "linkedin.com": "linkedin",
  "zillow.com": "zillow",
  "realtor": "realtor.com",
  "redfin.com": "redfin",
  "nextdoor.com": "nextdoor",
};

export const sourceAlias = (name: string): string | undefined => ALIASES[name];
