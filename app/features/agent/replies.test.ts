import { describe, expect, it } from "vitest";
import { leadWorkEn } from "~/i18n/lead-work.en";
import { leadWorkEs } from "~/i18n/lead-work.es";
import { replyTemplateKeys } from "~/lib/leads";
import { deviceName } from "./device-name";
import { defaultTemplate, fillSubject, fillTemplate, outgoingReply, tidyReply, type ReplyValues } from "./replies";

const values: ReplyValues = { name: "{agent}", agent: "Marisa", brokerage: "Valle Grande", phone: "(956) 555-0142", listing: "1215 Calle Naranjo, McAllen", link: "https://x/p", similar: "- a" };
/** A lead sent from a page about no listing: the showings page, the contact page. */
const noListing: ReplyValues = { ...values, name: "Rosa", listing: null, link: null, similar: null };

describe("reply templates", () => {
  it("fills the known placeholders once, so braces a visitor typed are printed as typed", () => {
    expect(fillTemplate("Hi {name}, {agent} of {brokerage} ({phone}) about {listing} {link}\n{similar} {unknown}", values)).toBe(
      "Hi {agent}, Marisa of Valle Grande ((956) 555-0142) about 1215 Calle Naranjo, McAllen https://x/p\n- a {unknown}",
    );
  });

  it("leaves out a line whose placeholder has no value, never the home page nor an empty 'The listing: '", () => {
    const en = fillTemplate(leadWorkEn.templates.showingTimes.body, noListing);
    expect(en).toBe("Hi Rosa,\n\nI can show you the home at these times:\n\n- \n- \n- \n\nTell me which one works for you, or suggest another.");
    const es = fillTemplate(leadWorkEs.templates.showingTimes.body, noListing);
    expect(es).toBe("Hola, Rosa:\n\nTe puedo enseñar la casa en estos horarios:\n\n- \n- \n- \n\nDime cuál te conviene o propón otro horario.");
    // The agent's own wording, the listing in the middle of a sentence: the whole line goes.
    expect(fillTemplate("Hi {name}, thanks.\nAbout {listing}, here it is: {link}\nCall me at {phone}.", noListing)).toBe("Hi Rosa, thanks.\nCall me at (956) 555-0142.");
  });

  it("leaves out a line introducing only lines that went, but keeps a greeting ending in a colon", () => {
    const filled = fillTemplate(leadWorkEs.templates.listings.body, { ...values, name: "Rosa", similar: null });
    expect(filled).toContain("Hola, Rosa:\n\nAquí está la propiedad");
    expect(filled).not.toContain("similares");
    expect(filled).not.toMatch(/\n\n\n/);
    expect(filled).toMatch(/Con gusto te muestro cualquiera de ellas\.$/);
  });

  it("gives a subject naming what the lead hasn't got the template's name instead", () => {
    expect(fillSubject(leadWorkEs.templates.showingTimes.subject, noListing, leadWorkEs.templateNames.showingTimes)).toBe("Horarios de visita");
    expect(fillSubject(leadWorkEs.templates.showingTimes.subject, values, leadWorkEs.templateNames.showingTimes)).toBe("Horarios para ver 1215 Calle Naranjo, McAllen");
  });

  it("sends no empty list slot, nor the line that introduced only empty ones", () => {
    const draft = fillTemplate(leadWorkEn.templates.showingTimes.body, noListing);
    expect(tidyReply(draft)).toBe("Hi Rosa,\n\nTell me which one works for you, or suggest another.");
    const half = draft.replace("- \n- \n- ", "- Saturday 10:00\n- \n* \n1.");
    expect(tidyReply(half)).toBe("Hi Rosa,\n\nI can show you the home at these times:\n\n- Saturday 10:00\n\nTell me which one works for you, or suggest another.");
    expect(tidyReply("Hola, Rosa:\r\n\r\nTe escribo.")).toBe("Hola, Rosa:\n\nTe escribo.");
  });

  it("sends the subject on one line and the message in the paragraphs the preview shows", () => {
    expect(outgoingReply({ subject: " Times\r\nfor you ", body: "Hi,\n\n- \n\nSee you.\n  \n\n" })).toEqual({ subject: "Times for you", paragraphs: ["Hi,", "See you."] });
  });

  it("starts each form's lead from its template", () => {
    expect(defaultTemplate("showing")).toBe("showingTimes");
    expect(defaultTemplate("question")).toBe("listings");
    expect(defaultTemplate("valuation")).toBe("valuation");
    expect(defaultTemplate("contact")).toBe("thanks");
    expect(defaultTemplate("staging")).toBe("thanks");
  });

  it("has every template in both languages using only placeholders the filler knows", () => {
    for (const texts of [leadWorkEn, leadWorkEs]) {
      for (const key of replyTemplateKeys) {
        const { subject, body } = texts.templates[key];
        for (const placeholder of `${subject}${body}`.match(/\{[a-z]+\}/g) ?? []) expect(["{name}", "{agent}", "{brokerage}", "{phone}", "{listing}", "{link}", "{similar}"]).toContain(placeholder);
      }
    }
  });
});

describe("device names", () => {
  it("names the browser and the system, and nothing finer", () => {
    expect(deviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36")).toBe("Chrome · Android");
    expect(deviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1")).toBe("Safari · iPhone");
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe("Edge · Windows");
    expect(deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox · Mac");
    expect(deviceName("")).toBe("Browser");
  });
});
