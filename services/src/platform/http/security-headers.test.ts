import { apiResponseHeaders, documentResponseHeaders } from './security';
import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it("gives helmet's headers for the configuration", () => {
    const headers = helmetHeaders({ crossOriginResourcePolicy: { policy: 'same-site' } });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('throws on a configuration helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });
});

describe('response header sets', () => {
  it('API answers get the REST set: nothing may load, frame or cache them', () => {
    expect(apiResponseHeaders).toEqual({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('the docs page gets the page set', () => {
    expect(documentResponseHeaders['content-security-policy']).toContain("script-src 'self'");
    expect(documentResponseHeaders['cross-origin-opener-policy']).toBe('same-origin');
    expect(documentResponseHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(documentResponseHeaders['content-security-policy']).toContain("object-src 'none'");
    expect(documentResponseHeaders['x-frame-options']).toBe('DENY');
    expect(documentResponseHeaders['cache-control']).toBeUndefined();
  });
});
