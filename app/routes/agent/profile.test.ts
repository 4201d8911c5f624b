import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { agentProfile, agentProfileHistory } from "~/db/schema";
import { loadAgentProfile } from "~/features/agent-profile/profile.server";
import { demoSite } from "~/lib/site";
import { getDb } from "~/server/db.server";
import { readProfile, siteState } from "~/server/site-identity.server";
import { agentInContext } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { claimedCanvasPng, phonePhoto } from "../../../tests/support/photos";
import { loader as photoLoader } from "../api/agent-photo";
import type { Route } from "./+types/profile";
import { action, loader } from "./profile";

appDatabaseForFile("agent-profile-editor");

const filled = {
  agentName: "Marisa Villarreal Garza",
  titleEn: "REALTOR®",
  titleEs: "Agente de bienes raíces",
  bioEn: "I help families in the Valley find home.",
  bioEs: "Ayudo a familias del Valle a encontrar casa.",
  phone: "(956) 555-0199",
  whatsapp: "+52 899 123 4567",
  email: "marisa@example.com",
  officeStreet: "100 S Main St",
  officeCity: "McAllen",
  officeZip: "78501",
  brokerage: "Valle Grande Realty",
  brokerName: "Roberto Salinas",
  agentLicense: "0700142",
  brokerLicense: "9012345",
  yearsExperience: "15",
  facebook: "https://facebook.com/marisa",
  instagram: "",
  linkedin: "",
  mailLang: "es",
};

async function post(fields: Record<string, string>, lists: Record<string, string[]> = { languages: ["en", "es"], areas: ["mcallen", "edinburg"] }, photo?: Uint8Array<ArrayBuffer>) {
  const { context } = await agentInContext();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, values] of Object.entries(lists)) for (const value of values) form.append(key, value);
  if (photo) form.append("photo", new Blob([photo], { type: "image/jpeg" }), "me.jpg");
  const url = new URL("http://localhost/es/agente/perfil");
  return action({ request: new Request(url, { method: "POST", body: form }), url, params: {}, context } as unknown as Route.ActionArgs);
}

describe("the agent's profile", () => {
  it("starts from the environment's identity, and a save shows on the About page, its JSON-LD and every page's identity at once", async () => {
    const url = new URL("http://localhost/en/agent/profile");
    const first = await loader({ request: new Request(url), url, params: {}, context: {} } as unknown as Route.LoaderArgs);
    expect(first.values).toMatchObject({ agentName: demoSite.agentName, phone: "(956) 555-0142", languages: ["en", "es"], yearsExperience: "12", mailLang: "en" });
    expect(first.photo).toBeNull();

    const saved = (await post(filled, undefined, await phonePhoto())) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Set-Cookie")).toContain("flash=profile-saved");
    const { site, photo, version, mailLang } = await siteState();
    expect(version).toBe(1);
    // Her mail's language is hers, not part of what visitors see of her.
    expect(mailLang).toBe("es");
    expect(site).not.toHaveProperty("mailLang");
    expect(site).toMatchObject({ agentName: "Marisa Villarreal Garza", phone: "+19565550199", whatsapp: "+528991234567", yearsExperience: 15, areas: ["mcallen", "edinburg"] });
    expect(photo).toMatchObject({ kind: "stored" });

    const about = await loadAgentProfile(getDb(), "es", "about");
    expect(about.profile).toMatchObject({ name: "Marisa Villarreal Garza", role: "Agente de bienes raíces", bio: "Ayudo a familias del Valle a encontrar casa." });
    expect(about.profile.photo).toMatchObject({ kind: "sizes" });
    expect(about.jsonLd).toMatchObject({ telephone: "+19565550199", sameAs: ["https://facebook.com/marisa"], image: expect.stringMatching(/\/images\/agent\/[0-9a-f]{16}\/w480\.jpg$/) });
    expect(about.jsonLd.areaServed.map((city) => city.name)).toEqual(["McAllen, TX", "Edinburg, TX"]);

    // The headshot: cropped square, upright, with no EXIF or GPS left.
    const photoVersion = photo?.kind === "stored" ? photo.version : "";
    const served = await photoLoader({ params: { version: photoVersion, variant: "w160.jpg" } } as never);
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([160, 160, undefined]);

    const [history] = await getDb().select().from(agentProfileHistory);
    expect(Object.keys(history?.changes ?? {})).toEqual(expect.arrayContaining(["agentName", "phone", "yearsExperience", "areas", "photo", "mailLang"]));
    expect(history?.changes.mailLang).toEqual({ before: "en", after: "es" });
    expect(history?.changes.phone).toEqual({ before: demoSite.phone, after: "+19565550199" });
  });

  it("refuses bad fields in the page's language with everything typed kept, a photo that is no image, and a bomb", async () => {
    const refused = (await post({ ...filled, phone: "call me", officeZip: "785", facebook: "javascript:alert(1)", yearsExperience: "-3", email: "nope" }, { languages: [], areas: ["atlantis"] })) as { data: { errors: Record<string, string>; values: Record<string, unknown> }; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors).toEqual({ phone: "phone", officeZip: "zip", facebook: "url", yearsExperience: "number", email: "email", languages: "languages", areas: "required" });
    const badLang = (await post({ ...filled, mailLang: "fr" })) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(badLang).toMatchObject({ init: { status: 422 }, data: { errors: { mailLang: "required" } } });
    expect(refused.data.values).toMatchObject({ phone: "call me", bioEs: filled.bioEs, areas: ["atlantis"] });
    const notImage = (await post(filled, undefined, new Uint8Array(new TextEncoder().encode("<svg onload=alert(1)>")))) as { data: { errors: Record<string, string> } };
    expect(notImage.data.errors).toEqual({ photo: "notImage" });
    const bomb = (await post(filled, undefined, claimedCanvasPng(30_000))) as { data: { errors: Record<string, string> } };
    expect(bomb.data.errors.photo).toBe("tooManyPixels");
    expect((await siteState()).version).toBe(1);
  });

  it("reads a stored row field by field: a value this version can't read falls back to the environment's", async () => {
    const profile = readProfile({ agentName: "Ana", phone: 42, languages: ["fr"], areas: ["pharr"] }, demoSite);
    expect(profile).toMatchObject({ agentName: "Ana", phone: demoSite.phone, languages: ["en", "es"], areas: ["pharr"] });
    // Read again only when the version moves: another instance's save.
    await getDb().update(agentProfile).set({ data: { agentName: "Ana", phone: 42 } });
    expect((await siteState()).site.agentName).toBe("Marisa Villarreal Garza");
    await getDb().update(agentProfile).set({ version: 5 });
    expect((await siteState()).site).toMatchObject({ agentName: "Ana", phone: demoSite.phone, yearsExperience: demoSite.yearsExperience });
  });
});
