import { describe, expect, it } from "vitest";
import type { MlsSyncStateRow } from "~/db/schema";
import { disclaimerText, syncStatusView } from "./status.server";

const now = new Date("2026-11-25T18:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const state = (fields: Partial<MlsSyncStateRow>): MlsSyncStateRow => ({
  resource: "Property",
  highWaterAt: null,
  highWaterKey: null,
  fullImportDone: true,
  lastRunStartedAt: minutesAgo(12),
  lastRunFinishedAt: minutesAgo(10),
  lastSuccessAt: minutesAgo(10),
  lastCounts: { new: 3, updated: 41, removed: 2, failed: 1, photos: 60 },
  lastError: null,
  lastReconciledAt: null,
  feedSize: 10_250,
  ...fields,
});

describe("the agent's MLS sync panel", () => {
  it("says how many remarks the last pass machine-translated, how many failed and wait, and what a failure means", () => {
    const translation = { translated: 1_200, failed: 3, pending: 40, characters: 900_000 };
    const en = syncStatusView(state({ lastCounts: { new: 3, updated: 41, removed: 2, failed: 1, photos: 60, translation } }), "en", 15, now);
    expect(en.lines.slice(2, 4)).toEqual([
      "Descriptions machine-translated into Spanish: 1,200 translated, 3 failed, 40 waiting for a later pass",
      "Descriptions that could not be translated show in English on the Spanish pages, marked as English, and are tried again later.",
    ]);
    const es = syncStatusView(state({ lastCounts: { new: 3, updated: 41, removed: 2, failed: 1, photos: 60, translation: { ...translation, failed: 0 } } }), "es", 15, now);
    expect(es.lines[2]).toBe("Descripciones traducidas al español por traducción automática: 1,200 traducidas, 0 fallidas, 40 en espera para otra pasada");
    expect(es.lines).toHaveLength(4);
  });

  it("says when, how many and the feed's size, in both languages", () => {
    const en = syncStatusView(state({}), "en", 15, now);
    expect(en.lines).toEqual([
      "Last successful sync: Nov 25, 2026, 11:50 AM",
      "3 new, 41 updated, 2 removed, 1 skipped, 60 photos",
      "Listings in the feed: 10,250",
    ]);
    expect(en.stale).toBeNull();
    expect(en.error).toBeNull();
    const es = syncStatusView(state({}), "es", 15, now);
    expect(es.title).toBe("Sincronización con el MLS");
    expect(es.lines[1]).toBe("3 nuevas, 41 actualizadas, 2 retiradas, 1 sin importar, 60 fotos");
  });

  it("shows the last pass's records against the server's count, and what it dropped and skipped, in both languages", () => {
    const counts = { new: 120, updated: 0, removed: 0, failed: 3, photos: 200, read: 1_250, total: 1_250, dropped: { ClosePrice: 2, OnMarketDate: 5 }, skipped: { City: 1, refusedByDatabase: 2 } };
    const en = syncStatusView(state({ lastCounts: counts }), "en", 15, now);
    expect(en.lines.slice(1, 5)).toEqual([
      "120 new, 0 updated, 0 removed, 3 skipped, 200 photos",
      "Last pass: 1,250 of 1,250 records read",
      "Values left out because they made no sense (typos in the MLS): OnMarketDate (5), ClosePrice (2)",
      "Records not imported: refused by the database (2), City (1)",
    ]);
    const es = syncStatusView(state({ lastCounts: { ...counts, read: 50 } }), "es", 15, now);
    expect(es.lines.slice(2, 5)).toEqual([
      "Última pasada: 50 de 1,250 registros leídos. El servidor contó más de los que la pasada pudo leer; la próxima lo intenta de nuevo.",
      "Valores omitidos por no tener sentido (errores de captura en el MLS): OnMarketDate (5), ClosePrice (2)",
      "Registros no importados: rechazado por la base de datos (2), City (1)",
    ]);
  });

  it("explains a failed run and a feed that has not synced for over an hour", () => {
    const view = syncStatusView(state({ lastSuccessAt: minutesAgo(95), lastRunFinishedAt: minutesAgo(5), lastError: "ResoHttpError 503" }), "en", 15, now);
    expect(view.lines).toContain("Last run: Nov 25, 2026, 11:55 AM");
    expect(view.error).toBe("The last run failed: ResoHttpError 503. The listings of the last good sync stay on the site.");
    expect(view.stale).toContain("every 15 minutes");
    expect(syncStatusView(state({ lastSuccessAt: minutesAgo(59) }), "en", 15, now).stale).toBeNull();
  });

  it("says the feed has not synced yet before the first pass", () => {
    const view = syncStatusView(null, "es", 15, now);
    expect(view.lines).toEqual(["El MLS aún no se ha sincronizado. La primera pasada importa todas las propiedades del feed."]);
    expect(view.stale).toBeNull();
  });

  it("writes the IDX disclaimer with the sync's time in the Valley, or without one before the first sync", () => {
    expect(disclaimerText("en", new Date("2026-07-04T20:30:00Z"))).toBe("Listing information from the MLS, deemed reliable but not guaranteed, updated July 4, 2026 at 3:30 PM.");
    expect(disclaimerText("es", null)).toBe("Información de las propiedades del MLS, considerada confiable pero no garantizada.");
  });
});
