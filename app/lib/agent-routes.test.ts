import { describe, expect, it } from "vitest";
import { agentSwitchPath, agentArticlesPath, agentDashboardPath, agentReviewsPath, newArticlePath, newReviewPath } from "./agent-routes";
import { switchPath } from "./routes";

describe("the agent area's language switch (its layout's handle)", () => {
  it("switches page for page, an editor's new page before its list, ids and keys kept", () => {
    expect(agentSwitchPath("/en/agent/reviews", "es")).toBe(agentReviewsPath.es);
    expect(agentSwitchPath("/es/agente/panel", "en")).toBe(agentDashboardPath.en);
    expect(agentSwitchPath("/es/agente/resenas/nueva", "en")).toBe(newReviewPath.en);
    expect(agentSwitchPath("/es/agente/resenas/12", "en")).toBe("/en/agent/reviews/12");
    expect(agentSwitchPath("/en/agent/articles/new", "es")).toBe(newArticlePath.es);
    expect(agentSwitchPath("/es/agente/articulos/seed-nearshoring-es", "en")).toBe(`${agentArticlesPath.en}/seed-nearshoring-es`);
    expect(agentSwitchPath("/en/agent/pages/mcallen/es", "es")).toBe("/es/agente/paginas/mcallen/es");
  });

  it("leaves the inbox and its leads to the route table, which keeps what follows the area's prefix", () => {
    expect(agentSwitchPath("/en/agent/leads/abc", "es")).toBeUndefined();
    expect(switchPath("/en/agent/leads/abc", "?view=due", "es")).toBe("/es/agente/leads/abc?view=due");
    // A path that only starts like a section's is not that section.
    expect(agentSwitchPath("/en/agent/articlesx", "es")).toBeUndefined();
    expect(switchPath("/en/agent/articles", "?lang=es", "es", "", agentSwitchPath("/en/agent/articles", "es"))).toBe("/es/agente/articulos?lang=es");
  });
});
