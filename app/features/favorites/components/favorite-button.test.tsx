// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useRouteLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FavoriteActionData } from "../favorites";
import { FavoriteButton } from "./favorite-button";

afterEach(cleanup);

/** A promise the test settles when it wants the action to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Card() {
  const root = useRouteLoaderData("root") as { favorites: string[] };
  return <FavoriteButton listingKey="L1" favorited={root.favorites.includes("L1")} />;
}

/** A search page with one card under a root whose loader is the account, and the favorites endpoint. */
function renderHeart({ signedIn, answer }: { signedIn: boolean; answer?: () => Promise<FavoriteActionData> }) {
  const saved = new Set<string>();
  const sent: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: signedIn ? { user: { id: "u1" } } : null, favorites: [...saved], flash: null }),
      HydrateFallback: () => null,
      children: [
        { path: "en/search", Component: Card },
        {
          path: "api/favorites",
          action: async ({ request }) => {
            const form = Object.fromEntries(await request.formData()) as Record<string, string>;
            sent.push(form);
            const result = await (answer?.() ?? Promise.resolve<FavoriteActionData>({ ok: true, intent: form.intent as "add" }));
            if (result.ok && form.intent === "add") saved.add(form.listingKey ?? "");
            return result;
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/en/search?city=mcallen"]} />);
  return { sent };
}

const heart = () => screen.findByTestId("favorite");

describe("FavoriteButton", () => {
  it("shows the saved state first, as a plain form to /api/favorites", async () => {
    renderHeart({ signedIn: true });
    const button = await heart();
    expect(button.getAttribute("data-favorited")).toBe("false");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    const form = button.closest("form");
    expect(form?.getAttribute("action")).toBe("/api/favorites");
    expect(form?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe("add");
    expect(form?.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value).toBe("/en/search?city=mcallen");
  });

  it("fills at once, before the answer, and stays filled once saved", async () => {
    const answer = deferred<FavoriteActionData>();
    const { sent } = renderHeart({ signedIn: true, answer: () => answer.promise });
    const button = await heart();
    fireEvent.submit(button.closest("form")!);
    await waitFor(() => expect(button.getAttribute("data-favorited")).toBe("true"));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ listingKey: "L1", intent: "add", via: "script" });
    answer.resolve({ ok: true, intent: "add" });
    // Settled and reloaded: the saved state now says favorited, so the next press removes it.
    await waitFor(() => expect(button.closest("form")?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe("remove"));
    expect(button.getAttribute("data-favorited")).toBe("true");
  });

  it("goes back to what it was when saving fails", async () => {
    const answer = deferred<FavoriteActionData>();
    renderHeart({ signedIn: true, answer: () => answer.promise });
    const button = await heart();
    fireEvent.submit(button.closest("form")!);
    await waitFor(() => expect(button.getAttribute("data-favorited")).toBe("true"));
    answer.resolve({ ok: false, reason: "error" });
    await waitFor(() => expect(button.getAttribute("data-favorited")).toBe("false"));
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });

  it("sends a signed-out visitor's favorite for the server to keep until they sign in, and stays empty", async () => {
    const { sent } = renderHeart({ signedIn: false, answer: async () => ({ ok: false, reason: "sign-in" }) });
    const button = await heart();
    fireEvent.submit(button.closest("form")!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ intent: "add", via: "script" });
    expect(button.getAttribute("data-favorited")).toBe("false");
    await new Promise((done) => setTimeout(done, 50));
    expect(button.getAttribute("data-favorited")).toBe("false");
  });
});
