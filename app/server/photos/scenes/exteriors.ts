import type { Random } from "../../seed/random";
import { circle, H, palm, path, poly, rect, shade, sky, tree, W } from "./svg";

const GROUND = 560;

function lawn(random: Random): string {
  const grass = random.pick(["#7bb661", "#6fae5a", "#8cbf6a"]);
  return rect(0, GROUND, W, H - GROUND, grass) + rect(0, GROUND + 150, W, 90, "#c9c4b8") + rect(0, GROUND + 150, W, 6, "#b5afa2");
}

function window(x: number, y: number, w: number, h: number, frame: string, arched = false): string {
  const glass = "#9cc7e4";
  const top = arched ? path(`M${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} Z`, glass, `stroke="${frame}" stroke-width="5"`) : "";
  return top + rect(x, y + (arched ? w / 2 : 0), w, h - (arched ? w / 2 : 0), glass, `stroke="${frame}" stroke-width="6"`) + rect(x + w / 2 - 2, y + (arched ? w / 2 : 0), 4, h - (arched ? w / 2 : 0), frame);
}

function garage(x: number, y: number, w: number, h: number, color: string): string {
  const panels = Array.from({ length: 4 }, (_, i) => rect(x + 6, y + 8 + (i * (h - 12)) / 4, w - 12, (h - 12) / 4 - 6, shade(color, -0.06))).join("");
  return rect(x, y, w, h, color, 'stroke="#00000022" stroke-width="4"') + panels;
}

function house(random: Random, style: "ranch" | "mediterranean" | "modern"): string {
  const width = random.range(640, 820);
  const x = (W - width) / 2 + random.range(-60, 60);
  const wallTop = GROUND - random.range(170, 200);
  const parts: string[] = [];
  if (style === "modern") {
    const wall = random.pick(["#f2f2ef", "#e6e3dc", "#d9d6d0"]);
    const upper = width * 0.55;
    parts.push(rect(x, wallTop, width, GROUND - wallTop, wall));
    parts.push(rect(x + width - upper, wallTop - 140, upper, 140, shade(wall, -0.04)));
    parts.push(rect(x - 10, wallTop - 12, width + 20, 14, "#3a3a3a"), rect(x + width - upper - 10, wallTop - 152, upper + 20, 14, "#3a3a3a"));
    parts.push(rect(x + width * 0.08, wallTop + 40, width * 0.12, 125, "#8a5a36"));
    parts.push(rect(x + width * 0.24, wallTop + 30, width * 0.3, 100, "#8fc1e0", 'stroke="#2f2f2f" stroke-width="6"'));
    parts.push(rect(x + width - upper + 30, wallTop - 110, upper - 60, 80, "#8fc1e0", 'stroke="#2f2f2f" stroke-width="6"'));
    parts.push(garage(x + width * 0.62, wallTop + 55, width * 0.3, GROUND - wallTop - 55, "#4a4a4a"));
  } else {
    const wall = style === "mediterranean" ? random.pick(["#e9d3b0", "#f0dcc0", "#e4c59e"]) : random.pick(["#c8a27c", "#d8c3a5", "#b98b68", "#e0d6c6"]);
    const roof = style === "mediterranean" ? random.pick(["#b5532f", "#c0623a", "#a84a2a"]) : random.pick(["#5a5048", "#6b645c", "#4a4440"]);
    const pitch = style === "mediterranean" ? 95 : 80;
    parts.push(rect(x, wallTop, width, GROUND - wallTop, wall));
    parts.push(poly([[x - 30, wallTop + 4], [x + width * 0.2, wallTop - pitch], [x + width * 0.8, wallTop - pitch], [x + width + 30, wallTop + 4]], roof));
    if (style === "mediterranean") {
      for (let i = 0; i < 14; i += 1) parts.push(rect(x - 20 + (i * (width + 40)) / 14, wallTop - 4, 10, 10, shade(roof, -0.2)));
      parts.push(path(`M${x + width * 0.42},${GROUND} L${x + width * 0.42},${wallTop + 70} A${width * 0.06},${width * 0.06} 0 0 1 ${x + width * 0.54},${wallTop + 70} L${x + width * 0.54},${GROUND} Z`, shade(wall, -0.25)));
      parts.push(rect(x + width * 0.455, wallTop + 80, width * 0.05, GROUND - wallTop - 80, "#6b3f22"));
    } else {
      parts.push(rect(x + width * 0.44, wallTop + 50, width * 0.07, GROUND - wallTop - 50, "#5b3a22"));
      parts.push(rect(x + width * 0.42, wallTop + 40, width * 0.11, 10, shade(wall, -0.2)));
    }
    const arched = style === "mediterranean";
    parts.push(window(x + width * 0.08, wallTop + 45, width * 0.12, 100, "#ffffff", arched));
    parts.push(window(x + width * 0.26, wallTop + 45, width * 0.12, 100, "#ffffff", arched));
    parts.push(garage(x + width * 0.62, wallTop + 60, width * 0.3, GROUND - wallTop - 60, "#f4f1ea"));
  }
  parts.push(poly([[x + width * 0.62, GROUND], [x + width * 0.92, GROUND], [x + width * 1.02, H], [x + width * 0.5, H]], "#d3cec4"));
  return parts.join("");
}

