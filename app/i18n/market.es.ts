import type { MarketText } from "./market.en";

/** Textos de la página del mercado en español. */
export const marketEs: MarketText = {
  summary: {
    heading: "Casas en venta en todo el Valle",
    asOf: "Calculado con las propiedades en el mercado de este sitio al {date}; se recalcula cada vez que cambian las propiedades.",
  },
  figures: {
    forSale: "Casas en venta",
    forSaleNote:
      "Casas, condominios, townhomes, dúplex a cuádruplex y casas prefabricadas en el mercado: activas, bajo contrato, pendientes o próximamente. La misma cuenta que la página {page}.",
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
    lead: "Todas las propiedades en el mercado, por tipo; las barras de residencial, residencial de inversión y casas prefabricadas suman las casas en venta de arriba. En casas y locales en renta, el precio es la renta mensual, así que no se muestra el precio por pie cuadrado.",
    chart: "Propiedades en el mercado por tipo",
    table: "Propiedades en el mercado por tipo",
    type: "Tipo de propiedad",
    onMarket: "En el mercado",
  },
  method: "Propiedades en el mercado, como las muestra la búsqueda: activas, bajo contrato, pendientes y próximamente; se excluyen las vendidas y las retiradas. La mediana es el valor de en medio, así que unas cuantas propiedades muy caras no la inflan. Los días en el mercado se cuentan desde la fecha en que cada propiedad salió a la venta.",
  none: "Ninguna",
  days: { one: "{count} día", other: "{count} días" },
  perSqft: "{price}/pie²",
  rentFromTo: "De {min} a {max}",
};
