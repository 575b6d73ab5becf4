import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiProblem } from 'shared-rules';
import { ApiError, PROBLEM_CONTENT_TYPE, problem } from './problem';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** `body.email`, `querystring.orgId`: the field an ajv issue is about. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const params = issue.params as Record<string, unknown>;
  const pointer = issue.instancePath.split('/').filter(Boolean).join('.');
  const leaf =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  const path = [pointer, leaf].filter(Boolean).join('.');
  return [context, path].filter(Boolean).join('.') || (context ?? 'request');
}

function describeIssue(issue: ValidationIssue, field: string): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not an accepted field`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} must not be empty` : `${field} must be at least ${String(params.limit)} characters`;
    case 'type':
      return `${field} must be of type ${String(params.type)}`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

// Fastify's own 4xx errors, given stable codes of ours.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty-body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid-content-length',
};

/** Turns every error into `application/problem+json`, and unknown routes into a 404 problem. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiProblem;
    if (error instanceof ApiError) {
      body = error.toProblem();
    } else if (error.validation) {
      const fields = error.validation.map((issue) => {
        const field = fieldOf(issue, error.validationContext);
        return { field, message: describeIssue(issue, field) };
      });
      body = problem(400, 'invalid-input', fields[0]?.message ?? 'The request is invalid.', { fields });
    } else if (error.statusCode === 429) {
      body = problem(429, 'rate-limited', 'Too many attempts. Wait a minute and try again.');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = problem(error.statusCode, FASTIFY_CODES[error.code] ?? 'bad-request', error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = problem(500, 'internal-error', 'An unexpected error occurred. Try again later.');
    }
    if (body.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(404, 'route-not-found', `No route ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
