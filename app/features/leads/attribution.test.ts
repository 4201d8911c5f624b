import { describe, expect, it } from "vitest";
import { cleanValue, formName, isDirect, leadAttribution, nextVisits, readTouch, referrerHost, touchOf, visitsOf } from "./attribution";

const SITE = "rgvhomes.example";
const at = new Date("2026-07-10T15:00:00Z");
const visit = (target: string, referrer?: string) => readTouch(new URL(target, `https://${SITE}`), referrer, SITE, at);

describe("a visit's source from its link", () => {
  it("reads utm_source, utm_medium and utm_campaign", () => {
    expect(visit("/en/mcallen?utm_source=facebook&utm_medium=cpc&utm_campaign=Casitas%20julio")).toEqual({
      source: "facebook",
      medium: "ads",
      campaign: "Casitas julio",
      landing: "/en/mcallen",
      at: at.toISOString(),
    });
  });

  it("reads the parameters however a link spells them", () => {
    for (const query of [
      "utm_source=Facebook&utm_campaign=Casitas+julio",
      "UTM_SOURCE=FACEBOOK&UTM_CAMPAIGN=Casitas%20julio",
      "Utm_Source=%20facebook%20&utm-campaign=Casitas%2520julio",
      "utm_source=&utm_source=facebook&utm_campaign=Casitas%2Bjulio",
      "utm_source=facebook&utm_source=google&utm_campaign=Casitas%0Ajulio",
      "utm_source=facebook.com&utm_campaign=%20%20Casitas%09julio%20",
      "utm_source=fb&utm_campaign=Casitas+++julio",
    ]) {
      const touch = visit(`/en?${query}`);
      expect(touch.source, query).toBe("facebook");
      expect(touch.campaign, query).toBe("Casitas julio");
    }
  });

  it("reads the mediums campaigns use into the ones the agent reads", () => {
    const medium = (value: string) => visit(`/en?utm_source=x&utm_medium=${value}`).medium;
    expect(["cpc", "PPC", "paid", "Paid+Social", "paid_social", "display"].map(medium)).toEqual(Array(6).fill("ads"));
    expect(["email", "E-mail", "newsletter"].map(medium)).toEqual(["email", "email", "email"]);
    expect(["social", "Social%20Media", "organic"].map(medium)).toEqual(["social", "social", "search"]);
    expect(medium("flyer")).toBe("flyer");
  });

  it("cuts overlong values and drops garbage", () => {
    const long = visit(`/en?utm_source=${"a".repeat(500)}&utm_campaign=${"b".repeat(500)}`);
    expect(long.source).toHaveLength(40);
    expect(long.campaign).toHaveLength(60);
    for (const garbage of ["%00%01", "%3Cscript%3E", "%E0%A4%A", "---", "%22%27", "%FF%FE", "   "]) {
      expect(visit(`/en?utm_source=${garbage}`).source, garbage).toBe("direct");
    }
    expect(visit("/en?utm_source=%3Cb%3Efacebook%3C%2Fb%3E").source).toBe("direct");
    expect(visit("/en?utm_campaign=%E2%80%8Bverano%E2%80%8B").campaign).toBe("verano");
  });

  it("keeps only the landing path, never the query a visitor typed", () => {
    const touch = visit("/en/search?q=my+address+123&utm_source=google");
    expect(touch.landing).toBe("/en/search");
    expect(JSON.stringify(touch)).not.toContain("address");
  });

  it("credits the agent's own links by their ref", () => {
    expect(visit("/en/property/123?ref=share-whatsapp")).toMatchObject({ source: "share-whatsapp", medium: "share", ref: "share-whatsapp" });
    expect(visit("/en?REF=Flyer+Open+House")).toMatchObject({ source: "flyer-open-house", ref: "flyer-open-house" });
    expect(visit("/en?ref=share-whatsapp&utm_source=facebook")).toMatchObject({ source: "facebook", ref: "share-whatsapp" });
  });

  it("reads the big platforms' ad click ids", () => {
    expect(visit("/en?gclid=abc")).toMatchObject({ source: "google", medium: "ads" });
    expect(visit("/en?msclkid=abc")).toMatchObject({ source: "bing", medium: "ads" });
    expect(visit("/en?fbclid=abc")).toMatchObject({ source: "facebook", medium: "social" });
    expect(visit("/en?fbclid=abc&utm_medium=paid")).toMatchObject({ source: "facebook", medium: "ads" });
  });
});

