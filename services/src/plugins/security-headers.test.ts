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
