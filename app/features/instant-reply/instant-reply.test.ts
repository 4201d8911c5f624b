import { describe, expect, it } from "vitest";
import { instantReplyTexts } from "~/i18n/instant-reply";
import { callbackWhen, instantReplyText } from "./instant-reply";

const values = { name: "Rosa", agent: "María López", brokerage: "Valle Realty", phone: "(956) 555-0100", listing: null, link: null, similar: null };

describe("when she promises to call", () => {
  it.each([
    ["Monday 8:30 before she starts", "2026-12-07T14:30:00Z", "thisMorning"],
    ["Monday 9:00", "2026-12-07T15:00:00Z", "today"],
    ["Monday 16:59", "2026-12-07T22:59:00Z", "today"],
    ["Monday 17:00, too late to count on today", "2026-12-07T23:00:00Z", "tomorrowMorning"],
    ["Friday 20:00, Saturday is a working day", "2026-12-05T02:00:00Z", "tomorrowMorning"],
    ["Saturday 8:00", "2026-12-05T14:00:00Z", "thisMorning"],
    ["Saturday 17:30, Sunday off", "2026-12-05T23:30:00Z", "mondayMorning"],
    ["Sunday 10:00", "2026-12-06T16:00:00Z", "tomorrowMorning"],
    ["a summer Monday 16:30 in daylight time", "2026-07-06T21:30:00Z", "today"],
    ["a summer Monday 17:30 in daylight time", "2026-07-06T22:30:00Z", "tomorrowMorning"],
  ])("%s: %s", (_, instant, expected) => {
    expect(callbackWhen(new Date(instant))).toBe(expected);
  });
});

describe("the instant reply's text", () => {
  const monday = new Date("2026-12-07T16:00:00Z");

  it("in Spanish for a showing with a phone and no listing: the request in words, a call today, no line for the home", () => {
    const texts = instantReplyTexts.es;
    const reply = instantReplyText({ ...texts.template, edited: false }, texts, { type: "showing", phone: "+19565550123" }, values, monday);
    expect(reply.subject).toBe("Gracias por tu solicitud para ver la casa");
    expect(reply.paragraphs[0]).toBe("Hola, Rosa:");
    expect(reply.paragraphs.join("\n")).toContain("Soy María López. Gracias por tu solicitud para ver la casa, ya me llegó.");
    expect(reply.paragraphs.join("\n")).toContain("Te llamo hoy antes de las 6 de la tarde. Si prefieres, contesta este correo o llámame al (956) 555-0100.");
    expect(reply.paragraphs.join("\n")).not.toMatch(/La casa:|\{/);
  });

  it("in English for a question without a phone, about a listing, on Sunday: written to tomorrow morning, the home and its page named", () => {
    const texts = instantReplyTexts.en;
    const listing = { ...values, listing: "123 Palm Ct, McAllen", link: "https://example.com/en/homes/A1/123-palm-ct" };
    const reply = instantReplyText({ ...texts.template, edited: false }, texts, { type: "question", phone: null }, listing, new Date("2026-12-06T16:00:00Z"));
    expect(reply.subject).toBe("Thank you for your question about the home");
    const body = reply.paragraphs.join("\n");
    expect(body).toContain("The home: 123 Palm Ct, McAllen\nhttps://example.com/en/homes/A1/123-palm-ct");
    expect(body).toContain("I'll write to you tomorrow morning.");
  });

  it("her own wording: both words of its own filled anywhere, a name typed with braces printed as typed, an emptied subject falls back on the site's", () => {
    const texts = instantReplyTexts.en;
    const template = { subject: "{listing}", body: "{name}, {callback}. ({request})", edited: true };
    const reply = instantReplyText(template, texts, { type: "valuation", phone: "+19565550123" }, { ...values, name: "{callback}" }, monday);
    expect(reply.subject).toBe("Thank you for your request for a home valuation");
    expect(reply.paragraphs).toEqual(["{callback}, I'll call you today before 6 pm. (your request for a home valuation)"]);
  });
});
