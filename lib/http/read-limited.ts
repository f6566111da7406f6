/**
 * Reads a body (a request's or a response's) up to `maxBytes`: `undefined` as soon as it is longer, so the rest
 * is never read or kept. A declared Content-Length above the limit is refused before any byte is read.
 * Shared by the engine endpoint, the SOAP client and the server's body limit.
 */
export async function readBytesWithin(
  message: Request | Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = message.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) return undefined;
  if (!message.body) return new Uint8Array();
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The same as text (UTF-8); `undefined` when longer than `maxBytes`. */
export async function readTextWithin(
  message: Request | Response,
  maxBytes: number,
): Promise<string | undefined> {
  const bytes = await readBytesWithin(message, maxBytes);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
