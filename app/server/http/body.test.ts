import { describe, expect, it } from "vitest";
import { readForm, readSmallForm, readText, stripControls, stripControlsDeep, withCleanBody } from "./body.server";

const post = (body: BodyInit, headers: Record<string, string>) => new Request("http://localhost/en/contact", { method: "POST", body, headers });
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

function streamOf(...parts: string[]) {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

describe("stripControls", () => {
  it("takes out NUL, escapes and other C0 controls, keeping tab and newline", () => {
    expect(stripControls("Ana\u0000 María\u001b[31m\r\nline\ttab\u0007")).toBe("Ana María[31m\nline\ttab");
  });

  it("cleans every string of a JSON value, keys included", () => {
    expect(stripControlsDeep({ "na\u0000me": "A\u0000na", list: ["x\u0001", 3, null, { deep: "y\u0002" }], ok: true })).toEqual({
      name: "Ana",
      list: ["x", 3, null, { deep: "y" }],
      ok: true,
    });
  });
});

describe("readForm", () => {
  it("reads a URL-encoded and a multipart form, without control characters", async () => {
    const plain = await readForm(post("name=An%00a&message=Hi%0D%0Athere", urlencoded), 1000);
    expect(plain.ok && plain.data.get("name")).toBe("Ana");
    expect(plain.ok && plain.data.get("message")).toBe("Hi\nthere");
    const form = new FormData();
    form.set("name", "Bo\u0000b");
    form.set("photo", new File([new Uint8Array([1, 2, 3])], "ph\u0000oto.jpg", { type: "image/jpeg" }));
    const multipart = await readForm(new Request("http://localhost/", { method: "POST", body: form }), 1000);
    expect(multipart.ok && multipart.data.get("name")).toBe("Bob");
    const photo = multipart.ok ? multipart.data.get("photo") : null;
    expect(photo instanceof File && photo.name).toBe("photo.jpg");
    expect(photo instanceof File && photo.size).toBe(3);
  });

  it("refuses a body over the limit with 413, by its length or by what arrives", async () => {
    expect(await readForm(post("x".repeat(2000), urlencoded), 1000)).toEqual({ ok: false, status: 413 });
    const request = new Request("http://localhost/", { method: "POST", body: streamOf("x".repeat(800), "x".repeat(800)), duplex: "half", headers: urlencoded } as RequestInit);
    expect(await readForm(request, 1000)).toEqual({ ok: false, status: 413 });
  });

  it("refuses what isn't a form with 415 and a broken multipart body with 400", async () => {
    expect(await readForm(post("{}", { "Content-Type": "application/json" }), 1000)).toEqual({ ok: false, status: 415 });
    expect(await readForm(post("x=1", {}), 1000)).toEqual({ ok: false, status: 415 });
    const broken = post('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished', { "Content-Type": "multipart/form-data; boundary=b" });
    expect(await readForm(broken, 1000)).toEqual({ ok: false, status: 400 });
  });

  it("reads an unreadable small form as an empty one", async () => {
    expect([...(await readSmallForm(post("{}", { "Content-Type": "application/json" })))]).toEqual([]);
  });
});

describe("readText", () => {
  it("reads text within the limit, cleaned", async () => {
    expect(await readText(post("a\u0000b", { "Content-Type": "text/plain" }), 100)).toEqual({ ok: true, text: "ab" });
    expect(await readText(post("x".repeat(101), { "Content-Type": "text/plain" }), 100)).toEqual({ ok: false, status: 413 });
  });
});

describe("withCleanBody", () => {
  it("cleans a JSON body's strings, escaped or raw", async () => {
    const cleaned = await withCleanBody(post('{"email":"a@b.co","name":"A\\u0000na"}', { "Content-Type": "application/json", "Content-Length": "40" }), 1000);
    expect(cleaned instanceof Request && (await cleaned.json())).toEqual({ email: "a@b.co", name: "Ana" });
  });

  it("cleans a URL-encoded body and passes on a body that doesn't parse", async () => {
    const form = await withCleanBody(post("name=A%00na", urlencoded), 1000);
    expect(form instanceof Request && (await form.text())).toBe("name=Ana");
    const broken = await withCleanBody(post('{"email":', { "Content-Type": "application/json" }), 1000);
    expect(broken instanceof Request && (await broken.text())).toBe('{"email":');
  });

  it("refuses an oversize body with 413", async () => {
    expect(await withCleanBody(post("x".repeat(2000), { "Content-Type": "application/json" }), 1000)).toEqual({ ok: false, status: 413 });
  });
});
