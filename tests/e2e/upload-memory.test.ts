import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsEs } from "~/i18n/leads.es";
import { claimedCanvasPng, phonePhoto } from "../support/photos";
import { filledInToken, postForm, type ServerWithMail, startLeadServerWithAgent, testAddress, uniqueName } from "../support/leads";

// Issue 40, item 5: a visitor's photos stream to disk as they arrive and are cleaned as the agent's are,
// so a burst of the largest staging forms costs the server little memory and keeps no location.
const AGENT = "uploads-agent@example.com";
const MB = 1024 * 1024;
let lead: ServerWithMail;
let agentCookie: string;
let photos: Uint8Array<ArrayBuffer>[];

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
  // A phone's photo (upright on its side, with a GPS position) padded after its end marker to the 10 MB each
  // photo may weigh: every byte is read and written, while decoding stays a small picture's.
  const phone = Buffer.from(await phonePhoto());
  photos = [1, 2, 3, 4].map((index) => new Uint8Array(Buffer.concat([phone, Buffer.alloc(10 * MB - phone.byteLength - index * 1024, index)])));
});

afterAll(async () => {
  await lead?.stop();
});


/** The server process's resident memory now, and its peak since the last reset, in MB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Sets the process's peak resident memory back to what it uses now. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

function stagingForm(token: string, name: string, files: Array<{ bytes: Uint8Array<ArrayBuffer>; name: string }>): FormData {
  const form = new FormData();
  const fields = { _form: "staging", _token: token, website: "", name, email: "sala@example.com", phone: "", lang: "es", style: "modern", message: "Tres recámaras vacías.", consent: "on" };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files) form.append("photos", new File([file.bytes], file.name, { type: "image/jpeg" }));
  return form;
}

/** The agent's lead page of a visitor's request, found in the inbox by the name it was sent under. */
async function leadPath(name: string): Promise<string> {
  const inbox = await (await fetch(`${lead.url}/en/agent`, { headers: { Cookie: agentCookie } })).text();
  const link = inbox.match(/<a [^>]*>/g)?.find((tag) => tag.includes(name));
  const path = link && /href="(\/en\/agent\/leads\/[^"]+)"/.exec(link)?.[1];
  if (!path) throw new Error(`no lead named ${name} in the inbox`);
  return path;
}

describe("a visitor's photos", () => {
  it("16 staging forms of 40 MB at once grow the server's memory by under 150 MB, and every one is kept", { timeout: 180_000 }, async () => {
    const pid = lead.server.process.pid;
    if (pid === undefined) throw new Error("no server process");
    const names = Array.from({ length: 16 }, () => uniqueName("Burst"));
    const tokens = names.map(() => filledInToken(lead.dataDir));
    // The page drawn and one form first, so what the server loads once (the page's modules, the image library,
    // the parser) isn't counted against the burst: the tokens no longer come from the page, which used to draw it.
    expect((await fetch(`${lead.url}/es/decoracion-virtual`)).status).toBe(200);
    const warm = await postForm(lead.url, "/es/decoracion-virtual", stagingForm(tokens[0] ?? "", uniqueName("Warm"), [{ bytes: photos[0]!, name: "sala.jpg" }]), testAddress());
    expect(warm.status).toBe(303);
    const before = memory(pid);
    resetPeak(pid);

    const answers = await Promise.all(
      names.map((name, index) =>
        postForm(lead.url, "/es/decoracion-virtual", stagingForm(tokens[index] ?? "", name, photos.map((bytes, n) => ({ bytes, name: `cuarto-${n + 1}.jpg` }))), testAddress()),
      ),
    );
    const after = memory(pid);
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 303));
    expect(after.peak - before.rss, `resident ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB during`).toBeLessThan(150);

    // Each kept with its four photos, which reach the agent upright, as JPEGs, without the GPS position or the camera.
    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    for (const name of names) expect(csv.split("\r\n").find((row) => row.includes(name))).toMatch(/,"4",/);
    const photo = await fetch(`${lead.url}${await leadPath(names[0] ?? "")}/photos/1`, { headers: { Cookie: agentCookie } });
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await photo.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("WGS-84");
    expect(bytes.byteLength).toBeLessThan(MB);
  });

  it("refuses a 109-byte PNG that claims 30000×30000 pixels with a translated error, what was typed kept", async () => {
    const token = filledInToken(lead.dataDir);
    const name = uniqueName("Bomba");
    const response = await postForm(lead.url, "/es/decoracion-virtual", stagingForm(token, name, [{ bytes: claimedCanvasPng(30_000), name: "sala.png" }]), testAddress());
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(leadsEs.errors.photoPixels.replace("{megapixels}", "120"));
    expect(page).toContain(`value="${name}"`);
    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    expect(csv).not.toContain(name);
  });
});
