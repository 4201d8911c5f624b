import { describe, expect, it } from "vitest";
import { agentTexts } from "~/i18n/agent";
import { leadSourceTexts } from "~/i18n/lead-source";
import { ui } from "~/i18n";
import "~/i18n/all-texts";
import type { Attribution, Touch } from "~/lib/leads";
import { leadOrigin, mediumLabel, originListingKeys, sourceLabel, touchWords } from "./lead-origin";

const texts = (lang: "en" | "es") => ({ agent: agentTexts[lang], ui: ui[lang], source: leadSourceTexts[lang] });
const touch = (fields: Partial<Touch>): Touch => ({ source: "direct", landing: "/en", at: "2026-07-01T12:00:00.000Z", ...fields });

describe("where a lead came from, in words", () => {
  it("says a campaign's visit, its landing page, the page the form was on and the form", () => {
    const first = touch({ source: "facebook", medium: "ads", campaign: "Casitas julio", landing: "/en/mcallen" });
    const attribution: Attribution = { first, latest: first, form: "showing-page" };
    const lead = { type: "showing" as const, sourcePath: "/en/private-showings", attribution };
    expect(leadOrigin(lead, [], texts("en"))).toEqual({ path: "Facebook ad “Casitas julio” → McAllen → Private showings → Showing request", latest: null });
    expect(leadOrigin(lead, [], texts("es"))?.path).toBe("Anuncio en Facebook “Casitas julio” → McAllen → Visitas privadas → Solicitud de visita");
  });

  it("names the page once when the form was sent from the page the visit landed on, and a latest visit from elsewhere", () => {
    const first = touch({ source: "google", medium: "search", landing: "/es/mcallen" });
    const latest = touch({ source: "share-whatsapp", medium: "share", ref: "share-whatsapp", landing: "/es/mcallen", at: "2026-07-03T12:00:00.000Z" });
    const origin = leadOrigin({ type: "contact", sourcePath: "/es/mcallen", attribution: { first, latest, form: "contact-page" } }, [], texts("en"));
    expect(origin).toEqual({ path: "Google search → McAllen → Contact message", latest: "Shared on WhatsApp" });
  });

  it("says a direct visit, with no landing page known, and nothing for a lead sent before the site kept it", () => {
    const direct = touch({ landing: "" });
    expect(leadOrigin({ type: "question", sourcePath: "/en/property/X1", attribution: { first: direct, latest: direct, form: "property-question" } }, [], texts("en"))?.path).toBe(
      `Came straight to the site → ${agentTexts.en.lead.goneListing} → Property question`,
    );
    expect(leadOrigin({ type: "question", sourcePath: "/en", attribution: null }, [], texts("en"))).toBeNull();
  });

  it("says each kind of source the agent meets", () => {
    const words = (fields: Partial<Touch>, lang: "en" | "es" = "en") => touchWords(touch(fields), leadSourceTexts[lang]);
    expect(words({ source: "zillow", medium: "referral" })).toBe("Link on Zillow");
    expect(words({ source: "mcallenchamber.com", medium: "referral" }, "es")).toBe("Enlace en mcallenchamber.com");
    expect(words({ source: "gmail", medium: "email" })).toBe("E-mail (Gmail)");
    expect(words({ source: "instagram", medium: "social" })).toBe("Instagram");
    expect(words({ source: "flyer-open-house", medium: "share", ref: "flyer-open-house" })).toBe("Your link “flyer-open-house”");
    expect(words({ source: "newsletter", medium: "flyer" })).toBe("newsletter (flyer)");
    expect(words({ source: "direct", campaign: "verano" }, "es")).toBe("Llegó directo al sitio “verano”");
  });

  it("names the root a visit landed on as the home page", () => {
    const first = touch({ source: "facebook", landing: "/" });
    expect(leadOrigin({ type: "contact", sourcePath: "/es/contacto", attribution: { first, latest: first, form: "contact-page" } }, [], texts("es"))?.path).toBe(
      `Facebook → ${ui.es.pageNav.home} → ${ui.es.pageNav.contact} → Mensaje de contacto`,
    );
  });

  it("names a source for a count by source", () => {
    expect(["facebook", "direct", "share-whatsapp", "realtor.com", "flyer-open-house"].map((source) => sourceLabel(source, leadSourceTexts.es))).toEqual([
      "Facebook",
      "Directo",
      "Compartido por WhatsApp",
      "Realtor.com",
      "flyer-open-house",
    ]);
  });

  it("names a medium for the CSV", () => {
    expect(["ads", "social", "flyer"].map((medium) => mediumLabel(medium, leadSourceTexts.es))).toEqual(["Anuncio", "Redes sociales", "flyer"]);
  });

  it("asks for the listing of a property page the visit landed on", () => {
    const first = touch({ source: "x", landing: "/es/propiedad/MLS%2042/casa" });
    expect(originListingKeys({ first, latest: first, form: "property-showing" })).toEqual(["MLS 42"]);
    expect(originListingKeys(null)).toEqual([]);
  });
});
