import type { MarketText } from "./market.en";

/** Textos de la página del mercado en español. */
export const marketEs: MarketText = {
  summary: {
    heading: "Casas en venta en todo el Valle",
    asOf: "Calculado con las propiedades activas de este sitio al {date}; se recalcula cada vez que cambian las propiedades.",
  },
  figures: {
    active: "Casas en venta activas",
    newListings: "Nuevas en los últimos 30 días",
    medianPrice: "Precio de lista mediano",
    pricePerSqft: "Precio mediano por pie cuadrado",
    daysOnMarket: "Mediana de días en el mercado",
  },
  byCity: {
    heading: "Por ciudad",
    lead: "Casas en venta (casas, condominios, townhomes, dúplex y casas prefabricadas) en cada una de las ocho ciudades.",
    priceChart: "Precio de lista mediano de las casas en venta, por ciudad",
    sqftChart: "Precio de lista mediano por pie cuadrado, por ciudad",
    table: "Casas en venta por ciudad",
    city: "Ciudad",
    rent: "Rango de renta mensual",
  },
  byType: {
    heading: "Por tipo de propiedad",
    lead: "Todas las propiedades activas, por tipo. En casas y locales en renta, el precio es la renta mensual, así que no se muestra el precio por pie cuadrado.",
    chart: "Propiedades activas por tipo",
    table: "Propiedades activas por tipo",
    type: "Tipo de propiedad",
    active: "Propiedades activas",
  },
  method: "Solo propiedades activas: se excluyen las que están bajo contrato, pendientes o vendidas. La mediana es el valor de en medio, así que unas cuantas propiedades muy caras no la inflan. Los días en el mercado se cuentan desde la fecha en que cada propiedad salió a la venta.",
  none: "Ninguna",
  days: { one: "{count} día", other: "{count} días" },
  perSqft: "{price}/pie²",
  rentFromTo: "De {min} a {max}",
};
