import type { ApiProblem } from 'shared-rules';

/** The server's problem details from an RTK Query error, or null for network or parse errors. */
export function problemOf(error: unknown): ApiProblem | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data === 'object' && data !== null && 'code' in data && 'title' in data) return data as ApiProblem;
  return null;
}

/** A sentence for the user from any RTK Query error. */
export function problemMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const problem = problemOf(error);
  return problem?.detail || problem?.title || fallback;
}
