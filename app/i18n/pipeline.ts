import type { Lang } from "~/lib/routes";
import { pipelineEn, type PipelineText } from "./pipeline.en";
import { pipelineEs } from "./pipeline.es";

/** The pipeline's stages in both languages (issue 55, item 1; ADR 0425). */
export const pipelineTexts: Record<Lang, PipelineText> = { en: pipelineEn, es: pipelineEs };
