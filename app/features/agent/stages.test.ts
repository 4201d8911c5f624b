import { describe, expect, it } from "vitest";
import { leadTimeline } from "./timeline";
import { stageMoveSchema, stageParam } from "./stage-move";
import { byStage, nextStage } from "./stages";

describe("a stage as a URL or a form names it", () => {
  it("reads the pipeline's seven, and Closed, from before the pipeline, as Won", () => {
    expect(stageParam.parse("showing")).toBe("showing");
    expect(stageParam.parse("closed")).toBe("won");
    expect(stageParam.safeParse("spam").success).toBe(false);
  });
});

describe("a move of stage", () => {
  it("to any stage but Lost takes the stage alone, whatever reason came along", () => {
    expect(stageMoveSchema.parse({ status: "offer", lostReason: "price", lostNote: "x" })).toEqual({ status: "offer" });
    expect(stageMoveSchema.parse({ status: "closed" })).toEqual({ status: "won" });
  });

  it("to Lost asks for a reason from the list, and keeps her note trimmed, or none", () => {
    expect(stageMoveSchema.parse({ status: "lost", lostReason: "otherAgent", lostNote: "  Her cousin is an agent. " })).toEqual({ status: "lost", reason: "otherAgent", note: "Her cousin is an agent." });
    expect(stageMoveSchema.parse({ status: "lost", lostReason: "price", lostNote: "   " })).toEqual({ status: "lost", reason: "price", note: null });
    for (const lostReason of [undefined, "", "because"]) {
      const refused = stageMoveSchema.safeParse({ status: "lost", lostReason });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["lostReason"], "required"]]);
    }
    const long = stageMoveSchema.safeParse({ status: "lost", lostReason: "other", lostNote: "x".repeat(501) });
    expect(long.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["lostNote"], "tooLong"]]);
  });
});

describe("the inbox's stages", () => {
  it("offer the next stage in one tap, up to Won; never Lost, nothing from Won or Lost", () => {
    expect(nextStage("new")).toBe("contacted");
    expect(nextStage("showing")).toBe("offer");
    expect(nextStage("contract")).toBe("won");
    expect(nextStage("won")).toBeNull();
    expect(nextStage("lost")).toBeNull();
  });

  it("group a page of leads in the pipeline's order, each keeping the page's order, empty stages left out", () => {
    const leads = [
      { id: "1", status: "lost" },
      { id: "2", status: "new" },
      { id: "3", status: "offer" },
      { id: "4", status: "new" },
    ] as const;
    expect(byStage(leads).map((group) => [group.status, group.leads.map((lead) => lead.id)])).toEqual([
      ["new", ["2", "4"]],
      ["offer", ["3"]],
      ["lost", ["1"]],
    ]);
  });
});

describe("a move on the timeline", () => {
  const lead = { type: "showing" as const, createdAt: "2026-12-01T15:00:00.000Z" };
  const at = (minute: number) => `2026-12-02T15:${String(minute).padStart(2, "0")}:00.000Z`;

  it("says each stage, and for Lost the reason and her note; a reason on another stage or outside the list is left out", () => {
    const entries = leadTimeline(
      lead,
      [
        { kind: "status", data: { status: "showing" }, createdAt: at(1) },
        { kind: "status", data: { status: "lost", reason: "financing", note: "Will try again in spring." }, createdAt: at(2) },
        { kind: "status", data: { status: "lost", reason: "moonPhase" }, createdAt: at(3) },
        { kind: "status", data: { status: "won", reason: "price" }, createdAt: at(4) },
        { kind: "status", data: { status: "closed" }, createdAt: at(5) },
      ],
      [],
    );
    expect(entries.slice(1)).toEqual([
      { kind: "status", at: at(1), status: "showing" },
      { kind: "status", at: at(2), status: "lost", reason: "financing", note: "Will try again in spring." },
      { kind: "status", at: at(3), status: "lost" },
      { kind: "status", at: at(4), status: "won" },
    ]);
  });
});
