import type { ApiProblem } from 'shared-rules';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  502: 'Bad Gateway',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * An error a route throws on purpose: it becomes a problem-details response with this status,
 * stable `code` and human `detail`. Anything else thrown is a 500 whose detail hides internals.
 */
/** What a problem carries beside its code and detail. */
export type ProblemExtra = Pick<
  ApiProblem,
  'fields' | 'additionalInfo' | 'conflicts' | 'currentVersion' | 'mfaChallenge' | 'rateSheetErrors'
>;

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: ProblemExtra;

  constructor(statusCode: number, code: string, detail: string, extra: ProblemExtra = {}) {
    super(detail);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }

  toProblem(): ApiProblem {
    return problem(this.statusCode, this.code, this.message, this.extra);
  }
}

/** Builds the problem-details body; `type` is a stable URN per code. */
export function problem(status: number, code: string, detail: string, extra: ProblemExtra = {}): ApiProblem {
  return {
    type: `urn:loan-portal:problem:${code}`,
    title: TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Request Error'),
    status,
    code,
    detail,
    ...extra,
  };
}

/** The requested thing does not exist, or the caller may not know that it does. */
export const notFound = (detail = 'The requested resource was not found.') => new ApiError(404, 'not-found', detail);
export const forbidden = (detail = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', detail);
export const unauthorized = (code: string, detail: string) => new ApiError(401, code, detail);
export const badRequest = (code: string, detail: string, field?: string) =>
  new ApiError(400, code, detail, field ? { fields: [{ field, message: detail }] } : {});

/** A refusal that names the field it is about (`body.email`), shown under that field. */
export const fieldError = (status: number, code: string, field: string, message: string) =>
  new ApiError(status, code, message, { fields: [{ field, message }] });
