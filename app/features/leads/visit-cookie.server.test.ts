import { describe, expect, it } from "vitest";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { leadsEn } from "~/i18n/leads.en";
import { leadsEs } from "~/i18n/leads.es";
import { VISIT_COOKIE } from "~/lib/cookies";
import { visitCookie, visitsIn } from "./visit-cookie.server";

appDatabaseForFile("visit-cookie");

const origin = "http://localhost";
const value = (setCookie: string | undefined) => setCookie?.split(";")[0];

describe("the cookie of where visits came from", () => {
  it("is written for a visit from somewhere, sealed, HttpOnly, for ninety days, and read back", () => {
    const cookie = visitCookie("/en/mcallen?utm_source=facebook&utm_campaign=casitas", {}, origin);
    expect(cookie).toMatch(/^visit-source=[\w-]+; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain("facebook");
    expect(visitsIn(value(cookie))?.first).toMatchObject({ source: "facebook", campaign: "casitas", landing: "/en/mcallen" });
    expect(visitCookie("/en?utm_source=google", {}, "https://rgvhomes.example")).toMatch(/; Secure$/);
  });

  it("is left alone by a direct visit and by the same source again, so those pages stay shared", () => {
    const kept = value(visitCookie("/en?utm_source=facebook", {}, origin));
    expect(visitCookie("/en/pharr", {}, origin)).toBeUndefined();
    expect(visitCookie("/en/pharr", { referer: "http://localhost/en", cookie: kept }, origin)).toBeUndefined();
    expect(visitCookie("/en/pharr?utm_source=FB", { cookie: `theme=dark; ${kept}` }, origin)).toBeUndefined();
    const next = visitCookie("/en/pharr", { referer: "https://www.google.com/", cookie: kept }, origin);
    expect(visitsIn(value(next))).toMatchObject({ first: { source: "facebook", landing: "/en" }, latest: { source: "google", landing: "/en/pharr" } });
  });

  it("is written on visitors' pages only: not the agent's area, a navigation's data or a file", () => {
    for (const target of ["/en/agent?utm_source=x", "/es/agente/ajustes?utm_source=x", "/en/mcallen.data?utm_source=x", "/sitemap.xml?utm_source=x", "/api/x?utm_source=x", "//evil.example/?utm_source=x"]) {
      expect(visitCookie(target, {}, origin), target).toBeUndefined();
    }
    expect(visitCookie("/?utm_source=x", {}, origin)).toBeDefined();
  });

  it("is named by the privacy text under every lead form, in both languages", () => {
    expect(leadsEn.privacy).toContain(`“${VISIT_COOKIE}”`);
    expect(leadsEs.privacy).toContain(`“${VISIT_COOKIE}”`);
  });

  it("reads a forged or foreign value as none", () => {
    expect(visitsIn("visit-source=forged")).toBeUndefined();
    expect(visitsIn("lead-sent-contact=abc")).toBeUndefined();
    expect(visitsIn(undefined)).toBeUndefined();
  });
});
