import type { ArticleText } from "./article.en";

/** Textos de los artículos en español: autora o autor, compartir y propiedades relacionadas. */
export const articleEs: ArticleText = {
  author: {
    heading: "Sobre quien escribe",
    bio: "{agentName} tiene licencia de agente inmobiliario en Texas con {brokerage} y lleva más de {years} años ayudando a compradores, vendedores, inquilinos y empresas en todo el Valle del Río Grande, en español y en inglés.",
    broker: "Corredor responsable: {brokerName}, {brokerage}",
    license: "Licencia de Texas n.º {license}",
    contact: "Hazle una pregunta a {agentName}",
  },
  share: {
    heading: "Comparte este artículo",
    text: "Vale la pena leerlo: {title}",
  },
  tags: {
    buying: "Comprar",
    casitas: "Casitas",
    commercial: "Comercial",
    financing: "Financiamiento",
    "first-time-buyers": "Primeros compradores",
    industrial: "Industrial",
    luxury: "Lujo",
    market: "Mercado",
    mcallen: "McAllen",
    mission: "Mission",
    nearshoring: "Nearshoring",
    neighborhoods: "Colonias y barrios",
    pharr: "Pharr",
    selling: "Vender",
  },
  listings: {
    heading: "Propiedades relacionadas con este artículo",
    seeAll: "Ver todas las propiedades que coinciden",
  },
  indexPage: {
    title: "{title}, página {page}",
    description: "Página {page} de {pages}: {description}",
  },
};
