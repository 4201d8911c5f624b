import { createContext, useContext } from "react";
import { demoSite, type PublicSite } from "~/lib/site";

const SiteContext = createContext<PublicSite>(demoSite);

export const SiteProvider = SiteContext.Provider;

export function useSite(): PublicSite {
  return useContext(SiteContext);
}
