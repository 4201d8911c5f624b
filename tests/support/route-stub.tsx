import { configure, render, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, RouterContextProvider, useLocation, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs, type SubmitFunction } from "react-router";
import { expect } from "vitest";
import { loader as rootLoader } from "../../app/root";

// A route's loader and action run on a real database, on two cores shared with the rest of the suite: a second is too short.
configure({ asyncUtilTimeout: 10_000 });

/** What a route test takes of a route module: its real loader and action, and its page. */
export interface RouteModule {
  // The modules' own argument types (Route.LoaderArgs) are narrower than the router's: the test hands them what the server would.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly loader?: (args: any) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly action?: (args: any) => unknown;
  /** None for a resource route (an API a page's form posts to). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly default?: ComponentType<any>;
}

export interface StubbedRoute {
  /** The route's path under the root, as the route table has it in one language: `en/contact`, `es/agente/resenas/:id`. */
  readonly path: string;
  readonly module: RouteModule;
}

export interface RouteRender {
  /** Every Response the loaders and actions answered or threw (redirects with their flash cookies), in order. */
  readonly answers: Response[];
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * Renders routes through createRoutesStub under the app's real root loader, with their real loaders
 * and actions, given only what the app's server adds to a request: the session cookie of a signed-in
 * visitor (`cookie`) and the router context its middleware fills (`context`, e.g. the signed-in agent).
 * A redirect to a page no stubbed route renders lands on one that shows where it went (`landed`).
 */
function isDataWithInit(value: unknown): value is { init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export function renderRoutes(routes: readonly StubbedRoute[], at: string, { cookie, context }: { cookie?: string; context?: RouterContextProvider } = {}): RouteRender {
  const answers: Response[] = [];
  const server =
    (handler: (args: never) => unknown, { recordData = false } = {}) =>
    async (args: Args): Promise<unknown> => {
      const headers = new Headers(args.request.headers);
      if (cookie) headers.set("Cookie", cookie);
      const request = new Request(args.request, { headers });
      try {
        const answer = await handler({ ...args, request, url: new URL(request.url) } as never);
        if (answer instanceof Response) answers.push(answer);
        // An action's data(value, init): its status and headers (a flash cookie) kept as a bodiless response.
        else if (recordData && isDataWithInit(answer)) answers.push(new Response(null, answer.init ?? undefined));
        return answer;
      } catch (thrown) {
        if (thrown instanceof Response) answers.push(thrown);
        throw thrown;
      }
    };
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: server(rootLoader),
        HydrateFallback: () => null,
        children: [
          ...routes.map(({ path, module }) => ({
            id: path,
            path,
            ...(module.default ? { Component: withDocumentSubmit(module.default) } : {}),
            ...(module.loader ? { loader: server(module.loader) } : {}),
            ...(module.action ? { action: server(module.action, { recordData: true }) } : {}),
          })),
          { id: "landed", path: "*", Component: Landed },
        ],
      },
    ],
    context ?? new RouterContextProvider(),
  );
  render(<Stub initialEntries={[at]} />);
  return { answers };
}

let documentSubmit: SubmitFunction | undefined;

/** The page, keeping the router's submit function for sendWithoutScript. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function withDocumentSubmit(Page: ComponentType<any>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return function DocumentSubmit(props: any) {
    documentSubmit = useSubmit();
    return <Page {...props} />;
  };
}

/**
 * Sends a form as a browser without script does (the page's own submit handler never runs): its
 * method's navigation (a post's answered by the action), and the page renders again with its answer (useActionData) or follows its redirect.
 */
export function sendWithoutScript(form: HTMLFormElement, submitter?: HTMLButtonElement): void {
  if (!documentSubmit) throw new Error("no route page rendered");
  const method = form.getAttribute("method")?.toLowerCase() === "post" ? "post" : "get";
  void documentSubmit(submitter ?? form, { method, action: form.getAttribute("action") ?? undefined, encType: form.enctype as "multipart/form-data" });
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The value a control is rendered with (its defaultValue, the page's HTML), not what was typed into it
 * since: what the page shows after an action is then what the action's answer gave it.
 */
function renderedValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (control instanceof HTMLSelectElement) return [...control.options].find((option) => option.defaultSelected)?.value ?? "";
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) return control.defaultChecked ? control.value : "";
  return control.defaultValue;
}

/** The form control named `name` (within `scope`) as the page renders it: its value, whether it is marked invalid, and the error it is described by. */
export function field(name: string, scope: ParentNode = document) {
  const control = scope.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no field named ${name}`);
  const describedBy = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const error = describedBy
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith("-error") || element?.getAttribute("data-testid") === "field-error");
  return { control, value: renderedValue(control), invalid: control.getAttribute("aria-invalid") === "true", error: error?.textContent ?? null };
}

/** Waits until the field named `name` shows `error`, and returns its state. */
export async function fieldWithError(name: string, error: string, scope?: ParentNode) {
  await waitFor(() => expect(field(name, scope).error).toBe(error));
  return field(name, scope);
}

/** Sets a control's value (a checkbox: ticked for "on") as a visitor's typing would (React reads the DOM's value when the form is sent). */
export function typeInto(name: string, value: string, scope?: ParentNode): void {
  const { control } = field(name, scope);
  if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value === "on";
  else control.value = value;
}

/** Sends the form a submit button belongs to, as clicking it would: with the button's own name and value. */
export function submitWith(button: HTMLElement): void {
  if (!(button instanceof HTMLButtonElement) || !button.form) throw new Error("not a form's submit button");
  button.form.requestSubmit(button);
}

/** The flash notice a redirect set (the `flash` cookie's value), or undefined. */
export function flashOf(answers: readonly Response[]): string | undefined {
  for (const answer of answers) {
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith("flash="));
    if (cookie) return cookie.slice("flash=".length).split(";")[0];
  }
  return undefined;
}
