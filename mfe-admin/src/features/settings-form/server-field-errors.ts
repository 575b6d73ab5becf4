import type { FormErrors } from '@mantine/form';
import type { ApiProblem } from 'shared-rules';

const VALUE_PREFIX = 'body.value.';

/**
 * The server's field problems of a setting save as form errors: `body.value.logo.lightMode`
 * becomes the form path `logo.lightMode`, and the message loses the path it starts with, so it
 * reads well under the field it belongs to.
 */
export function serverFieldErrors(problem: ApiProblem | null): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of problem?.fields ?? []) {
    if (!field.startsWith(VALUE_PREFIX)) continue;
    const path = field.slice(VALUE_PREFIX.length);
    const text = message.startsWith(field) ? message.slice(field.length).trim() : message;
    errors[path] = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return errors;
}
