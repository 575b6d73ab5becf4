// What a test kit's fake services received, kept by the kit itself: its helpers (`calls`,
// `listQueries`, the saves) read the requests without each test file recording them.
import { http } from 'msw';
import { API_BASE } from './api-handlers';

/** A request the fake services received, its body read (JSON parsed, an upload as FormData). */
export interface ReceivedRequest {
  method: string;
  url: URL;
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return null;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * A handler to put first in a kit's `server.use(...)`: keeps every request under `/api` in
 * `received`, then answers with `before` (a test's failure or pending answer) or lets the kit's
 * own handlers answer.
 */
export function keepReceived(received: ReceivedRequest[], before?: (request: Request) => Response | Promise<Response> | undefined) {
  return http.all(`${API_BASE}/*`, async ({ request }) => {
    received.push({ method: request.method, url: new URL(request.url), body: await readBody(request.clone()) });
    return before?.(request);
  });
}

/** The requests of one method to one path (the query left out of the comparison). */
export const receivedAt = (received: ReceivedRequest[], method: string, path: string) =>
  received.filter((request) => request.method === method && request.url.pathname === path);
