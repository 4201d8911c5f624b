import { describe, expect, it } from "vitest";
import { floodRisks } from "~/lib/flood-zones";
import { floodZoneTexts } from "~/i18n/flood-zone";
import { floodLine, floodStatusLines, type StoredFloodZone } from "./flood-line";

const checkedAt = new Date("2026-11-20T18:00:00Z");
const day = () => "Nov 20, 2026";
const point = { lat: 26.2134, lng: -98.2562 };
const stored = (zone: string | null, subtype: string | null = null, sfha = false): StoredFloodZone => ({ zone, subtype, sfha, checkedAt });

describe("the property page's flood zone line", () => {
  it("says zone AE in plain words in both languages, when FEMA said it, and links FEMA's map at the point", () => {
    expect(floodLine(stored("AE", null, true), "en", day, point)).toEqual({
      text: "FEMA flood zone AE: high risk; lenders require flood insurance",
      checked: "Checked with FEMA on Nov 20, 2026.",
      mapUrl: expect.stringContaining("AddressQuery=26.21340%2C+-98.25620"),
      map: "See FEMA’s flood map",
    });
    expect(floodLine(stored("AE", null, true), "es", () => "20 nov 2026", point)).toMatchObject({
      text: "Zona de inundación AE de FEMA: riesgo alto; los bancos exigen seguro contra inundaciones",
      checked: "Consultado con FEMA el 20 nov 2026.",
      map: "Ver el mapa de inundaciones de FEMA",
    });
  });

  it.each([
    ["X", "AREA OF MINIMAL FLOOD HAZARD", "FEMA flood zone X: minimal risk; flood insurance is optional", "Zona de inundación X de FEMA: riesgo mínimo; el seguro contra inundaciones es opcional"],
    ["X", "0.2 PCT ANNUAL CHANCE FLOOD HAZARD", "FEMA flood zone X (shaded): moderate risk", "Zona de inundación X (sombreada) de FEMA: riesgo moderado"],
    ["VE", null, "FEMA flood zone VE: high coastal risk", "Zona de inundación VE de FEMA: riesgo alto en la costa"],
    ["AO", null, "FEMA flood zone AO: high risk", "Zona de inundación AO de FEMA: riesgo alto"],
    ["D", null, "FEMA flood zone D: possible risk", "Zona de inundación D de FEMA: puede haber riesgo"],
    [null, null, "FEMA hasn’t mapped the flood risk at this spot", "FEMA no tiene mapa de riesgo de inundación para este lugar"],
  ])("words zone %s (%s)", (zone, subtype, en, es) => {
    expect(floodLine(stored(zone, subtype), "en", day, point)?.text).toContain(en);
    expect(floodLine(stored(zone, subtype), "es", day, point)?.text).toContain(es);
  });

  it("has a sentence for every risk in both languages, each naming the zone but the unmapped one", () => {
    for (const lang of ["en", "es"] as const) {
      for (const risk of floodRisks) expect(floodZoneTexts[lang].risks[risk].includes("{zone}")).toBe(risk !== "unmapped");
    }
  });

  it("says nothing before FEMA answered, nor for a zone the table doesn't know", () => {
    expect(floodLine(undefined, "en", day, point)).toBeNull();
    expect(floodLine({ ...stored("AE", null, true), checkedAt: null }, "en", day, point)).toBeNull();
    expect(floodLine(stored("OPEN WATER"), "en", day, point)).toBeNull();
  });

  it("has no map link without a point to open it at", () => {
    expect(floodLine(stored("X"), "en", day, null)?.mapUrl).toBeNull();
  });
});

describe("the agent's flood zone panel", () => {
  it("says how many listings have their zone, and how many FEMA didn't answer for, in both languages", () => {
    expect(floodStatusLines({ total: 1500, known: 1, failing: 0 }, "en")).toEqual({ title: "FEMA flood zones", known: "1 of 1,500 listings with a map pin has its flood zone.", failing: null });
    expect(floodStatusLines({ total: 1500, known: 1420, failing: 3 }, "es")).toEqual({
      title: "Zonas de inundación de FEMA",
      known: "1,420 de 1,500 propiedades con ubicación en el mapa ya tienen su zona de inundación.",
      failing: "FEMA no respondió sobre 3 propiedades; el sitio volverá a preguntar más tarde, sin que hagas nada.",
    });
  });
});
