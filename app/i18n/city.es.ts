import type { CityText } from "./city.en";

/** Textos de las guías de ciudad en español: el bloque de niveles de precio. */
export const cityEs: CityText = {
  prices: {
    heading: "Niveles de precio en {city} hoy",
    lead: "Calculados con las propiedades en el mercado de este sitio al {date}. El precio de lista es lo que pide el vendedor, no lo que termina pagando el comprador.",
    medianPrice: "Precio de lista mediano, casas en venta",
    pricePerSqft: "Precio de lista mediano por pie cuadrado",
    forSale: "Casas en venta",
    forSaleNote: "Activas, bajo contrato, pendientes o próximamente, como en la lista de abajo.",
    newListings: "Nuevas en los últimos 30 días",
    daysOnMarket: "Mediana de días en el mercado",
    rentRange: "Renta mensual",
    rentFromTo: "De {min} a {max}",
    rentCount: { zero: "No hay casas en renta por ahora", one: "{count} casa en renta", other: "{count} casas en renta" },
    none: "No hay suficientes propiedades",
    days: { one: "{count} día", other: "{count} días" },
    perSqft: "{price}/pie²",
    compare: "Compara todas las ciudades en la página del mercado",
  },
};
