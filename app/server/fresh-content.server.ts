import type { MiddlewareFunction } from "react-router";
import { refreshPageTexts } from "./page-texts.server";
import { siteState } from "./site-identity.server";

/**
 * Before a request's loaders: the agent's profile and page texts as saved now
 * (two counters read, the rows only when one moved), so code that fills a
 * text without waiting (page prose, lastKnownSite) is never a request behind
 * a save made on another instance.
 */
export const freshContent: MiddlewareFunction<Response> = async (_args, next) => {
  await Promise.all([siteState(), refreshPageTexts()]);
  return next();
};
