import { describe, expect, it } from "vitest";
import { isPersonal, pageVariant } from "./policy.server";

describe("page cache policy", () => {
  it("treats better-auth's cookies and an Authorization header as personal", () => {
    expect(isPersonal("rgv.session_token=abc.def")).toBe(true);
    expect(isPersonal("theme=dark; __Secure-rgv.session_token=abc")).toBe(true);
    expect(isPersonal("rgv.session_data=xyz")).toBe(true);
    expect(isPersonal(undefined, "Bearer abc")).toBe(true);
    expect(isPersonal("theme=dark; lang=es")).toBe(false);
    expect(isPersonal("rgvx.session_token=abc")).toBe(false);
    expect(isPersonal(undefined)).toBe(false);
  });

  it("treats a lead form's confirmation as personal: it shows what the visitor sent (ADR 0424)", () => {
    expect(isPersonal("theme=dark; lead-sent-question=sealed")).toBe(true);
    expect(isPersonal("lead-sentx=1")).toBe(false);
  });

  it("keys anonymous pages by the theme and language cookies only", () => {
    expect(pageVariant(undefined)).toBe("system;");
    expect(pageVariant("theme=dark")).toBe("dark;");
    expect(pageVariant("lang=es; theme=light")).toBe("light;es");
    // An unknown value counts as the default, so junk can't multiply the entries.
    expect(pageVariant("theme=neon; lang=fr")).toBe("system;");
  });

  it("shares a kept page with a visitor whose visits' source is kept: no page reads it", () => {
    expect(pageVariant("visit-source=sealed; theme=dark")).toBe("dark;");
    expect(pageVariant("visit-source=sealed")).toBe(pageVariant(undefined));
  });

  it("keeps nothing for a request with any other cookie", () => {
    expect(pageVariant("theme=dark; flash=saved")).toBeUndefined();
    expect(pageVariant("_ga=GA1.1")).toBeUndefined();
  });
});
