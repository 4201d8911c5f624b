import type { PropertyPageText } from "./property-page.en";

/** Lo que solo muestra la página de cada propiedad, en español. */
export const propertyPageEs: PropertyPageText = {
  mls: "MLS # {id}",
  facts: {
    title: "Datos y características",
    type: "Tipo de propiedad",
    status: "Estado",
    price: "Precio",
    rent: "Renta",
    beds: "Recámaras",
    baths: "Baños",
    bathsDetail: "{total} ({full} completos, {half} medios)",
    livingArea: "Área habitable",
    buildingArea: "Área construida",
    lotSize: "Tamaño del terreno",
    yearBuilt: "Año de construcción",
    subdivision: "Fraccionamiento",
    county: "Condado",
    mls: "Número de MLS",
    daysOnMarket: "Días en el mercado",
    casita: "Casita (casa de huéspedes)",
    newConstruction: "Nueva construcción",
    clearHeight: "Altura libre",
    dockDoors: "Andenes de carga",
    refrigerated: "Espacio refrigerado",
    feet: "{value} pies",
    yes: "Sí",
    no: "No",
  },
  location: {
    title: "Ubicación",
    map: "Mapa de las ocho ciudades del Valle del Río Grande con esta propiedad cerca de {city}",
    guide: "Lee la guía de {city}",
    subdivision: "En el fraccionamiento {subdivision}",
  },
  payment: {
    title: "Pago mensual estimado",
    assumptions: "Con {down}% de enganche y un préstamo a {term} años al {rate}%, con impuesto predial y seguro incluidos. Es un estimado, no una oferta de préstamo.",
    adjust: "Ajústalo en la calculadora de hipoteca",
  },
  similar: "Propiedades similares",
  gone: {
    title: "Esta propiedad ya no está en el mercado",
    body: "{address}, en {city}, ya salió del mercado. Estas propiedades similares están disponibles ahora.",
    search: "Buscar todas las propiedades",
  },
};
