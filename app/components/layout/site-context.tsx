import { createContext, useContext } from "react";
import { demoSite, type SiteIdentity } from "~/lib/site";

const SiteContext = createContext<SiteIdentity>(demoSite);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteIdentity {
  return useContext(SiteContext);
}
