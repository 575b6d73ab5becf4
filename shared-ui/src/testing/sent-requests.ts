// What the portal sent to the fake services: tests assert the body, query and headers of a request
// the way a reviewer of the network panel would, without every handler having to keep a list.
import type { SetupServer } from 'msw/node';

export interface SentRequest {
  method: string;
  /** The address the request went to (absolute: jsdom's page is http://localhost/). */
  url: URL;
  /** The path and query, as the portal wrote them: `/api/loans?page=2`. */
  path: string;
  headers: Headers;
  /**
   * The body: parsed JSON, the FormData of an upload, other text as it was, or null; read as the
   * request leaves, so it is there once the portal has shown the answer.
   */
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
 * Records every request of each test of the file (call once at the top of the file). `sent()` is
 * the current test's list; `sent('PATCH', '/api/profile')` those of one method and path (the query
 * left out of the comparison).
 */
export function recordRequests(server: SetupServer): (method?: string, pathname?: string) => SentRequest[] {
  let requests: SentRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const sent: SentRequest = { method: request.method, url, path: `${url.pathname}${url.search}`, headers: request.headers, body: null };
    requests.push(sent);
    void readBody(request.clone()).then((body) => {
      sent.body = body;
    });
  };
  beforeEach(() => {
    requests = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });
  return (method, pathname) =>
    requests.filter((request) => (!method || request.method === method) && (!pathname || request.url.pathname === pathname));
}
