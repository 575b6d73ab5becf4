/**
 * Route-schema pieces every feature shares. The contracts themselves are TypeBox schemas in
 * shared-rules (`shared-rules/src/api/<feature>.ts`); this file only names the problem answers.
 */
import { ApiProblemRef } from 'shared-rules';

/**
 * Problem answers for the given statuses, all pointing at the registered ApiProblem schema
 * (so the OpenAPI document names it once, and the serializer writes the problem's fields).
 */
export function problemResponses<const S extends number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ApiProblemRef])) as Record<S[number], typeof ApiProblemRef>;
}

/** Problems any authenticated route can answer. */
export const authenticatedProblems = problemResponses(400, 401, 404, 429);

export const bearerSecurity = [{ bearerAuth: [] }];
