import type { Random } from "../../seed/random";
import { circle, ellipse, H, palm, poly, rect, shade, sky, tree, W } from "./svg";

const FLOOR = 560;

/** A room seen straight on: back wall, floor, baseboard and a window onto a Valley sky. */
function room(random: Random, floorTone?: string): { body: string; wall: string } {
  const wall = random.pick(["#efe9df", "#e8e2d6", "#f3efe8", "#dfe6e6", "#ece3d3"]);
  const floor = floorTone ?? random.pick(["#b58a5e", "#c9a37a", "#d8cfc2", "#a97d55"]);
  const planks = Array.from({ length: 12 }, (_, i) => poly([[i * 100, FLOOR], [i * 100 + 100, FLOOR], [(i + 1) * 100 * 1.5 - 300, H], [i * 100 * 1.5 - 300, H]], i % 2 ? floor : shade(floor, -0.05))).join("");
  const windowX = random.range(120, 760);
  const view = `<svg x="${windowX}" y="110" width="300" height="220" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${sky(random, 600)}${rect(0, 600, W, 200, "#7bb661")}${palm(900, 640, 420, random)}</svg>`;
  const body = [
    rect(0, 0, W, FLOOR, wall),
    planks,
    rect(0, FLOOR - 14, W, 14, "#ffffff"),
    view,
    rect(windowX, 110, 300, 220, "none", 'stroke="#ffffff" stroke-width="14"'),
    rect(windowX + 147, 110, 6, 220, "#ffffff"),
  ].join("");
  return { body, wall };
}

function fan(random: Random): string {
  const x = random.range(450, 750);
  return rect(x - 3, 0, 6, 50, "#555") + ellipse(x, 52, 120, 8, "#6b4a30") + circle(x, 56, 14, "#ddd");
}

function living(random: Random, empty: boolean): string {
  const { body } = room(random);
  const ceiling = fan(random);
  if (empty) return body + ceiling;
  const sofa = random.pick(["#7d8a99", "#a08c72", "#5f6f63", "#c4b8a6"]);
  return [
    body,
    ceiling,
    ellipse(600, 700, 420, 70, random.pick(["#d8c8b0", "#b9a79a", "#c9d3d6"])),
    rect(300, 470, 600, 110, sofa),
    rect(280, 430, 640, 70, shade(sofa, -0.1)),
    rect(270, 460, 50, 130, shade(sofa, -0.15)),
    rect(880, 460, 50, 130, shade(sofa, -0.15)),
    rect(470, 640, 260, 24, "#6b4a30"),
    rect(480, 664, 10, 50, "#6b4a30"),
    rect(710, 664, 10, 50, "#6b4a30"),
    rect(1020, 380, 10, 200, "#444"),
    poly([[985, 330], [1065, 330], [1045, 390], [1005, 390]], "#f4e6c8"),
    rect(90, 150, 150, 110, random.pick(["#c75b39", "#3d6e8f", "#d9a441"]), 'stroke="#333" stroke-width="8"'),
  ].join("");
}

function kitchen(random: Random): string {
  const { body } = room(random, random.pick(["#d8cfc2", "#cfc6b6"]));
  const cabinet = random.pick(["#ffffff", "#2f3e4e", "#8a6a4a", "#e9e4da"]);
  const counter = random.pick(["#e8e6e1", "#3a3a3a", "#d9d2c4"]);
  const uppers = Array.from({ length: 5 }, (_, i) => rect(40 + i * 130, 60, 120, 150, cabinet, 'stroke="#00000033" stroke-width="3"')).join("");
  return [
    body,
    uppers,
    rect(30, 330, 1140, 230, cabinet, 'stroke="#00000022" stroke-width="3"'),
    rect(20, 320, 1160, 20, counter),
    rect(700, 250, 160, 70, "#bbbbbb"),
    rect(300, 580, 600, 150, cabinet),
    rect(285, 565, 630, 24, counter),
    ...[380, 600, 820].map((x) => rect(x - 3, 0, 6, 200, "#333") + poly([[x - 40, 200], [x + 40, 200], [x + 25, 170], [x - 25, 170]], "#222") + circle(x, 205, 10, "#fff3c4")),
    ...[400, 600, 800].map((x) => rect(x - 30, 700, 60, 14, "#6b4a30") + rect(x - 4, 714, 8, 80, "#333")),
  ].join("");
}

function bedroom(random: Random, empty: boolean): string {
  const { body } = room(random);
  const ceiling = fan(random);
  if (empty) return body + ceiling;
  const linen = random.pick(["#ffffff", "#f1ede4", "#dfe7ee"]);
  const headboard = random.pick(["#6b4a30", "#8c8c8c", "#c4b8a6", "#3e4a59"]);
  return [
    body,
    ceiling,
    rect(330, 330, 540, 200, headboard),
    rect(300, 500, 600, 180, linen),
    rect(300, 560, 600, 120, random.pick(["#a7b8c8", "#c9a98b", "#9fb59a"])),
    ellipse(460, 500, 90, 35, "#ffffff"),
    ellipse(740, 500, 90, 35, "#ffffff"),
    rect(170, 500, 110, 110, "#8a6a4a"),
    rect(920, 500, 110, 110, "#8a6a4a"),
    poly([[195, 440], [255, 440], [240, 495], [210, 495]], "#f4e6c8"),
    poly([[945, 440], [1005, 440], [990, 495], [960, 495]], "#f4e6c8"),
  ].join("");
}

