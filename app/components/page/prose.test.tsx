// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/lib/routes";
import { Prose } from "./prose";

afterEach(cleanup);

function renderProse(lang: Lang, text: string) {
  const Stub = createRoutesStub([{ path: `/${lang}/page`, Component: () => <Prose text={text} /> }]);
  render(<Stub initialEntries={[`/${lang}/page`]} />);
}

describe("page prose", () => {
  it.each([
    ["en", "/en/tools", "/en/blog/down-payment-assistance-rgv"],
    ["es", "/es/herramientas", "/es/blog/asistencia-pago-inicial-rgv"],
  ] as const)("links pages and articles in the page's language (%s)", async (lang, tools, article) => {
    // An article link reaches the browser as the server resolved it (ADR 0414): a path under the language's blog.
    renderProse(lang, `Use the [calculators](tools).\n\nRead [the article](${article}) <b>first</b>.`);
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["calculators", tools],
      ["the article", article],
    ]);
    const paragraphs = document.querySelectorAll("p");
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual(["Use the calculators.", "Read the article <b>first</b>."]);
    // Text stays text: what looks like markup is never parsed.
    expect(document.querySelector("b")).toBeNull();
  });
});