function townhomes(random: Random): string {
  const colors = ["#d9c2a0", "#c9b08c", "#e3d3b8"];
  return Array.from({ length: 3 }, (_, i) => {
    const x = 120 + i * 320;
    const wall = colors[(i + random.int(0, 2)) % 3] ?? "#d9c2a0";
    return [
      rect(x, GROUND - 330, 300, 330, wall),
      poly([[x - 10, GROUND - 326], [x + 150, GROUND - 420], [x + 310, GROUND - 326]], "#6b5e52"),
      window(x + 40, GROUND - 290, 70, 90, "#ffffff"),
      window(x + 190, GROUND - 290, 70, 90, "#ffffff"),
      rect(x + 40, GROUND - 150, 70, 150, "#5b3a22"),
      garage(x + 150, GROUND - 130, 130, 130, "#f4f1ea"),
    ].join("");
  }).join("");
}

function manufactured(random: Random): string {
  const wall = random.pick(["#e8e4da", "#dfe7e8", "#efe3cf"]);
  return [
    rect(220, GROUND - 170, 640, 150, wall),
    poly([[200, GROUND - 166], [540, GROUND - 215], [880, GROUND - 166]], "#7a7068"),
    rect(220, GROUND - 20, 640, 20, "#b9b2a6"),
    window(280, GROUND - 140, 90, 70, "#ffffff"),
    window(640, GROUND - 140, 90, 70, "#ffffff"),
    rect(470, GROUND - 140, 60, 120, "#6b4a30"),
    rect(870, GROUND - 200, 230, 10, "#9a9a9a"),
    rect(880, GROUND - 190, 8, 190, "#9a9a9a"),
    rect(1085, GROUND - 190, 8, 190, "#9a9a9a"),
  ].join("");
}

function warehouse(random: Random): string {
  const wall = random.pick(["#c9ccd1", "#d8d4cc", "#b8c2cc"]);
  const parts = [rect(90, GROUND - 270, 1020, 270, wall), rect(90, GROUND - 285, 1020, 18, shade(wall, -0.25))];
  for (let x = 100; x < 1100; x += 22) parts.push(rect(x, GROUND - 267, 3, 267, shade(wall, -0.08)));
  const docks = random.int(4, 7);
  for (let i = 0; i < docks; i += 1) {
    const x = 160 + (i * 880) / docks;
    parts.push(rect(x, GROUND - 170, 95, 130, "#eef0f2", 'stroke="#555" stroke-width="4"'));
    for (let k = 1; k < 6; k += 1) parts.push(rect(x, GROUND - 170 + k * 21, 95, 3, "#9aa0a6"));
    parts.push(rect(x + 5, GROUND - 40, 16, 40, "#222"), rect(x + 74, GROUND - 40, 16, 40, "#222"));
  }
  parts.push(rect(0, GROUND, W, H - GROUND, "#9b9a96"));
  for (let x = 30; x < W; x += 140) parts.push(rect(x, GROUND + 90, 80, 8, "#f2d64b"));
  parts.push(rect(170, GROUND + 120, 420, 120, "#f4f4f4", 'stroke="#777" stroke-width="4"'), circle(230, GROUND + 245, 22, "#222"), circle(520, GROUND + 245, 22, "#222"));
  return parts.join("");
}

