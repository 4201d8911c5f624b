import { exteriorKinds, type PhotoScene } from "../../lib/photo-scene";
import { createRandom } from "../seed/random";
import { exteriorScene } from "./scenes/exteriors";
import { interiorScene } from "./scenes/interiors";
import { svgDocument } from "./scenes/svg";

/** The SVG of a demo photo at the given pixel width; the same scene always draws the same picture. */
export function renderSceneSvg(scene: PhotoScene, width: number): string {
  const random = createRandom(`${scene.kind}:${scene.seed}`);
  const body = (exteriorKinds as readonly string[]).includes(scene.kind) ? exteriorScene(scene.kind, random) : interiorScene(scene.kind, random, scene.empty === true);
  return svgDocument(width, body);
}