describe("a visit's source from its referrer", () => {
  const cases: [string, string, string][] = [
    ["https://www.google.com/", "google", "search"],
    ["https://www.google.com.mx/search?q=casas", "google", "search"],
    ["https://google.co.uk/", "google", "search"],
    ["android-app://com.google.android.googlequicksearchbox/", "google", "search"],
    ["https://www.bing.com/", "bing", "search"],
    ["https://duckduckgo.com/", "duckduckgo", "search"],
    ["https://search.yahoo.com/", "yahoo", "search"],
    ["https://www.facebook.com/", "facebook", "social"],
    ["https://m.facebook.com/", "facebook", "social"],
    ["https://l.facebook.com/", "facebook", "social"],
    ["https://lm.facebook.com/l.php", "facebook", "social"],
    ["android-app://com.facebook.katana/", "facebook", "social"],
    ["https://www.instagram.com/", "instagram", "social"],
    ["https://l.instagram.com/", "instagram", "social"],
    ["https://t.co/abc", "x", "social"],
    ["https://x.com/", "x", "social"],
    ["https://twitter.com/", "x", "social"],
    ["https://www.linkedin.com/", "linkedin", "social"],
    ["https://lnkd.in/abc", "linkedin", "social"],
    ["https://www.youtube.com/", "youtube", "social"],
    ["https://m.youtube.com/", "youtube", "social"],
    ["https://www.tiktok.com/", "tiktok", "social"],
    ["https://web.whatsapp.com/", "whatsapp", "social"],
    ["https://wa.me/", "whatsapp", "social"],
    ["https://www.pinterest.com/", "pinterest", "social"],
    ["https://www.pinterest.com.mx/", "pinterest", "social"],
    ["https://www.reddit.com/", "reddit", "social"],
    ["https://out.reddit.com/", "reddit", "social"],
    ["https://nextdoor.com/", "nextdoor", "social"],
    ["https://www.zillow.com/homedetails/1", "zillow", "referral"],
    ["https://www.realtor.com/", "realtor.com", "referral"],
    ["https://www.redfin.com/", "redfin", "referral"],
    ["https://mcallen.craigslist.org/", "craigslist", "referral"],
    ["https://mail.google.com/", "gmail", "email"],
    ["android-app://com.google.android.gm/", "gmail", "email"],
    ["https://outlook.live.com/", "outlook", "email"],
    ["https://outlook.office.com/", "outlook", "email"],
    ["https://mail.yahoo.com/", "yahoo-mail", "email"],
    ["https://www.mcallenchamber.com/members", "mcallenchamber.com", "referral"],
  ];
  it.each(cases)("%s is %s (%s)", (referrer, source, medium) => {
    expect(visit("/en/mcallen", referrer)).toMatchObject({ source, medium, landing: "/en/mcallen" });
  });

  it("takes the site's own pages and no referrer for direct", () => {
    expect(visit("/en", `https://${SITE}/en/mcallen`).source).toBe("direct");
    expect(visit("/en", `https://www.${SITE}/en`).source).toBe("direct");
    expect(visit("/en").source).toBe("direct");
    expect(visit("/en", "").source).toBe("direct");
    expect(isDirect(visit("/en"))).toBe(true);
  });

  it("takes a referrer that is no URL for none", () => {
    for (const garbage of ["not a url", "javascript:alert(1)", "https://", "%%%"]) expect(visit("/en", garbage).source, garbage).toBe("direct");
    expect(referrerHost("https://WWW.Zillow.COM./x")).toBe("zillow.com");
  });

  it("lets a link's parameters name what the referrer doesn't", () => {
    expect(visit("/en?utm_source=newsletter&utm_medium=email", "https://mail.google.com/")).toMatchObject({ source: "newsletter", medium: "email", referrer: "mail.google.com" });
    expect(visit("/en?utm_campaign=verano", "https://www.facebook.com/")).toMatchObject({ source: "facebook", medium: "social", campaign: "verano" });
  });
});

describe("the visits kept", () => {
  const facebook = visit("/en/mcallen?utm_source=facebook&utm_campaign=casitas");
  const google = visit("/en/pharr", "https://www.google.com/");
  const direct = visit("/en");

  it("keeps the first visit that came from somewhere and never writes for a direct one", () => {
    expect(nextVisits(undefined, direct)).toBeUndefined();
    expect(nextVisits(undefined, facebook)).toEqual({ first: facebook, latest: facebook });
    expect(nextVisits({ first: facebook, latest: facebook }, direct)).toBeUndefined();
  });

  it("updates the latest for a new source, keeps the first's landing, and leaves the same source alone", () => {
    expect(nextVisits({ first: facebook, latest: facebook }, google)).toEqual({ first: facebook, latest: google });
    expect(nextVisits({ first: facebook, latest: google }, visit("/en/mission", "https://google.com/"))).toBeUndefined();
    expect(nextVisits({ first: facebook, latest: google }, visit("/en?utm_source=facebook&utm_campaign=verano"))?.latest.campaign).toBe("verano");
  });

  it("reads back only well-formed touches", () => {
    expect(visitsOf({ first: facebook, latest: google })).toEqual({ first: facebook, latest: google });
    expect(touchOf({ ...facebook, source: "x".repeat(41) })).toBeUndefined();
    expect(touchOf({ ...facebook, at: "yesterday" })).toBeUndefined();
    expect(touchOf({ ...facebook, campaign: 5 })).toEqual({ source: "facebook", landing: "/en/mcallen", at: facebook.at });
    expect(visitsOf({ first: facebook })).toBeUndefined();
    expect(visitsOf("facebook")).toBeUndefined();
  });

  it("gives a lead without kept visits a direct source and no landing page", () => {
    expect(leadAttribution(undefined, "property-showing", at)).toEqual({
      first: { source: "direct", landing: "", at: at.toISOString() },
      latest: { source: "direct", landing: "", at: at.toISOString() },
      form: "property-showing",
    });
    expect(leadAttribution({ first: facebook, latest: google }, "contact-page", at)).toMatchObject({ first: facebook, latest: google });
  });

  it("names forms by page and type", () => {
    expect(formName("property", "showing")).toBe("property-showing");
    expect(formName("contact", "contact")).toBe("contact-page");
    expect(formName("contact", "valuation")).toBe("contact-valuation");
  });

  it("cleans a value as a person reads it", () => {
    expect(cleanValue("Casitas%20julio", 60)).toBe("Casitas julio");
    expect(cleanValue("100%", 60)).toBe("100%");
    expect(cleanValue("\u0000", 60)).toBeUndefined();
  });
});
