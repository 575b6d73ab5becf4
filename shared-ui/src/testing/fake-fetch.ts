// Test-only: jsdom has no fetch, Request, Response or Headers. These small stand-ins carry what
// RTK Query's fetchBaseQuery and a blob fetcher read, and keep request bodies as they were sent
// (a FormData stays a FormData), so tests can look at what the portal would send.
import type { ApiProblem } from 'shared-rules';

type HeadersInitLike = FakeHeaders | Record<string, string> | Array<[string, string]> | undefined | null;

export class FakeHeaders {
  private readonly values = new Map<string, string>();
  constructor(init?: HeadersInitLike) {
    if (!init) return;
    const entries = init instanceof FakeHeaders ? [...init.entries()] : Array.isArray(init) ? init : Object.entries(init);
    for (const [name, value] of entries) this.set(name, value);
  }
  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), String(value));
  }
  append(name: string, value: string): void {
    const current = this.get(name);
    this.set(name, current === null ? value : `${current}, ${value}`);
  }
  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
  delete(name: string): void {
    this.values.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, name: string) => void): void {
    this.values.forEach((value, name) => {
      callback(value, name);
    });
  }
  entries(): IterableIterator<[string, string]> {
    return this.values.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.values.entries();
  }
}

interface FakeRequestInit {
  method?: string;
  headers?: HeadersInitLike;
  body?: unknown;
  signal?: AbortSignal | null;
}

export class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: FakeHeaders;
  readonly body: unknown;
  readonly signal: AbortSignal | null;
  constructor(input: string | FakeRequest, init: FakeRequestInit = {}) {
    const base = typeof input === 'string' ? null : input;
    this.url = base ? base.url : input.toString();
    this.method = (init.method ?? base?.method ?? 'GET').toUpperCase();
    this.headers = new FakeHeaders(init.headers ?? base?.headers);
    this.body = init.body ?? base?.body ?? null;
    this.signal = init.signal ?? base?.signal ?? null;
  }
  clone(): FakeRequest {
    return new FakeRequest(this);
  }
  /** The JSON body the portal sent. */
  json(): unknown {
    return JSON.parse(String(this.body));
  }
}

/** The reason phrases the tests' answers carry (`Response.statusText`). */
const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class FakeResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: FakeHeaders;
  constructor(
    /** A stream is read through `body` only (an event stream the test writes to as it goes). */
    private readonly payload: string | Blob | ReadableStream<Uint8Array> | null,
    init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
  ) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? STATUS_TEXTS[this.status] ?? '';
    this.ok = this.status >= 200 && this.status <= 299;
    this.headers = new FakeHeaders(init.headers);
  }
  clone(): FakeResponse {
    return new FakeResponse(this.payload, { status: this.status, headers: Object.fromEntries(this.headers.entries()) });
  }
  /** The payload as a byte stream, as `fetch` gives it. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.payload === null || this.payload instanceof ReadableStream) return this.payload;
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  }
  async text(): Promise<string> {
    if (this.payload === null) return '';
    if (typeof this.payload === 'string') return this.payload;
    if (this.payload instanceof ReadableStream) throw new Error('A streamed test answer is read through body.');
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this.payload as Blob);
    });
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  /** The payload's text as UTF-8 bytes: enough for the small documents tests send. */
  async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(await this.text()).buffer as ArrayBuffer;
  }
  async blob(): Promise<Blob> {
    if (this.payload instanceof Blob) return this.payload;
    if (this.payload instanceof ReadableStream) throw new Error('A streamed test answer is read through body.');
    return new Blob([this.payload ?? ''], { type: this.headers.get('content-type') ?? '' });
  }
}

export function jsonResponse(body: unknown, status = 200): FakeResponse {
  return new FakeResponse(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problemResponse(
  status: number,
  code: string,
  detail: string,
  extra: Pick<ApiProblem, 'mfaChallenge' | 'fields' | 'currentVersion'> = {},
): FakeResponse {
  const problem: ApiProblem = { type: 'about:blank', title: 'Request refused', status, code, detail, ...extra };
  return new FakeResponse(JSON.stringify(problem), { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A refusal naming the field it is about (`body.newPassword`), as services send for a form. */
export function fieldProblemResponse(status: number, code: string, field: string, detail: string): FakeResponse {
  const problem: ApiProblem = { type: 'about:blank', title: 'Request refused', status, code, detail, fields: [{ field, message: detail }] };
  return new FakeResponse(JSON.stringify(problem), { status, headers: { 'content-type': 'application/problem+json' } });
}

export type FakeServices = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Installs the stand-ins and a `fetch` answered by `services`; returns the jest mock, whose
 * calls are the FakeRequests sent. Call `uninstall` in afterEach.
 */
export function installFakeFetch(services: FakeServices) {
  const globals = globalThis as Record<string, unknown>;
  const saved = { fetch: globals.fetch, Request: globals.Request, Response: globals.Response, Headers: globals.Headers };
  const asRequest = (input: string | FakeRequest, init?: FakeRequestInit) =>
    input instanceof FakeRequest && !init ? input : new FakeRequest(input, init);
  const fetchMock = jest.fn(async (input: string | FakeRequest, init?: FakeRequestInit) => services(asRequest(input, init)));
  Object.assign(globals, { fetch: fetchMock, Request: FakeRequest, Response: FakeResponse, Headers: FakeHeaders });
  return {
    fetchMock,
    /** The requests sent so far, as the fake services received them. */
    requests: (): FakeRequest[] => fetchMock.mock.calls.map(([input, init]) => asRequest(input, init)),
    uninstall: () => Object.assign(globals, saved),
  };
}
