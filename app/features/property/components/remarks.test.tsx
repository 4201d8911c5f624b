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

describe("machine-translated remarks on a Spanish page", () => {
  it("are labelled as machine translation, with the English original in the page, lang=en, behind a summary", async () => {
    const Stub = createRoutesStub([
      { path: "/es/listing", Component: () => <Remarks text="Lote en esquina cerca de la universidad." lang="es" original="Corner lot near the university." /> },
    ]);
    render(<Stub initialEntries={["/es/listing"]} />);
    expect((await screen.findByTestId("remarks-language")).textContent).toBe("Traducción automática del inglés");
    expect(screen.getByTestId("remarks").textContent).toBe("Lote en esquina cerca de la universidad.");
    expect(screen.getByTestId("remarks").getAttribute("lang")).toBeNull();
    const details = screen.getByTestId("remarks-original");
    expect(details.tagName).toBe("DETAILS");
    expect(details.querySelector("summary")?.textContent).toBe("Leer el original en inglés");
    const english = details.querySelector("[lang='en']");
    expect(english?.textContent).toBe("Corner lot near the university.");
  });
});
