import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

/** The classes as they appear in the markup, where "&" is escaped. */
const attr = (classes: string) => classes.replaceAll("&", "&amp;");

describe("Button", () => {
  it("is a button with the variant's classes", () => {
    const html = renderToStaticMarkup(<Button type="submit">Save</Button>);
    expect(html).toBe(`<button class="${attr(buttonVariants())}" type="submit">Save</button>`);
  });

  it("with asChild lends its look to the link it wraps, keeping the link's own classes and attributes", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" className="w-full" aria-label="Call the agent">
        <a href="tel:+19565550100" className="underline">
          Call
        </a>
      </Button>,
    );
    expect(html).toBe(`<a href="tel:+19565550100" class="${attr(buttonVariants({ variant: "outline" }))} w-full underline" aria-label="Call the agent">Call</a>`);
  });
});
