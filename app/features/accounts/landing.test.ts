import { describe, expect, it } from "vitest";
import { signInLanding } from "./landing";

describe("where a sign-in lands", () => {
  it("takes the agent to her dashboard from the account page, the home page or wherever the dialog was opened", () => {
    expect(signInLanding({ lang: "en", role: "agent", returnTo: "/en/account", dialog: false })).toBe("/en/agent/dashboard");
    expect(signInLanding({ lang: "es", role: "agent", returnTo: "/es", dialog: false })).toBe("/es/agente/panel");
    expect(signInLanding({ lang: "en", role: "agent", returnTo: "/en/homes-for-sale?city=mcallen", dialog: true })).toBe("/en/agent/dashboard");
  });

  it("keeps a page the agent asked for: one of her area, or the one the account page was opened for", () => {
    expect(signInLanding({ lang: "en", role: "agent", returnTo: "/en/agent/leads/5", dialog: true })).toBe("/en/agent/leads/5");
    expect(signInLanding({ lang: "es", role: "agent", returnTo: "/es/agente?view=due", dialog: false })).toBe("/es/agente?view=due");
    expect(signInLanding({ lang: "en", role: "agent", returnTo: "/en/favorites", dialog: false })).toBe("/en/favorites");
  });

  it("leaves a visitor where they were going", () => {
    expect(signInLanding({ lang: "en", role: "user", returnTo: "/en/account", dialog: false })).toBe("/en/account");
    expect(signInLanding({ lang: "en", role: undefined, returnTo: "/en", dialog: true })).toBe("/en");
  });

  it("does not mistake a page whose path only starts like her area's for it", () => {
    expect(signInLanding({ lang: "en", role: "agent", returnTo: "/en/agents-guide", dialog: true })).toBe("/en/agent/dashboard");
  });
});
