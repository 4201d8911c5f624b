import { describe, expect, it } from "vitest";
import { leadWorkEn } from "~/i18n/lead-work.en";
import { leadWorkEs } from "~/i18n/lead-work.es";
import { replyTemplateKeys } from "~/lib/leads";
import { deviceName } from "./device-name";
import { defaultTemplate, fillTemplate, type ReplyValues } from "./replies";

const values: ReplyValues = { name: "{agent}", agent: "Marisa", brokerage: "Valle Grande", phone: "(956) 555-0142", listing: "1215 Calle Naranjo, McAllen", link: "https://x/p", similar: "- a" };

describe("reply templates", () => {
  it("fills the known placeholders once, so braces a visitor typed are printed as typed", () => {
    expect(fillTemplate("Hi {name}, {agent} of {brokerage} ({phone}) about {listing} {link}\n{similar} {unknown}", values)).toBe(
      "Hi {agent}, Marisa of Valle Grande ((956) 555-0142) about 1215 Calle Naranjo, McAllen https://x/p\n- a {unknown}",
    );
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
