// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldInteraction } from "./island-replay";

function dom(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const click = (init: MouseEventInit = {}) => new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
const key = (name: string) => new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });

/** The event as the document's listener sees it: dispatched at `target`, caught on its way down. */
function caught(target: Element, event: Event) {
  let result: ReturnType<typeof heldInteraction>;
  const listener = (seen: Event) => {
    result = heldInteraction(seen);
    // What the browser would do next (follow a link, toggle a box) is no part of the answer, and must not leave the machine.
    seen.preventDefault();
  };
  document.addEventListener(event.type, listener, { capture: true, once: true });
  target.dispatchEvent(event);
  document.removeEventListener(event.type, listener, { capture: true });
  return result;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("heldInteraction", () => {
  it("holds a click on a control and makes it again on the same element", () => {
    const body = dom('<button type="button"><span>Save</span></button>');
    const button = body.querySelector("button")!;
    const replay = caught(body.querySelector("span")!, click());
    expect(replay).toMatchObject({ prevent: true });
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    replay?.replay();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("holds a click on a link with a handler of its own and on a summary", () => {
    const body = dom('<a href="/photo.jpg">Photo</a><details><summary>More</summary></details>');
    for (const selector of ["a", "summary"]) expect(caught(body.querySelector(selector)!, click())).toMatchObject({ prevent: true });
  });

  it("leaves a box ticked as ticked, and clicks it once more for React with the tick as the visitor left it", () => {
    const body = dom('<label><input type="checkbox" name="pool"> Pool</label>');
    const box = body.querySelector("input")!;
    // The click ticks it (this test's listener then undoes what the browser did, as if the island set it back).
    const held = caught(box, click());
    expect(held).toMatchObject({ prevent: false });
    expect(box.checked).toBe(false);
    const clicks = vi.fn(() => box.checked);
    box.addEventListener("click", clicks);
    held?.replay();
    expect(clicks).toHaveReturnedWith(true);
    expect(box.checked).toBe(true);
    // Left as ticked: still one click, from the other side, so React sees a change.
    clicks.mockClear();
    held?.replay();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(box.checked).toBe(true);
    // A label's own click goes through: the box's click that follows it is the one noted.
    expect(caught(body.querySelector("label")!, click())).toBeUndefined();
  });

  it("lets the page follow its plain links, and the browser open a link elsewhere, at once", () => {
    const body = dom('<a data-route="" href="/en/about">About</a><a href="/x.pdf" download>PDF</a><a href="https://example.com" target="_blank">Out</a>');
    for (const link of body.querySelectorAll("a")) expect(caught(link, click())).toBeUndefined();
  });

  it("lets a click meant for another tab, or on no control, go through", () => {
    const body = dom('<button type="button">Save</button><p>Words</p>');
    expect(caught(body.querySelector("button")!, click({ ctrlKey: true }))).toBeUndefined();
    expect(caught(body.querySelector("button")!, click({ button: 1 }))).toBeUndefined();
    expect(caught(body.querySelector("p")!, click())).toBeUndefined();
  });

  it("submits a held submission again with its submitter", () => {
    const body = dom('<form><button name="intent" value="save">Save</button></form>');
    const form = body.querySelector("form")!;
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: body.querySelector("button") });
    const replay = caught(form, event);
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    replay?.replay();
    expect(requestSubmit).toHaveBeenCalledWith(body.querySelector("button"));
  });

  it("chooses an option again as it was chosen, even when the island set the field back meanwhile", () => {
    const body = dom('<select><option value="newest">Newest</option><option value="price-asc">Price</option></select>');
    const select = body.querySelector("select")!;
    select.value = "price-asc";
    const replay = caught(select, new Event("change", { bubbles: true }));
    expect(replay).toMatchObject({ prevent: false });
    select.value = "newest";
    const changes = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    select.addEventListener("change", changes);
    replay?.replay();
    expect(changes).toHaveReturnedWith("price-asc");
  });

  it("tells of text typed as it was typed", () => {
    const body = dom('<input type="search" name="q">');
    const input = body.querySelector("input")!;
    input.value = "casa en mcal";
    const replay = caught(input, new Event("input", { bubbles: true }));
    const inputs = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    input.addEventListener("input", inputs);
    replay?.replay();
    expect(inputs).toHaveReturnedWith("casa en mcal");
    expect(input.value).toBe("casa en mcal");
  });

  it("holds a menu's keys on a control, but never a key in a field nor one that types", () => {
    const body = dom('<button type="button">Cities</button><input type="text">');
    expect(caught(body.querySelector("button")!, key("ArrowDown"))).toMatchObject({ prevent: true });
    expect(caught(body.querySelector("button")!, key("Escape"))).toMatchObject({ prevent: true });
    expect(caught(body.querySelector("button")!, key("Enter"))).toBeUndefined();
    expect(caught(body.querySelector("button")!, key("a"))).toBeUndefined();
    expect(caught(body.querySelector("input")!, key("ArrowDown"))).toBeUndefined();
  });
});
