import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoSite } from "~/lib/site";
import { loadEnv, openFreeMapStyleUrl } from "./env.server";

describe("MAP_STYLE_URL", () => {
  it("is OpenFreeMap's style when absent or empty, its one origin the browsers fetch the tiles from", () => {
    for (const env of [{}, { MAP_STYLE_URL: "  " }]) {
      expect(loadEnv(env).mapStyleUrl).toBe(openFreeMapStyleUrl);
      expect(loadEnv(env).mapOrigin).toBe("https://tiles.openfreemap.org");
    }
  });

  it("takes an http(s) URL or `off`, and refuses anything else at boot", () => {
    const named = loadEnv({ MAP_STYLE_URL: "https://tiles.example.com/styles/liberty/style.json" });
    expect(named.mapStyleUrl).toBe("https://tiles.example.com/styles/liberty/style.json");
    expect(named.mapOrigin).toBe("https://tiles.example.com");
    expect(loadEnv({ MAP_STYLE_URL: "off" })).toMatchObject({ mapStyleUrl: undefined, mapOrigin: undefined });
    expect(() => loadEnv({ MAP_STYLE_URL: "tiles.example.com/style.json" })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadEnv({ MAP_STYLE_URL: "javascript:alert(1)" })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadEnv({ MAP_STYLE_URL: "Off" })).toThrow(/MAP_STYLE_URL/);
  });

  it("wins over MAP_PMTILES when it names a style; otherwise the archive wins over OpenFreeMap's, `off` or not", () => {
    const archive = "https://archive.example.com/valley.pmtiles";
    expect(loadEnv({ MAP_STYLE_URL: "https://tiles.example.com/style.json", MAP_PMTILES: archive })).toMatchObject({ mapStyleUrl: "https://tiles.example.com/style.json", mapOrigin: "https://tiles.example.com" });
    for (const setting of [{}, { MAP_STYLE_URL: "off" }]) {
      expect(loadEnv({ ...setting, MAP_PMTILES: archive })).toMatchObject({ mapStyleUrl: undefined, mapOrigin: "https://archive.example.com" });
    }
  });
});

describe("MAP_PMTILES", () => {
  it("is a file in DATA_DIR (or an absolute path) the site serves, checked at boot", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-env-"));
    writeFileSync(path.join(dataDir, "valley.pmtiles"), "PMTiles");
    expect(loadEnv({}).mapPmtiles).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dataDir, MAP_PMTILES: "valley.pmtiles" }).mapPmtiles).toEqual({ kind: "file", path: path.join(dataDir, "valley.pmtiles") });
    expect(loadEnv({ MAP_PMTILES: path.join(dataDir, "valley.pmtiles") }).mapPmtiles).toEqual({ kind: "file", path: path.join(dataDir, "valley.pmtiles") });
    expect(() => loadEnv({ DATA_DIR: dataDir, MAP_PMTILES: "missing.pmtiles" })).toThrow(/MAP_PMTILES: no such file/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is an http(s) URL the browser reads, and nothing else with a scheme", () => {
    expect(loadEnv({ MAP_PMTILES: "https://tiles.example.com/valley.pmtiles" }).mapPmtiles).toEqual({ kind: "url", url: "https://tiles.example.com/valley.pmtiles" });
    expect(() => loadEnv({ MAP_PMTILES: "ftp://tiles.example.com/valley.pmtiles" })).toThrow(/MAP_PMTILES/);
  });
});

describe("GEOCODER_URL", () => {
  it("is the Census Bureau's geocoder unless set, and `off` turns it off", () => {
    expect(loadEnv({}).geocoderUrl).toBe("https://geocoding.geo.census.gov/geocoder/locations/address");
    expect(loadEnv({ GEOCODER_URL: "off" }).geocoderUrl).toBeUndefined();
    expect(loadEnv({ GEOCODER_URL: "http://127.0.0.1:9/geocoder/locations/address" }).geocoderUrl).toBe("http://127.0.0.1:9/geocoder/locations/address");
    expect(() => loadEnv({ GEOCODER_URL: "nope" })).toThrow(/GEOCODER_URL/);
  });
});

describe("OUTGOING_ALLOW_HOSTS and PUSH_ALLOW_HOSTS", () => {
  it("are empty unless set, and read names, *.domains and addresses as URL spells them", () => {
    expect(loadEnv({})).toMatchObject({ OUTGOING_ALLOW_HOSTS: [], PUSH_ALLOW_HOSTS: [] });
    expect(loadEnv({ OUTGOING_ALLOW_HOSTS: "mls.intranet.example, *.cdn.example, 10.0.0.5, ::1", PUSH_ALLOW_HOSTS: "push.example.org" })).toMatchObject({
      OUTGOING_ALLOW_HOSTS: ["mls.intranet.example", "*.cdn.example", "10.0.0.5", "[::1]"],
      PUSH_ALLOW_HOSTS: ["push.example.org"],
    });
  });

  it("refuse at boot an entry that is no host, naming it", () => {
    expect(() => loadEnv({ OUTGOING_ALLOW_HOSTS: "mls.example.com, http://10.0.0.5:8080/odata" })).toThrow(/OUTGOING_ALLOW_HOSTS: .*not http:\/\/10\.0\.0\.5:8080\/odata/);
    expect(() => loadEnv({ PUSH_ALLOW_HOSTS: "*.127.0.0.1" })).toThrow(/PUSH_ALLOW_HOSTS/);
  });
});

