import type { RecentlyViewedText } from "./recently-viewed.en";

/** Propiedades vistas recientemente, en español. */
export const recentlyViewedEs: RecentlyViewedText = {
  title: "Vistos recientemente",
  clear: "Borrar",
  clearLabel: "Borrar vistos recientemente",
  cleared: "Vistos recientemente borrados",
  account: "Las propiedades que abriste en este dispositivo, guardadas solo en este navegador.",
};
