/**
 * JSON-schema fragments reused by every feature's routes. Routes reference the shared schemas
 * by `$ref` (registered once with `app.addSchema`), so the OpenAPI document names them too.
 */
export const problemSchema = {
  $id: 'ApiProblem',
  type: 'object',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    detail: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    additionalInfo: { type: 'object', additionalProperties: true },
  },
} as const;

const problemRef = { $ref: 'ApiProblem#' } as const;

/** Problem responses for the OpenAPI document (and their serialisation). */
export function problemResponses<const S extends number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, problemRef])) as Record<S[number], typeof problemRef>;
}

/** Problems any authenticated route can answer. */
export const authenticatedProblems = problemResponses(400, 401, 404, 429);

export const idParamSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } },
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];

export const entityRefSchema = {
  type: 'object',
  required: ['entityId'],
  properties: { entityId: { type: 'string' } },
} as const;
