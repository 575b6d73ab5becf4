import { pathOnly, scrubSecrets } from './scrub';

describe('scrubSecrets', () => {
  it('takes out bearer tokens, JWTs, secret query parameters and password fields', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(scrubSecrets(`Authorization: Bearer ${jwt}`)).toBe('Authorization: Bearer [redacted]');
    expect(scrubSecrets(`token ${jwt} expired`)).toBe('token [redacted token] expired');
    expect(scrubSecrets('GET /api/x?token=abc123&page=2')).toBe('GET /api/x?token=[redacted]&page=2');
    expect(scrubSecrets('{"email":"a@b.test","password":"hunter2","newPassword":"x"}')).toBe(
      '{"email":"a@b.test","password":"[redacted]","newPassword":"[redacted]"}',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(scrubSecrets("Cannot read properties of undefined (reading 'map')")).toBe("Cannot read properties of undefined (reading 'map')");
  });

  it('keeps a route without its query', () => {
    expect(pathOnly('/loan/123/documents?token=abc#top')).toBe('/loan/123/documents');
  });
});
