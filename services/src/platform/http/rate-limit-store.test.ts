import { rateLimitNamespace } from './rate-limit-store';

describe('rate-limit namespace', () => {
  it('is the same for every process of one PostgreSQL database, whatever the credentials', () => {
    const a = rateLimitNamespace({ kind: 'postgres', url: 'postgres://portal:one@db.internal:5432/portal' });
    const b = rateLimitNamespace({ kind: 'postgres', url: 'postgres://reader:two@db.internal:5432/portal' });
    expect(a).toBe(b);
    expect(a).toMatch(/^portal-rate-limit:[0-9a-f]{16}:$/);
  });

  it('differs between databases, so test runs and other deployments on one Redis keep their own counts', () => {
    const portal = rateLimitNamespace({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal' });
    const other = rateLimitNamespace({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal_bench_1' });
    expect(portal).not.toBe(other);
    expect(rateLimitNamespace({ kind: 'pglite' })).not.toBe(rateLimitNamespace({ kind: 'pglite' }));
    expect(rateLimitNamespace({ kind: 'pglite', dataDir: '/srv/portal' })).toBe(
      rateLimitNamespace({ kind: 'pglite', dataDir: '/srv/portal' }),
    );
  });
});
