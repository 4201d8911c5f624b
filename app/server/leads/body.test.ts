import { describe, expect, it } from "vitest";
import { readFormBody } from "./body.server";

const post = (body: BodyInit, headers: Record<string, string>) => new Request("http://localhost/en/contact", { method: "POST", body, headers });

describe("reading a form body", () => {
  it("reads a URL-encoded and a multipart form", async () => {
    const urlencoded = await readFormBody(post("name=Ana", { "Content-Type": "application/x-www-form-urlencoded" }), 1000);
    expect(urlencoded.ok && urlencoded.data.get("name")).toBe("Ana");
    const form = new FormData();
    form.set("name", "Bo");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const multipart = await readFormBody(request, 1000);
    expect(multipart.ok && multipart.data.get("name")).toBe("Bo");
  });

  it("refuses a body over the limit with 413, by its length or by what arrives", async () => {
    expect(await readFormBody(post("x".repeat(2000), { "Content-Type": "application/x-www-form-urlencoded" }), 1000)).toEqual({ ok: false, status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(800)));
        controller.enqueue(new TextEncoder().encode("x".repeat(800)));
        controller.close();
      },
    });
    const request = new Request("http://localhost/", { method: "POST", body: stream, duplex: "half", headers: { "Content-Type": "application/x-www-form-urlencoded" } } as RequestInit);
    expect(await readFormBody(request, 1000)).toEqual({ ok: false, status: 413 });
  });

  it("refuses what isn't a form, or a broken multipart body, with 400", async () => {
    expect(await readFormBody(post("{}", { "Content-Type": "application/json" }), 1000)).toEqual({ ok: false, status: 400 });
    const broken = post('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished', { "Content-Type": "multipart/form-data; boundary=b" });
    expect(await readFormBody(broken, 1000)).toEqual({ ok: false, status: 400 });
  });
});
