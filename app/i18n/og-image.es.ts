import type { OgImageAltText } from "./og-image.en";

/** Lo que muestra la imagen Open Graph de cada página (og:image:alt), en español. */
export const ogImageAltEs: OgImageAltText = {
  "og-home": "Dibujo de una casa moderna de dos pisos con techo plano, cochera y jardín al frente al atardecer",
  "og-residential": "Dibujo de una casa de una planta estilo rancho con cochera y jardín al frente",
  "og-luxury": "Dibujo de una casa de estilo mediterráneo con techo de teja roja y ventanas en arco al atardecer",
  "og-commercial": "Dibujo de un almacén con una hilera de puertas de andén y un camión en el patio",
  "og-city": "Dibujo de tres casas adosadas de dos pisos, una junto a otra, cada una con su cochera",
  "og-community": "Dibujo de una casa de estilo mediterráneo con techo de teja, entrada en arco y cochera",
  "og-resources": "Dibujo de una cocina con gabinetes blancos, lámparas colgantes y una isla con bancos altos",
  "og-market": "Dibujo de una plaza comercial de una planta con toldo, vitrinas y estacionamiento",
};
