// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { accountEn } from "~/i18n/account.en";
import { closeSignIn, useSignInDialog } from "./dialog-store";
import { SaveSearch } from "./save-search";

afterEach(() => {
  cleanup();
  closeSignIn();
});

/** The search page's save form, and whether the page's sign-in dialog is open. */
function SearchPage() {
  const { open } = useSignInDialog();
  return (
    <>
      <SaveSearch />
      <p data-testid="dialog-open">{String(open)}</p>
    </>
  );
}

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
        { path: "en/search", Component: SearchPage },
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
  it("sends a visitor who isn't signed in the same form, whose answer says why and opens the sign-in dialog", async () => {
    const { sent } = renderSaveSearch({
      signedIn: false,
      answer: async () => ({ form: "saved-search", errors: {}, formError: t.signInFirst, values: {}, signIn: true }),
    });
    const form = await screen.findByTestId("save-search");
    await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="via"]')?.value).toBe("script"));
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ intent: "create", query: "city=mcallen&beds=3" });
    expect((await screen.findByRole("alert")).textContent).toBe(t.signInFirst);
    await waitFor(() => expect(screen.getByTestId("dialog-open").textContent).toBe("true"));
  });

  it("saves this search in one tap, busy until the answer, then offers to rename it in place of the button", async () => {
    const answer = deferred<SavedSearchAnswer>();
    const renamed: SavedSearchAnswer = { form: "saved-search", errors: {}, values: {}, saved: { id: "s1", name: "Three beds near school", query: "city=mcallen&beds=3" } };
    const answers = [() => answer.promise, async () => renamed];
    const { sent } = renderSaveSearch({ signedIn: true, answer: () => (answers.shift() ?? (async () => null))() });
    const form = await screen.findByTestId("save-search");
    expect(screen.queryByLabelText(t.name)).toBeNull();
    const button = screen.getByRole("button", { name: t.save });
    // ScriptedField writes "script" from an effect: a submit before it runs would send the no-JS value.
    await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="via"]')?.value).toBe("script"));
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ intent: "create", query: "city=mcallen&beds=3", redirectTo: "/en/search?city=mcallen&beds=3", via: "script" });
    expect(button.hasAttribute("disabled")).toBe(true);
    answer.resolve({ form: "saved-search", errors: {}, values: {}, saved: { id: "s1", name: "3+ bd homes in McAllen", query: "city=mcallen&beds=3" } });
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Saved as “3+ bd homes in McAllen”");
    expect(screen.queryByRole("button", { name: t.save })).toBeNull();
    const name = screen.getByRole("textbox", { name: new RegExp(`^${t.name}`) }) as HTMLInputElement;
    expect(name.value).toBe("3+ bd homes in McAllen");

    fireEvent.change(name, { target: { value: "Three beds near school" } });
    fireEvent.submit(screen.getByTestId("save-search-rename"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ intent: "rename", id: "s1", name: "Three beds near school", via: "script" });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Saved as “Three beds near school”"));
  });

  it("shows the server's refusal as an alert beside the button", async () => {
    renderSaveSearch({ signedIn: true, answer: async () => ({ form: "saved-search", errors: {}, formError: t.limit, values: {} }) });
    const form = await screen.findByTestId("save-search");
    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(t.limit);
    expect(alert.id).toBe("save-search-error");
    expect(screen.getByRole("button", { name: t.save })).toBeTruthy();
  });
});
