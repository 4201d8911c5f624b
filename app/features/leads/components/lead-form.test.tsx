// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadAnswer } from "../lead-forms";
import type { LeadFormsState } from "../sent";
import { leadsEn } from "~/i18n/leads.en";
import { ContactForms } from "./contact-forms";

afterEach(cleanup);

const t = leadsEn;
const tokens = { contact: "token-contact", valuation: "token-valuation" };
const root = { session: null, favorites: [], flash: null };

const empty: LeadFormsState = { sent: {}, contact: null };

function Page() {
  const state = useLoaderData() as LeadFormsState;
  return <ContactForms choice="contact" tokens={tokens} state={state} />;
}

/**
 * The contact page with its form; the page's action answers as the server would, or `documentAnswer` is a no-script
 * post's answer. `state` is what the page's loader gives the forms, read again after each action.
 */
function renderContact({ answer, documentAnswer, state = () => empty }: { answer?: (form: Record<string, string>) => LeadAnswer | null; documentAnswer?: LeadAnswer; state?: () => LeadFormsState } = {}) {
  const sent: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      children: [
        {
          id: "contact",
          path: "en/contact",
          Component: Page,
          loader: () => state(),
          action: async ({ request }) => {
            const form = Object.fromEntries(await request.formData()) as Record<string, string>;
            sent.push(form);
            return answer?.(form) ?? null;
          },
        },
      ],
    },
  ]);
  render(
    <Stub
      initialEntries={["/en/contact"]}
      hydrationData={{ loaderData: { root, contact: state() }, actionData: documentAnswer ? { contact: documentAnswer } : undefined }}
    />,
  );
  return { sent };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe("lead form (contact)", () => {
  it("labels, marks and describes its fields", async () => {
    renderContact();
    await screen.findByTestId("lead-form-contact");
    const name = screen.getByLabelText(`${t.fields.name} * (${t.fields.required})`);
    expect(name.id).toBe("contact-name");
    expect(name.getAttribute("name")).toBe("name");
    expect(name.hasAttribute("required")).toBe(true);
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    const phone = input("contact-phone");
    expect(phone.getAttribute("aria-describedby")).toBe("contact-phone-hint");
    expect(document.getElementById("contact-phone-hint")?.textContent).toBe(t.fields.contactHint);
    expect(input("contact-consent").type).toBe("checkbox");
    expect(input("contact-consent").required).toBe(true);
    expect((document.getElementById("contact-lang") as HTMLSelectElement).value).toBe("en");
    expect(screen.queryByTestId("form-error")).toBeNull();
  });

  it("shows the browser's findings on the fields, sends nothing, and moves to the first", async () => {
    const { sent } = renderContact();
    const form = await screen.findByTestId("lead-form-contact");
    fireEvent.change(input("contact-message"), { target: { value: "Kept while corrected" } });
    fireEvent.submit(form);
    expect((await screen.findByTestId("form-error")).textContent).toBe(t.errors.summary);
    expect(document.getElementById("contact-name-error")?.textContent).toBe(t.errors.required);
    expect(document.getElementById("contact-email-error")?.textContent).toBe(t.errors.contactNeeded);
    const name = input("contact-name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("contact-name-error");
    expect(input("contact-phone").getAttribute("aria-describedby")).toContain("contact-phone-hint");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(input("contact-message").value).toBe("Kept while corrected");
    expect(sent).toHaveLength(0);
  });

  it("shows a no-script post's answer: the errors, and the values that were sent", async () => {
    renderContact({
      documentAnswer: { form: "contact", values: { name: "Ana López", email: "ana@", message: "Hola", topic: "sell", lang: "es" }, errors: { email: "email" } },
    });
    await screen.findByTestId("lead-form-contact");
    expect(screen.getByTestId("form-error").textContent).toBe(t.errors.summary);
    expect(input("contact-name").value).toBe("Ana López");
    expect(input("contact-email").value).toBe("ana@");
    expect(input("contact-email").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("contact-email-error")?.textContent).toBe(t.errors.email);
    expect((document.getElementById("contact-topic") as HTMLSelectElement).value).toBe("sell");
    expect((document.getElementById("contact-lang") as HTMLSelectElement).value).toBe("es");
    expect(input("contact-name").hasAttribute("aria-invalid")).toBe(false);
  });

  it("sends a complete form once, busy until the server answers, and shows the server's findings", async () => {
    const { sent } = renderContact({
      answer: (form) => ({ form: "contact", values: form, errors: { message: "markup" } }),
    });
    const form = await screen.findByTestId("lead-form-contact");
    fireEvent.change(input("contact-name"), { target: { value: "Ana López" } });
    fireEvent.change(input("contact-phone"), { target: { value: "(956) 555-0100" } });
    fireEvent.change(input("contact-message"), { target: { value: "I'd like to see homes in Mission." } });
    fireEvent.click(input("contact-consent"));
    fireEvent.submit(form);
    const button = screen.getByTestId("lead-submit");
    await waitFor(() => expect(button.textContent).toBe(t.sending));
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    // The form waits out the server's time trap before sending.
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(sent[0]).toMatchObject({ _form: "contact", _token: "token-contact", website: "", name: "Ana López", phone: "(956) 555-0100", consent: "on" });
    expect((await screen.findByTestId("form-error")).textContent).toBe(t.errors.summary);
    expect(document.getElementById("contact-message-error")?.textContent).toBe(t.errors.markup);
    expect(input("contact-message").getAttribute("aria-describedby")).toBe("contact-message-error");
    expect(input("contact-message").getAttribute("aria-invalid")).toBe("true");
    expect(input("contact-name").value).toBe("Ana López");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.textContent).toBe(t.forms.contact.submit);
  });

  it("starts a signed-in visitor's form from their details, still theirs to change", async () => {
    renderContact({ state: () => ({ sent: {}, contact: { name: "Ana López", email: "ana@example.com", phone: "(956) 555-0100" } }) });
    await screen.findByTestId("lead-form-contact");
    expect(input("contact-name").value).toBe("Ana López");
    expect(input("contact-email").value).toBe("ana@example.com");
    expect(input("contact-phone").value).toBe("(956) 555-0100");
    expect(input("contact-name").readOnly).toBe(false);
  });

  it("shows what was sent and what comes next in the form's place, and brings the empty form back with Send another", async () => {
    let state: LeadFormsState = {
      sent: { contact: { form: "contact", name: "Ana López", email: "ana@example.com", phone: "", details: { topic: "sell" } } },
      contact: null,
    };
    const { sent } = renderContact({
      state: () => state,
      answer: () => {
        state = empty;
        return null;
      },
    });
    const confirmation = await screen.findByTestId("lead-sent-contact");
    expect(confirmation.getAttribute("role")).toBe("status");
    expect(screen.queryByTestId("lead-form-contact")).toBeNull();
    expect(confirmation.textContent).toContain(t.forms.contact.done);
    expect(confirmation.textContent).toContain("usually within one business day");
    const rows = [...confirmation.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      [t.sent.request, "Contact message"],
      [t.fields.topic, t.options.topic.sell],
      [t.mail.labels.name, "Ana López"],
      [t.mail.labels.email, "ana@example.com"],
    ]);
    fireEvent.click(screen.getByTestId("lead-send-another"));
    await screen.findByTestId("lead-form-contact");
    expect(sent[0]).toEqual({ _form: "contact", _intent: "another" });
    expect(input("contact-name").value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(input("contact-name")));
  });
});
