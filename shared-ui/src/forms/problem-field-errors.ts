import type { ApiProblem } from 'shared-rules';

/**
 * The server's field problems as form errors: with the prefix `body.`, `body.newPassword` becomes
 * the form path `newPassword` (`prefix` is what the server's paths start with and the form's do
 * not; fields outside it are left out). A message that starts with its path loses it, so it reads
 * well under the field.
 */
export function problemFieldErrors(problem: ApiProblem | null, prefix = 'body.'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of problem?.fields ?? []) {
    if (!field.startsWith(prefix)) continue;
    const path = field.slice(prefix.length);
    const text = message.startsWith(field) ? message.slice(field.length).trim() : message;
    errors[path] = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return errors;
}
