import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a text field, or a file with its name and declared type. */
export type FormPart = { name: string; value: string } | { name: string; fileName: string; contentType?: string; content: Uint8Array };

/** A multipart/form-data body as a browser's FormData would send it, for `inject` or fetch. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but real files of each accepted kind (their first bytes are what the server sniffs). */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  // A 1×1 transparent PNG.
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};
