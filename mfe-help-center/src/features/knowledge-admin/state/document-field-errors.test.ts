import type { ApiProblem } from 'shared-rules';
import { documentFieldErrors } from './document-field-errors';

const problem = (fields: ApiProblem['fields']): ApiProblem => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'invalid-input',
  detail: '',
  fields,
});

describe('documentFieldErrors', () => {
  it('places body and metadata fields on their inputs, without the path the message starts with', () => {
    expect(
      documentFieldErrors(
        problem([
          { field: 'body.title', message: 'body.title must not be empty' },
          { field: 'body.metadata.priority', message: 'body.metadata.priority must be <= 100' },
          { field: 'body.tags.3', message: 'body.tags.3 must match pattern "^[a-z0-9][a-z0-9-]*$"' },
          { field: 'body.file', message: 'not a PDF' },
          { field: 'body.url', message: 'Videos are YouTube or Vimeo addresses only.' },
        ]),
      ),
    ).toEqual({
      errors: {
        title: 'Must not be empty',
        priority: 'Must be <= 100',
        tags: 'Must match pattern "^[a-z0-9][a-z0-9-]*$"',
        file: 'Not a PDF',
        url: 'Videos are YouTube or Vimeo addresses only.',
      },
      unplaced: [],
    });
  });

  it('lists the problems no input shows, and keeps the first of several on one input', () => {
    expect(
      documentFieldErrors(
        problem([
          { field: 'body.metadata', message: 'The "metadata" part is not JSON.' },
          { field: 'body.sourceType', message: 'This document is a pdf; its type cannot change.' },
          { field: 'body.tags.0', message: 'first' },
          { field: 'body.tags.1', message: 'second' },
        ]),
      ),
    ).toEqual({
      errors: { tags: 'First' },
      unplaced: ['The "metadata" part is not JSON.', 'This document is a pdf; its type cannot change.'],
    });
    expect(documentFieldErrors(null)).toEqual({ errors: {}, unplaced: [] });
  });
});
