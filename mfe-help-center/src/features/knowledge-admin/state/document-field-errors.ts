import type { FormErrors } from '@mantine/form';
import type { ApiProblem } from 'shared-rules';
import type { DocumentFormValues } from './document-form-values';

const FORM_FIELDS: readonly (keyof DocumentFormValues)[] = [
  'title',
  'description',
  'tags',
  'audiences',
  'priority',
  'status',
  'relatedDocumentIds',
  'content',
  'url',
  'file',
];

/**
 * A refused save's field problems placed on the form. Services name fields `body.title`,
 * `body.tags.2` (one tag of the list: shown on Tags) and, for a PDF upload, `body.metadata.title`
 * and `body.file`. A message that starts with its field path loses it, so it reads well under the
 * input. Problems naming no input of the form (the kind, the metadata part) come back as
 * `unplaced`, for the form to list.
 */
export function documentFieldErrors(problem: ApiProblem | null): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of problem?.fields ?? []) {
    const path = field.replace(/^body\./, '').replace(/^metadata\./, '');
    const name = FORM_FIELDS.find((candidate) => candidate === path.split('.')[0]);
    const text = message.startsWith(field) ? message.slice(field.length).trim() : message;
    if (!name || text === '') {
      unplaced.push(message);
      continue;
    }
    errors[name] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  return { errors, unplaced };
}
