import { serverFieldErrors } from './server-field-errors';

const problem = (fields: { field: string; message: string }[]) => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'invalid-input',
  detail: fields[0]?.message ?? '',
  fields,
});

describe('serverFieldErrors', () => {
  it('maps the value fields of a save to form paths with readable messages', () => {
    expect(
      serverFieldErrors(
        problem([
          { field: 'body.value.brandName', message: 'body.value.brandName must not be empty' },
          { field: 'body.value.logo.lightMode', message: 'body.value.logo.lightMode must match pattern "^(https?://|/)"' },
        ]),
      ),
    ).toEqual({ brandName: 'Must not be empty', 'logo.lightMode': 'Must match pattern "^(https?://|/)"' });
  });

  it('ignores problems that are not about the value, and answers nothing for no problem', () => {
    expect(serverFieldErrors(problem([{ field: 'body.version', message: 'body.version is required' }]))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
