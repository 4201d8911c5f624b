import { useRouteLoaderData } from "react-router";
import type { AccountState } from "../types";

const anonymous: AccountState = { session: null, favorites: [], flash: null };

/** The visitor's session and favorites, as the root loader last sent them. */
export function useAccount(): AccountState {
  const root = useRouteLoaderData("root") as Partial<AccountState> | undefined;
  return root?.session === undefined ? anonymous : { ...anonymous, ...root };
}
