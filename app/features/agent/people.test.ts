import { describe, expect, it } from "vitest";
import { leadIdIn, linkIndex, linkPair, matchReason } from "./people";

const a = { id: "11111111-1111-4111-8111-111111111111", email: "Rosa.Garza@Example.com", phone: "+19565550199" };
const none = linkIndex([]);

describe("one person behind several leads", () => {
  it("matches an e-mail whatever its case, and a phone however it was typed", () => {
    expect(matchReason(a, { id: "b", email: "rosa.garza@example.com ", phone: null }, none)).toBe("email");
    expect(matchReason(a, { id: "b", email: "other@example.com", phone: "(956) 555-0199" }, none)).toBe("phone");
    expect(matchReason(a, { id: "b", email: "other@example.com", phone: "+19565550198" }, none)).toBeNull();
    expect(matchReason(a, { id: "b", email: null, phone: null }, none)).toBeNull();
    expect(matchReason(a, a, none)).toBeNull();
  });

  it("takes the agent's word over what the leads share, in either order of the pair", () => {
    const b = { id: "00000000-0000-4000-8000-000000000000", email: a.email, phone: null };
    const c = { id: "22222222-2222-4222-8222-222222222222", email: "c@example.com", phone: null };
    const [first, second] = linkPair(a.id, b.id);
    const apart = linkIndex([{ leadA: first, leadB: second, same: false }]);
    expect(first).toBe(b.id);
    expect(matchReason(a, b, apart)).toBeNull();
    expect(matchReason(b, a, apart)).toBeNull();
    const joined = linkIndex([{ leadA: a.id, leadB: c.id, same: true }]);
    expect(matchReason(c, a, joined)).toBe("merged");
  });

  it("finds the lead id in its page's address or alone", () => {
    expect(leadIdIn("https://example.com/en/agent/leads/11111111-1111-4111-8111-111111111111#timeline")).toBe(a.id);
    expect(leadIdIn(" 11111111-1111-4111-8111-111111111111 ")).toBe(a.id);
    expect(leadIdIn("lead 42")).toBeUndefined();
  });
});
