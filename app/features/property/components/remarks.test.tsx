// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/lib/routes";
import { Remarks } from "./remarks";

afterEach(cleanup);

function renderRemarks(pageLang: Lang, textLang: Lang) {
  const Stub = createRoutesStub([{ path: `/${pageLang}/listing`, Component: () => <Remarks text="Corner lot near the university." lang={textLang} /> }]);
  render(<Stub initialEntries={[`/${pageLang}/listing`]} />);
}

describe("remarks in another language than the page's", () => {
  it("are marked as English on a Spanish page, with lang=en on the text, never translated", async () => {
    renderRemarks("es", "en");
    expect((await screen.findByTestId("remarks-language")).textContent).toBe("Descripción en inglés");
    const text = screen.getByTestId("remarks");
    expect(text.getAttribute("lang")).toBe("en");
    expect(text.textContent).toBe("Corner lot near the university.");
  });

  it("carry no mark in their own language", async () => {
    renderRemarks("en", "en");
    expect((await screen.findByTestId("remarks")).getAttribute("lang")).toBeNull();
    expect(screen.queryByTestId("remarks-language")).toBeNull();
  });
});
