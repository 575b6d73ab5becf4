// Handlers for the services routes, typed by the contracts: the answer a handler gives must be the
// route's body type from shared-rules (or a problem), so a fake cannot drift from the contract.
import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, http, type PathParams } from 'msw';
import type { ApiProblem } from 'shared-rules';

/** Where services answer; the remotes' `paths` are relative to it. */
export const API_BASE = '/api';

/** A resolver answering `Body` (or a problem) to a request carrying `RequestBody`. */
export type ApiResolver<
  Body extends DefaultBodyType,
  RequestBody extends DefaultBodyType,
  Params extends PathParams,
> = HttpResponseResolver<Params, RequestBody, Body | ApiProblem>;

function route(method: 'get' | 'post' | 'put' | 'patch' | 'delete') {
  return <
    Body extends DefaultBodyType = undefined,
    RequestBody extends DefaultBodyType = DefaultBodyType,
    Params extends PathParams = PathParams,
  >(
    path: string,
    resolver: ApiResolver<Body, RequestBody, Params>,
  ) => http[method]<Params, RequestBody, Body | ApiProblem>(`${API_BASE}${path}`, resolver);
}

/**
 * `api.get<Profile>('/profile', () => HttpResponse.json(profile))`: a handler for a route under
 * `/api` (a path from a remote's `paths`, or with `:name` parameters), whose JSON answer is checked
 * against `Body`; the second type argument is the request body the handler reads.
 */
export const api = {
  get: route('get'),
  post: route('post'),
  put: route('put'),
  patch: route('patch'),
  delete: route('delete'),
};

/** A refusal as services send it (problem details with a stable `code`). */
export function problem(
  status: number,
  code: string,
  detail: string,
  extra: Omit<ApiProblem, 'type' | 'title' | 'status' | 'code' | 'detail'> = {},
): HttpResponse<ApiProblem> {
  const body: ApiProblem = { type: 'about:blank', title: 'Request refused', status, code, detail, ...extra };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A refusal naming the field it is about (`body.newPassword`), as services send for a form. */
export function fieldProblem(status: number, code: string, field: string, detail: string): HttpResponse<ApiProblem> {
  return problem(status, code, detail, { fields: [{ field, message: detail }] });
}

/** An answer with no body (204), as services give to a removal or an acknowledgement. */
export function noContent(): HttpResponse<undefined> {
  return new HttpResponse(null, { status: 204 });
}
