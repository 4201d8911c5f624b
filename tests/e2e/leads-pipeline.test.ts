import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsEn } from "../../app/i18n/leads.en";
import { leadsEs } from "../../app/i18n/leads.es";
import { requestErrorEn } from "../../app/i18n/request-error.en";
import { contactBody, FILL_TIME_MS, filledInToken, formToken, mailWithin, postForm, type ServerWithMail, startLeadServerWithAgent, testAddress, toAgent, uniqueName } from "../support/leads";

const AGENT = "pipeline-agent@example.com";
let lead: ServerWithMail;
let agentCookie: string;

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});

afterAll(async () => {
  await lead?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The leads in the inbox, as the agent exports them. */
async function exportedCsv(): Promise<string> {
  const response = await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The agent's Held view, as HTML. */
async function heldView(): Promise<string> {
  const response = await fetch(`${lead.url}/en/agent?view=held`, { headers: { Cookie: agentCookie } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("the lead pipeline", () => {
  it("stores a lead while SMTP is down and delivers its mail, once, when SMTP is back", async () => {
    const name = uniqueName("Outage");
    const token = filledInToken(lead.dataDir);
    await lead.smtp.stop();
    const response = await postForm(lead.url, "/en/contact", contactBody(token, name), testAddress());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/contact#lead-contact");
    expect(await exportedCsv()).toContain(name);
    await pause(1_500);
    await lead.smtp.start();
    await lead.smtp.waitFor(toAgent(name), 40_000);
    expect((await mailWithin(lead.smtp, toAgent(name), 6_000)).length).toBe(1);
  });

  it("makes one lead of a double submit", async () => {
    const name = uniqueName("Double");
    const token = filledInToken(lead.dataDir);
    const ip = testAddress();
    const answers = await Promise.all([1, 2].map(() => postForm(lead.url, "/en/contact", contactBody(token, name), ip)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const again = await postForm(lead.url, "/en/contact", contactBody(token, name), ip);
    expect(again.status).toBe(303);
    expect((await exportedCsv()).split(name).length - 1).toBe(1);
    await lead.smtp.waitFor(toAgent(name));
    expect((await mailWithin(lead.smtp, toAgent(name), 3_000)).length).toBe(1);
  });

  it("answers bad input with a clear, translated 4xx and stores none of it, held or not", async () => {
    const token = filledInToken(lead.dataDir);
    const names: string[] = [];
    const send = async (overrides: Record<string, string>, status: number, text: string, page = "/es/contacto") => {
      const name = overrides.name ?? uniqueName("Bad");
      names.push(name);
      const response = await postForm(lead.url, page, contactBody(token, name, overrides), testAddress());
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(await response.text()).toContain(html(text));
    };
    await send({ name: "", email: "", message: "", consent: "" }, 422, leadsEs.errors.required);
    await send({ name: "x".repeat(101) }, 422, leadsEs.errors.tooLong.replace("{max}", "100"));
    await send({ message: '<script>alert("x")</script>' }, 422, leadsEs.errors.markup);
    await send({ email: "ana@@example" }, 422, leadsEs.errors.email);
    await send({ email: "", phone: "" }, 422, leadsEs.errors.contactNeeded);

    const staging = filledInToken(lead.dataDir);
    const upload = async (file: File, status: number, text: string) => {
      const name = uniqueName("Bad upload");
      names.push(name);
      const form = new FormData();
      for (const [key, value] of contactBody(staging, name, { _form: "staging", style: "modern" })) form.set(key, value);
      form.append("photos", file);
      const response = await postForm(lead.url, "/en/staging", form, testAddress());
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(html(text));
    };
    await upload(new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff)], "huge.jpg", { type: "image/jpeg" }), 413, leadsEn.errors.photoTooLarge.replace("{each}", "10"));
    await upload(new File(["just some text"], "room.jpg", { type: "image/jpeg" }), 422, leadsEn.errors.photoType);

    const raw = (body: BodyInit, type: string) =>
      fetch(`${lead.url}/en/staging`, { method: "POST", body, headers: { "Content-Type": type, "X-Forwarded-For": testAddress() }, redirect: "manual" });
    const tooBig = await raw(new Uint8Array(41 * 1024 * 1024), "multipart/form-data; boundary=x");
    expect(tooBig.status).toBe(413);
    const refused = await tooBig.text();
    expect(refused).toContain('data-status="413"');
    expect(refused).toContain(html(requestErrorEn[413].heading));
    expect(refused).toContain('href="/en/staging#lead-staging"');
    const malformed = await raw('--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nstaging', "multipart/form-data; boundary=x");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain(html(leadsEn.errors.malformed));
    const json = await raw("{}", "application/json");
    expect(json.status).toBe(415);
    expect(await json.text()).toContain(html(leadsEn.errors.malformed));
    expect((await raw("_form=nope", "application/x-www-form-urlencoded")).status).toBe(400);

    const csv = await exportedCsv();
    const held = await heldView();
    for (const name of names.filter(Boolean)) {
      expect(csv).not.toContain(name);
      expect(held).not.toContain(name);
    }
  });

  it("answers spam like a person, and holds it out of the inbox: honeypot, too fast, forged token, over the rate limit", async () => {
    const honeypot = uniqueName("Honeypot");
    const fast = uniqueName("Fast");
    const forged = uniqueName("Forged");
    const early = await formToken(lead.url, "/en/contact", "contact");
    const immediately = await postForm(lead.url, "/en/contact", contactBody(early, fast), testAddress());
    await pause(FILL_TIME_MS);
    const [, nonce, signature] = early.split(".");
    const answers = [
      immediately,
      await postForm(lead.url, "/en/contact", contactBody(early, honeypot, { website: "https://spam.example" }), testAddress()),
      await postForm(lead.url, "/en/contact", contactBody(`${(Date.now() - 60_000).toString(36)}.${nonce}.${signature}`, forged), testAddress()),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("set-cookie")).toMatch(/^lead-sent-contact=/);
    }

    const ip = testAddress();
    const burst: string[] = [];
    const tokens = Array.from({ length: 7 }, () => filledInToken(lead.dataDir));
    for (const token of tokens) {
      const name = uniqueName("Burst");
      burst.push(name);
      expect((await postForm(lead.url, "/en/contact", contactBody(token, name), ip)).status).toBe(303);
    }
    const csv = await exportedCsv();
    const held = await heldView();
    for (const name of [honeypot, fast, forged]) {
      expect(csv).not.toContain(name);
      expect(held).toContain(name);
    }
    expect(burst.filter((name) => csv.includes(name))).toHaveLength(6);
    expect(burst.filter((name) => held.includes(name))).toEqual(burst.slice(6));
  });
});
