export type FormBody = { readonly ok: true; readonly data: FormData } | { readonly ok: false; readonly status: 400 | 413 };

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A form's body, refused with 413 beyond `maxBytes` before it is all in
 * memory, and with 400 when it isn't a form or can't be parsed (a truncated
 * or malformed multipart body).
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return { ok: false, status: 400 };
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    bytes = await readLimited(request.body, maxBytes);
  } catch {
    return { ok: false, status: 400 };
  }
  if (!bytes) return { ok: false, status: 413 };
  try {
    const data = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    return { ok: true, data };
  } catch {
    return { ok: false, status: 400 };
  }
}