describe("DATABASE_POOL_MAX and RENDER_QUEUE_MAX", () => {
  it("default to a pool of 10 (and 10 pages rendered at once) and 200 waiting", () => {
    expect(loadEnv({})).toMatchObject({ DATABASE_POOL_MAX: 10, RENDER_QUEUE_MAX: 200 });
    expect(loadEnv({ DATABASE_POOL_MAX: "25", RENDER_QUEUE_MAX: "0" })).toMatchObject({ DATABASE_POOL_MAX: 25, RENDER_QUEUE_MAX: 0 });
  });

  it("refuse at boot a pool without connections or a count that isn't a whole number", () => {
    expect(() => loadEnv({ DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ DATABASE_POOL_MAX: "ten" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ RENDER_QUEUE_MAX: "-1" })).toThrow(/RENDER_QUEUE_MAX/);
    expect(() => loadEnv({ RENDER_QUEUE_MAX: "2.5" })).toThrow(/RENDER_QUEUE_MAX/);
  });
});

describe("HOST, STOP_DELAY_SECONDS, DIGEST_TIME and E2E_JOB_SECONDS", () => {
  it("default to every interface, stopping at once, a 7:00 digest and the jobs' own pace", () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({ STOP_DELAY_SECONDS: 0, DIGEST_TIME: "07:00" });
    expect([defaults.HOST, defaults.E2E_JOB_SECONDS]).toEqual([undefined, undefined]);
    expect(loadEnv({ HOST: "127.0.0.1", STOP_DELAY_SECONDS: "3", DIGEST_TIME: "06:30", E2E_JOB_SECONDS: "1" })).toMatchObject({ HOST: "127.0.0.1", STOP_DELAY_SECONDS: 3, DIGEST_TIME: "06:30", E2E_JOB_SECONDS: 1 });
    expect(loadEnv({ HOST: "::1" }).HOST).toBe("::1");
  });

  it("refuse at boot a host that is no address, a delay past the stop's budget, and a time that is no HH:MM", () => {
    expect(() => loadEnv({ HOST: "localhost" })).toThrow(/HOST/);
    expect(() => loadEnv({ STOP_DELAY_SECONDS: "6" })).toThrow(/STOP_DELAY_SECONDS/);
    expect(() => loadEnv({ DIGEST_TIME: "7:00" })).toThrow(/DIGEST_TIME/);
    expect(() => loadEnv({ DIGEST_TIME: "24:00" })).toThrow(/DIGEST_TIME/);
  });
});

describe("the site's WhatsApp number", () => {
  it("is SITE_WHATSAPP where set", () => {
    expect(loadEnv({ SITE_WHATSAPP: "+19565550199" }).site.whatsapp).toBe("+19565550199");
    expect(loadEnv({ SITE_AGENT_NAME: "Ana Garza", SITE_PHONE: "+19565550100", SITE_WHATSAPP: "+528991234567" }).site.whatsapp).toBe("+528991234567");
  });

  it("is the demo's on the demo identity, where no identity setting is set", () => {
    expect(loadEnv({}).site.whatsapp).toBe("+19565550142");
    expect(loadEnv({ SITE_PHONE: " ", SITE_WHATSAPP: "" }).site.whatsapp).toBe("+19565550142");
  });

  it("is none on an agent's own identity without SITE_WHATSAPP, even with SITE_PHONE", () => {
    expect(loadEnv({ SITE_PHONE: "+19565550100" }).site).toMatchObject({ phone: "+19565550100", whatsapp: null });
    expect(loadEnv({ SITE_AGENT_NAME: "Ana Garza" }).site).toMatchObject({ phone: demoSite.phone, whatsapp: null });
  });

  it("refuses at boot a number that isn't E.164", () => {
    expect(() => loadEnv({ SITE_WHATSAPP: "956 555 0142" })).toThrow(/SITE_WHATSAPP/);
  });
});

describe("the remarks' translation provider (ADR 0125)", () => {
  it("is none unless set, translates 500 remarks a pass by default, and takes one provider, not both", () => {
    const unset = loadEnv({});
    expect([unset.TRANSLATE_URL, unset.DEEPL_API_KEY, unset.TRANSLATE_PER_PASS]).toEqual([undefined, undefined, 500]);
    expect(loadEnv({ TRANSLATE_URL: "https://translate.example.com", TRANSLATE_PER_PASS: "2000" })).toMatchObject({ TRANSLATE_URL: "https://translate.example.com", TRANSLATE_PER_PASS: 2000 });
    expect(() => loadEnv({ TRANSLATE_URL: "https://translate.example.com", DEEPL_API_KEY: "k:fx" })).toThrow(/not both/);
    expect(() => loadEnv({ TRANSLATE_URL: "translate.example.com" })).toThrow(/TRANSLATE_URL/);
    expect(() => loadEnv({ TRANSLATE_PER_PASS: "0" })).toThrow(/TRANSLATE_PER_PASS/);
  });
});
