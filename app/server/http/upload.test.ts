import { readFile, stat } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readUpload, URLENCODED_BYTES, type UploadLimits } from "./upload.server";

const limits: UploadLimits = { maxBytes: 64 * 1024, fileFields: ["photos"], files: 2, fileBytes: 16 * 1024 };

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/en/staging", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function form(...entries: Array<[string, string | File]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const file = (size: number, name = "room.jpg", fill = 0xab) => new File([new Uint8Array(size).fill(fill)], name, { type: "image/jpeg" });

/** A multipart body sent in small pieces, as a slow phone's upload arrives. */
async function trickled(data: FormData): Promise<Request> {
  const encoded = new Request("http://localhost/", { method: "POST", body: data });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get("Content-Type") ?? "";
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 1000));
      offset += 1000;
    },
  });
  return post(stream, { "Content-Type": type });
}

describe("readUpload", () => {
  it("keeps the fields, cleaned, and writes each wanted file to a temporary file it removes afterwards", async () => {
    const read = await readUpload(await trickled(form(["name", "Ana\u0000 María"], ["photos", file(5000, "sala.jpg", 1)], ["photos", file(7000, "cocina.jpg", 2)], ["message", "Ho\u001bla"])), limits);
    if (!read.ok) throw new Error(String(read.status));
    expect(read.fields.get("name")).toBe("Ana María");
    expect(read.fields.get("message")).toBe("Hola");
    expect(read.files.map(({ name, size, truncated }) => ({ name, size, truncated }))).toEqual([
      { name: "sala.jpg", size: 5000, truncated: false },
      { name: "cocina.jpg", size: 7000, truncated: false },
    ]);
    expect([...(await readFile(read.files[1]!.path))].every((byte) => byte === 2)).toBe(true);
    expect(read.overflow).toBe(false);
    await read.dispose();
    await expect(stat(read.files[0]!.path)).rejects.toThrow();
  });

  it("cuts a file at its limit, counts files past the limit, and drops files of fields that take none", async () => {
    const read = await readUpload(
      post(form(["other", file(3000, "notes.pdf")], ["photos", file(20 * 1024)], ["photos", file(100)], ["photos", file(100)], ["photos", file(100)])),
      limits,
    );
    if (!read.ok) throw new Error(String(read.status));
    expect(read.files.map(({ field, size, truncated }) => ({ field, size, truncated }))).toEqual([
      { field: "photos", size: 16 * 1024, truncated: true },
      { field: "photos", size: 100, truncated: false },
    ]);
    expect(read.extraFiles).toBe(2);
    await read.dispose();
  });

  it("skips the empty part a file input left blank sends", async () => {
    const read = await readUpload(post(form(["name", "Ana"], ["photos", new File([], "")])), limits);
    expect(read.ok && read.files).toEqual([]);
    expect(read.ok && read.extraFiles).toBe(0);
    if (read.ok) await read.dispose();
  });

  it("past the body's limit keeps no more file bytes but still reads the fields after them", async () => {
    const big = { ...limits, fileBytes: 200 * 1024, files: 10 };
    const read = await readUpload(await trickled(form(["name", "Ana"], ["photos", file(60 * 1024)], ["photos", file(60 * 1024)], ["message", "Tres recámaras"])), big);
    if (!read.ok) throw new Error(String(read.status));
    expect(read.overflow).toBe(true);
    expect(read.fields.get("name")).toBe("Ana");
    expect(read.fields.get("message")).toBe("Tres recámaras");
    expect(read.files.reduce((sum, each) => sum + each.size, 0)).toBeLessThanOrEqual(limits.maxBytes);
    await read.dispose();
  });

  it("writes no file at all when the declared length is already past the limit", async () => {
    const data = form(["name", "Ana"], ["photos", file(70 * 1024)], ["consent", "yes"]);
    const encoded = new Request("http://localhost/", { method: "POST", body: data });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const read = await readUpload(post(bytes, { "Content-Type": encoded.headers.get("Content-Type") ?? "", "Content-Length": String(bytes.byteLength) }), { ...limits, fileBytes: 100 * 1024 });
    if (!read.ok) throw new Error(String(read.status));
    expect(read.overflow).toBe(true);
    expect(read.files).toEqual([]);
    expect(read.fields.get("consent")).toBe("yes");
    await read.dispose();
  });

  it("answers 400 to a truncated or boundless multipart body, 415 to what isn't a form, 413 to a large URL-encoded one", async () => {
    expect(await readUpload(post('--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nstaging', { "Content-Type": "multipart/form-data; boundary=x" }), limits)).toEqual({ ok: false, status: 400 });
    expect(await readUpload(post("--x--", { "Content-Type": "multipart/form-data" }), limits)).toEqual({ ok: false, status: 400 });
    expect(await readUpload(post("{}", { "Content-Type": "application/json" }), limits)).toEqual({ ok: false, status: 415 });
    // Declared past all that is read of a URL-encoded body: refused before a byte of it.
    const huge = `message=${"a".repeat(URLENCODED_BYTES * 16)}`;
    expect(await readUpload(post(huge, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(huge.length) }), limits)).toEqual({ ok: false, status: 413 });
    // Undeclared, it is read to that point and no further: too large, with the fields that came whole before it.
    const cut = await readUpload(post(`name=Ana&${huge}`, { "Content-Type": "application/x-www-form-urlencoded" }), limits);
    expect(cut.ok && cut.overflow && cut.fields.get("name")).toBe("Ana");
    const small = await readUpload(post("name=An%00a", { "Content-Type": "application/x-www-form-urlencoded" }), limits);
    expect(small.ok && small.fields.get("name")).toBe("Ana");
  });

  it("reads a URL-encoded body past its limit to the end, each field cut at its limit, so the form comes back with what was typed", async () => {
    const read = await readUpload(post(`_form=contact&name=Ana&message=${"b".repeat(URLENCODED_BYTES * 2)}&email=ana%40example.com`, { "Content-Type": "application/x-www-form-urlencoded" }), limits);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.overflow).toBe(true);
    expect([read.fields.get("_form"), read.fields.get("name"), read.fields.get("email")]).toEqual(["contact", "Ana", "ana@example.com"]);
    expect(String(read.fields.get("message")).length).toBe(64 * 1024);
    const fits = await readUpload(post(`name=Ana&message=${"c".repeat(2_000)}`, { "Content-Type": "application/x-www-form-urlencoded" }), limits);
    expect(fits.ok && fits.overflow).toBe(false);
  });
});
