import type { StagingText } from "./staging.en";

/** Textos de la página de decoración virtual en español: las comparaciones de antes y después. */
export const stagingEs: StagingText = {
  compare: {
    heading: "Antes y después",
    lead: "Mueve cada control para comparar el cuarto vacío con el mismo cuarto amueblado virtualmente. Con el control seleccionado, las flechas del teclado lo mueven, e Inicio y Fin lo llevan a cada extremo.",
    before: "Antes",
    after: "Después",
    slider: "Comparar antes y después: {room}",
    valueText: "{before}% cuarto vacío, {after}% cuarto decorado",
    beforeAlt: "{room}, vacía, antes de la decoración virtual",
    afterAlt: "{room}, decorada virtualmente con muebles y accesorios",
  },
  rooms: {
    living: "Sala",
    bedroom: "Recámara principal",
    family: "Sala familiar",
  },
  captions: {
    living: "Una sala desocupada, decorada con sofá, tapete, mesa de centro, lámpara de pie y un cuadro.",
    bedroom: "Una recámara vacía, decorada con cama, ropa de cama, burós y lámparas.",
    family: "Una segunda sala decorada como sala familiar, para que el comprador imagine cómo usarla.",
  },
};
