/**
 * Takes secrets out of a text before it is logged: bearer tokens, JWTs (an access token, an
 * integration token), query parameters named like secrets, and password fields in JSON.
 */
// The query parameters first: a token there is replaced whole, whatever its shape.
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/([?&;](?:[a-z_]*token|refresh|password|secret|api[_-]?key|code)=)[^&\s#]+/gi, '$1[redacted]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted token]'],
  [/("(?:[a-zA-Z]*[Pp]assword|[a-zA-Z]*[Tt]oken|refresh|secret|apiKey|code)"\s*:\s*)"[^"]*"/g, '$1"[redacted]"'],
];

export function scrubSecrets(text: string): string {
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** A route as logged: its path only (a query string may carry tokens). */
export const pathOnly = (route: string): string => route.split(/[?#]/)[0] ?? '';