function bathroom(random: Random): string {
  const { body } = room(random, "#dcd6cc");
  const tiles = Array.from({ length: 10 }, (_, i) => rect(700 + (i % 5) * 90, 150 + Math.floor(i / 5) * 200, 88, 198, "#f4f4f2", 'stroke="#d0d0cc" stroke-width="2"')).join("");
  const vanity = random.pick(["#6b4a30", "#ffffff", "#3e4a59"]);
  return [
    body,
    tiles,
    rect(690, 140, 470, 420, "#cfe3ec", 'opacity="0.35" stroke="#9aa" stroke-width="4"'),
    rect(80, 380, 460, 180, vanity),
    rect(70, 365, 480, 20, "#ecebe7"),
    ellipse(200, 372, 60, 10, "#ffffff"),
    ellipse(420, 372, 60, 10, "#ffffff"),
    rect(110, 100, 400, 240, "#dfeaf0", 'stroke="#b8a88a" stroke-width="10"'),
  ].join("");
}

function yard(random: Random, casita: boolean): string {
  const ground = 520;
  const parts = [sky(random, ground), rect(0, ground, W, H - ground, "#7bb661")];
  for (let x = 0; x < W; x += 24) parts.push(rect(x, ground - 150, 22, 150, "#b48a5e"));
  if (casita) {
    const wall = random.pick(["#e9d3b0", "#d8c3a5", "#efe3cf"]);
    parts.push(rect(620, ground - 210, 380, 230, wall), poly([[600, ground - 206], [810, ground - 300], [1020, ground - 206]], "#b5532f"));
    parts.push(rect(680, ground - 140, 80, 160, "#6b4a30"), rect(820, ground - 150, 130, 90, "#9cc7e4", 'stroke="#fff" stroke-width="8"'));
    parts.push(poly([[0, H], [300, ground + 20], [380, ground + 20], [640, ground + 20], [700, H]], "#d3cec4"));
  } else {
    parts.push(rect(0, ground - 40, 420, 300, "#d3cec4"), rect(0, ground - 250, 440, 24, "#8a6a4a"), rect(420, ground - 250, 16, 240, "#8a6a4a"));
    if (random.chance(0.6)) parts.push(rect(520, ground + 80, 560, 170, "#4fb3d9", 'stroke="#e8e4da" stroke-width="16"'), rect(540, ground + 100, 520, 20, "#8fd3ec"));
    parts.push(rect(120, ground + 40, 200, 16, "#6b4a30"));
  }
  parts.push(palm(random.range(1080, 1160), ground + 40, 330, random), tree(random.range(80, 200), ground - 60, 70, random));
  return parts.join("");
}

function racking(random: Random, cold: boolean): string {
  const wall = cold ? "#dfe9f0" : "#cfd2d6";
  const parts = [rect(0, 0, W, H, wall), poly([[0, H], [W, H], [W * 0.62, 420], [W * 0.38, 420]], cold ? "#c9d6de" : "#a9a8a4")];
  for (let i = 0; i < 6; i += 1) parts.push(rect(100 + i * 200, 40, 120, 14, "#fffbe6"));
  for (const side of [-1, 1]) {
    for (let level = 0; level < 4; level += 1) {
      const y = 440 - level * 90;
      const near = side < 0 ? 0 : W;
      const far = side < 0 ? W * 0.38 : W * 0.62;
      parts.push(poly([[near, y + level * 40], [far, y - 20 + level * 10], [far, y - 12 + level * 10], [near, y + 14 + level * 40]], "#e07b24"));
      for (let b = 0; b < 5; b += 1) {
        const t = b / 5;
        const x = near + (far - near) * t;
        parts.push(rect(x - 20 + side * 10, y + level * 40 * (1 - t) - 60 * (1 - t * 0.6), 60 * (1 - t * 0.6), 55 * (1 - t * 0.6), cold ? "#e9f1f5" : random.pick(["#c8a878", "#b89868"])));
      }
    }
  }
  if (cold) parts.push(rect(500, 360, 200, 220, "#f4f8fa", 'stroke="#9bb" stroke-width="8"'), rect(0, 0, W, H, "#bfe3ff", 'opacity="0.18"'));
  return parts.join("");
}

function office(random: Random): string {
  const { body } = room(random, "#8f9499");
  const parts = [body];
  for (let i = 0; i < 3; i += 1) {
    const x = 140 + i * 340;
    parts.push(rect(x, 520, 260, 18, "#e8e4da"), rect(x + 10, 538, 10, 120, "#555"), rect(x + 240, 538, 10, 120, "#555"));
    parts.push(rect(x + 90, 450, 90, 60, "#222"), rect(x + 130, 510, 10, 12, "#333"));
    parts.push(rect(x + 100, 590, 70, 60, random.pick(["#333", "#3e4a59"])), rect(x + 130, 650, 10, 50, "#333"));
  }
  parts.push(rect(1080, 460, 60, 100, "#8a6a4a"), circle(1110, 430, 50, "#4f8a3c"));
  return parts.join("");
}

/** An interior; `empty` leaves living rooms and bedrooms unfurnished, drawn from the same random draws as the furnished room. */
export function interiorScene(kind: string, random: Random, empty = false): string {
  switch (kind) {
    case "living":
      return living(random, empty);
    case "kitchen":
      return kitchen(random);
    case "bedroom":
      return bedroom(random, empty);
    case "bathroom":
      return bathroom(random);
    case "backyard":
      return yard(random, false);
    case "casita":
      return yard(random, true);
    case "warehouse-interior":
      return racking(random, false);
    case "cold-storage":
      return racking(random, true);
    default:
      return office(random);
  }
}
