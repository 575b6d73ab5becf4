import { deploymentId, redisNames } from './deployment-id';

describe('deployment id', () => {
  it('is the same for every process of one PostgreSQL database, whatever the credentials', () => {
    const a = deploymentId({ kind: 'postgres', url: 'postgres://portal:one@db.internal:5432/portal' });
    const b = deploymentId({ kind: 'postgres', url: 'postgres://reader:two@db.internal:5432/portal' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs between databases, so test runs and other deployments on one Redis keep their own', () => {
    const portal = deploymentId({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal' });
    const other = deploymentId({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal_bench_1' });
    expect(portal).not.toBe(other);
    expect(deploymentId({ kind: 'pglite' })).not.toBe(deploymentId({ kind: 'pglite' }));
    expect(deploymentId({ kind: 'pglite', dataDir: '/srv/portal' })).toBe(deploymentId({ kind: 'pglite', dataDir: '/srv/portal' }));
  });

  it('names every Redis key and channel of a deployment after it', () => {
    const names = redisNames(deploymentId({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal' }));
    const otherNames = redisNames(deploymentId({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/portal_staging' }));
    expect(names.rateLimit).toMatch(/^portal-rate-limit:[0-9a-f]{16}:$/);
    for (const key of Object.keys(names) as Array<keyof typeof names>) expect(names[key]).not.toBe(otherNames[key]);
  });
});
