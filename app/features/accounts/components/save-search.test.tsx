// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { accountEn } from "~/i18n/account.en";
import { SaveSearch } from "./save-search";

afterEach(cleanup);

const t = accountEn.savedSearch;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The search page with the save form, under a root that is signed in or not, and the saved-searches endpoint. */
function renderSaveSearch({ signedIn, answer }: { signedIn: boolean; answer?: () => Promise<SavedSearchAnswer | null> }) {
  const sent: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: signedIn ? { user: { id: "u1" } } : null, favorites: [], flash: null }),
      HydrateFallback: () => null,
      children: [
        { path: "en/search", Component: SaveSearch },
        {
          path: "api/saved-searches",
          action: async ({ request }) => {
            sent.push(Object.fromEntries(await request.formData()) as Record<string, string>);
            return (await answer?.()) ?? null;
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/en/search?city=mcallen&beds=3"]} />);
  return { sent };
}

describe("SaveSearch", () => {
  it("offers a visitor who isn't signed in the sign-in dialog, by a link back to this search", async () => {
    renderSaveSearch({ signedIn: false });
    const link = await screen.findByTestId("save-search-sign-in");
    expect(link.textContent).toBe(t.save);
    expect(link.getAttribute("href")).toBe(`/en/account?redirectTo=${encodeURIComponent("/en/search?city=mcallen&beds=3")}`);
    expect(screen.queryByTestId("save-search")).toBeNull();
  });

  it("sends this search's query with the name, and is busy until the answer", async () => {
    const answer = deferred<null>();
    const { sent } = renderSaveSearch({ signedIn: true, answer: () => answer.promise });
    const form = await screen.findByTestId("save-search");
    const name = screen.getByLabelText(t.name);
    expect(name.id).toBe("save-search-name");
    expect(name.getAttribute("placeholder")).toBe(t.defaultName);
    fireEvent.change(name, { target: { value: "Three beds in McAllen" } });
    const button = screen.getByRole("button", { name: t.save });
    // ScriptedField writes "script" from an effect: a submit before it runs would send the no-JS value.
    await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="via"]')?.value).toBe("script"));
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ intent: "create", query: "city=mcallen&beds=3", redirectTo: "/en/search?city=mcallen&beds=3", name: "Three beds in McAllen", via: "script" });
    expect(button.hasAttribute("disabled")).toBe(true);
    answer.resolve(null);
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal as an alert that describes the name box", async () => {
    renderSaveSearch({ signedIn: true, answer: async () => ({ form: "saved-search", errors: {}, formError: t.nameRequired, values: {} }) });
    const form = await screen.findByTestId("save-search");
    const name = screen.getByLabelText(t.name);
    expect(name.getAttribute("aria-describedby")).toBeNull();
    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(t.nameRequired);
    expect(alert.id).toBe("save-search-error");
    expect(name.getAttribute("aria-describedby")).toBe("save-search-error");
  });
});
