// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FavoriteActionData } from "../favorites";
import { accountEs } from "~/i18n/account.es";
import { FavoriteButton } from "./favorite-button";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("~/components/layout/toast", () => ({
  toast: Object.assign((message: string) => void toasts.push(message), { success: (message: string) => void toasts.push(message), error: (message: string) => void toasts.push(message) }),
}));

/**
 * Where a test asks for it, a fetcher whose answer arrives with no render of it busy in between: the router's state
 * updates are transitions, and on a busy phone a quick answer overtakes the one that said "submitting".
 */
const overtaken = vi.hoisted(() => ({ on: false }));
vi.mock("react-router", async (original) => {
  const router = await original<typeof import("react-router")>();
  function useOvertakenFetcher() {
    const [answer, setAnswer] = useState<FavoriteActionData | undefined>(undefined);
    return { state: "idle", data: answer, submit: async () => setTimeout(() => setAnswer({ ok: false, reason: "sign-in" })) };
  }
  // Which fetcher a test uses is fixed before it renders, so each render calls the same hooks.
  const useFetcher = (...args: Parameters<typeof router.useFetcher>) => (overtaken.on ? useOvertakenFetcher : router.useFetcher)(...args);
  return { ...router, useFetcher };
});

afterEach(cleanup);
beforeEach(() => {
  toasts.length = 0;
  overtaken.on = false;
});

/** A search page with one heart, signed out, whose favorites action answers as the real one does signed out: 401 "sign-in", at once. */
function renderSignedOut() {
  const answer = vi.fn(() => data<FavoriteActionData>({ ok: false, reason: "sign-in" }, { status: 401 }));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: null, favorites: [], flash: null }),
      HydrateFallback: () => null,
      children: [
        { path: "es/buscar", Component: () => <FavoriteButton listingKey="rgv-1" favorited={false} /> },
        { path: "api/favorites", action: answer },
      ],
    },
  ]);
  render(<Stub initialEntries={["/es/buscar"]} />);
  return answer;
}

const formOf = (heart: HTMLElement) => heart.closest("form") as HTMLFormElement;

describe("the heart, signed out", () => {
  it("asks to sign in when tapped before its sender was set up", async () => {
    const answer = renderSignedOut();
    // A tap with no pointer or focus first: the submit itself wakes the sender, which sends the queued tap.
    fireEvent.submit(formOf(await screen.findByTestId("favorite")));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toasts).toEqual([accountEs.favorites.signInFirst]));
    expect(screen.getByTestId("favorite").getAttribute("data-favorited")).toBe("false");
  });

  it("asks to sign in when the answer overtakes the render that would have shown the heart busy", async () => {
    overtaken.on = true;
    renderSignedOut();
    const heart = await screen.findByTestId("favorite");
    fireEvent.pointerEnter(formOf(heart));
    fireEvent.submit(formOf(heart));
    await waitFor(() => expect(toasts).toEqual([accountEs.favorites.signInFirst]));
  });

  it("asks again at a second tap", async () => {
    const answer = renderSignedOut();
    const heart = await screen.findByTestId("favorite");
    fireEvent.pointerEnter(formOf(heart));
    fireEvent.submit(formOf(heart));
    await waitFor(() => expect(toasts).toHaveLength(1));
    fireEvent.submit(formOf(heart));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(toasts).toHaveLength(2));
  });
});
