// The part of autocannon 8 the benchmarks use (it ships no types of its own).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Request<Context> {
    /** Returns the request to send; `context` is the connection's own, kept between its requests. */
    setupRequest?: (request: RequestParams, context: Context) => RequestParams;
    onResponse?: (status: number, body: string, context: Context) => void;
  }

  export interface Options<Context> {
    url: string | string[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request<Context>[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon<Context = Record<string, unknown>>(options: Options<Context>): Promise<Result>;
  export default autocannon;
}
