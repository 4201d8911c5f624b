/**
 * The colours of app/app.css's themes, written out: WebGL can't read CSS
 * variables. Texas is the page's background and Mexico a shade off it, so
 * the border reads without a legend; roads take the accent's warm tone.
 */
export const palettes = {
  light: {
    mexico: "#e8e4da",
    texas: "#fcfaf6",
    water: "#add5e9",
    river: "#5498be",
    county: "#cdc8be",
    road: "#f0ca96",
    minorRoad: "#ffffff",
    casing: "#c59361",
    city: "#141b24",
    cityRing: "#fcfaf6",
  },
  dark: {
    mexico: "#070b10",
    texas: "#141c25",
    water: "#112937",
    river: "#3d82a8",
    county: "#2e363f",
    road: "#90693b",
    minorRoad: "#4a535d",
    casing: "#0a1016",
    city: "#f0eeeb",
    cityRing: "#141c25",
  },
};