function storefront(random: Random, office: boolean): string {
  const wall = random.pick(["#d8cbb5", "#c7c2ba", "#e2d6c2"]);
  const floors = office ? random.int(2, 3) : 1;
  const height = office ? floors * 120 + 40 : 230;
  const parts = [rect(150, GROUND - height, 900, height, wall), rect(140, GROUND - height - 16, 920, 20, shade(wall, -0.3))];
  if (office) {
    for (let f = 0; f < floors; f += 1) for (let c = 0; c < 7; c += 1) parts.push(rect(180 + c * 125, GROUND - height + 30 + f * 120, 95, 80, "#7fa9c9", 'stroke="#556" stroke-width="4"'));
  } else {
    parts.push(rect(150, GROUND - 230, 900, 50, random.pick(["#2f5d8a", "#7a2f2f", "#2f6b4a"])));
    for (let c = 0; c < 5; c += 1) parts.push(rect(180 + c * 175, GROUND - 165, 150, 165, "#9cc7e4", 'stroke="#333" stroke-width="5"'));
    parts.push(poly([[150, GROUND - 180], [1050, GROUND - 180], [1080, GROUND - 140], [120, GROUND - 140]], shade(wall, -0.35)));
  }
  parts.push(rect(0, GROUND, W, H - GROUND, "#8f8e8a"));
  for (let x = 40; x < W; x += 110) parts.push(rect(x, GROUND + 40, 6, 140, "#f4f4f4"));
  return parts.join("");
}

function land(random: Random, orchard: boolean): string {
  const horizon = random.range(380, 460);
  const field = orchard ? "#7aa555" : random.pick(["#b8a46a", "#a99a5c", "#9fae62"]);
  const parts = [rect(0, horizon, W, H - horizon, field)];
  if (orchard) {
    for (let row = 0; row < 4; row += 1) {
      const y = horizon + 60 + row * 90;
      const size = 26 + row * 12;
      for (let x = -20 + (row % 2) * 40; x < W + 40; x += size * 3) parts.push(tree(x, y, size, random, true));
    }
  } else {
    for (let i = 0; i < 9; i += 1) parts.push(path(`M${W / 2},${horizon} L${-400 + i * 250},${H}`, "none", `stroke="${shade(field, -0.12)}" stroke-width="3"`));
    for (let i = 0; i < random.int(2, 5); i += 1) parts.push(tree(random.range(40, W - 40), horizon + random.range(5, 30), random.range(18, 34), random));
    for (let x = 20; x < W; x += 90) parts.push(rect(x, H - 150, 7, 70, "#6b5036"));
    parts.push(rect(0, H - 140, W, 3, "#55483a"), rect(0, H - 110, W, 3, "#55483a"));
  }
  return sky(random, horizon) + parts.join("");
}

export function exteriorScene(kind: string, random: Random): string {
  switch (kind) {
    case "land":
      return land(random, false);
    case "orchard":
      return land(random, true);
    case "warehouse":
      return sky(random, GROUND) + warehouse(random);
    case "retail":
      return sky(random, GROUND) + storefront(random, false);
    case "office":
      return sky(random, GROUND) + storefront(random, true);
    default: {
      const building =
        kind === "townhome" ? townhomes(random) : kind === "manufactured" ? manufactured(random) : house(random, kind === "mediterranean" || kind === "modern" ? kind : "ranch");
      const trees = random.chance(0.6) ? palm(random.range(40, 140), GROUND + 40, random.range(260, 340), random) + palm(random.range(1060, 1160), GROUND + 40, random.range(220, 300), random) : tree(100, GROUND + 30, 60, random) + tree(1110, GROUND + 30, 52, random);
      return sky(random, GROUND) + lawn(random) + building + trees;
    }
  }
}
