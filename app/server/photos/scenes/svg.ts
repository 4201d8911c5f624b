import type { Random } from "../../seed/random";

/** Scenes are drawn on a 1200 × 800 canvas (3:2) and rasterized at the requested width. */
export const W = 1200;
export const H = 800;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

export const poly = (points: ReadonlyArray<readonly [number, number]>, fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

/** Shades a #rrggbb colour: negative darkens, positive lightens. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Sky with a soft gradient, a sun and a few clouds; the time of day varies by seed. */
export function sky(random: Random, horizon: number): string {
  const palettes = [
    ["#5fa8e8", "#cfe8fb"],
    ["#4a90d9", "#bfe0f7"],
    ["#f2a65a", "#fde3b5"],
    ["#7fb8e6", "#e8f3fb"],
  ] as const;
  const [top, bottom] = random.pick(palettes);
  const id = `sky${random.int(0, 1e6)}`;
  const clouds = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.range(80, W - 160);
    const y = random.range(60, horizon * 0.45);
    const s = random.range(0.7, 1.4);
    return [ellipse(x, y, 70 * s, 22 * s, "#ffffff", 'opacity="0.85"'), ellipse(x + 40 * s, y - 14 * s, 46 * s, 24 * s, "#ffffff", 'opacity="0.85"')].join("");
  }).join("");
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, W, horizon + 2, `url(#${id})`),
    circle(random.range(120, W - 120), random.range(70, 150), random.range(34, 50), "#fff6d5", 'opacity="0.9"'),
    clouds,
  ].join("");
}

/** A Texas sabal or Mexican fan palm, the signature tree of the Valley. */
export function palm(x: number, ground: number, height: number, random: Random): string {
  const top = ground - height;
  const lean = random.range(-18, 18);
  const trunk = path(`M${x - 7},${ground} Q${x + lean / 2},${ground - height / 2} ${x + lean - 4},${top} L${x + lean + 4},${top} Q${x + lean / 2 + 8},${ground - height / 2} ${x + 7},${ground} Z`, "#8b6b4a");
  const fronds = Array.from({ length: 9 }, (_, i) => {
    const angle = (Math.PI * (i + 0.5)) / 9 + Math.PI;
    const len = height * random.range(0.28, 0.36);
    const ex = x + lean + Math.cos(angle) * len * 1.3;
    const ey = top - Math.sin(angle) * len * -0.35 + len * 0.25;
    return path(`M${x + lean},${top} Q${(x + lean + ex) / 2},${Math.min(top, ey) - len * 0.3} ${ex},${ey} Q${(x + lean + ex) / 2},${Math.min(top, ey) - len * 0.1} ${x + lean},${top + 6} Z`, i % 2 ? "#3f7d3a" : "#4f9445");
  }).join("");
  return trunk + fronds;
}

/** A round shade tree (live oak, ebony, citrus) for lawns and groves. */
export function tree(x: number, ground: number, size: number, random: Random, fruit = false): string {
  const green = random.pick(["#4f8a3c", "#5c9a45", "#3f7a35"]);
  const crown = [circle(x, ground - size * 1.2, size, green), circle(x - size * 0.55, ground - size, size * 0.7, shade(green, -0.1)), circle(x + size * 0.6, ground - size * 1.05, size * 0.75, shade(green, 0.08))].join("");
  const oranges = fruit
    ? Array.from({ length: 7 }, () => circle(x + random.range(-size, size) * 0.8, ground - size * 1.1 + random.range(-size, size) * 0.6, size * 0.09, "#f39c1f")).join("")
    : "";
  return rect(x - size * 0.1, ground - size * 0.6, size * 0.2, size * 0.6, "#7a5a3c") + crown + oranges;
}

export function svgDocument(width: number, body: string): string {
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
