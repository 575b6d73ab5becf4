import { problemFieldErrors } from './problem-field-errors';

const problem = (fields: { field: string; message: string }[]) => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'invalid-input',
  detail: fields[0]?.message ?? '',
  fields,
});

describe('problemFieldErrors', () => {
  it('maps the value fields of a save to form paths with readable messages', () => {
    expect(
      problemFieldErrors(
        problem([
          { field: 'body.value.brandName', message: 'body.value.brandName must not be empty' },
          { field: 'body.value.logo.lightMode', message: 'body.value.logo.lightMode must match pattern "^(https?://|/)"' },
        ]),
        'body.value.',
      ),
    ).toEqual({ brandName: 'Must not be empty', 'logo.lightMode': 'Must match pattern "^(https?://|/)"' });
  });

  it('ignores problems that are not about the value, and answers nothing for no problem', () => {
    expect(problemFieldErrors(problem([{ field: 'body.version', message: 'body.version is required' }]), 'body.value.')).toEqual({});
    expect(problemFieldErrors(null)).toEqual({});
  });

  it('maps body fields by default', () => {
    expect(problemFieldErrors(problem([{ field: 'body.newPassword', message: 'Use at least 12 characters.' }]))).toEqual({
      newPassword: 'Use at least 12 characters.',
    });
  });
});
