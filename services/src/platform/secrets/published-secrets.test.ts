import { randomBytes } from 'node:crypto';
import { isPublishedSecret, refuseUnsafeSecrets } from './published-secrets';

// Built from parts so that the source holds no complete published value.
const FORMER_DEVELOPMENT_SYNC_SECRET = ['development', 'only', 'instance', 'sync', 'secret', 'do', 'not', 'deploy'].join('-');

describe('secrets published in the source', () => {
  it('knows the former development instance sync secret, with or without surrounding spaces', () => {
    expect(isPublishedSecret(FORMER_DEVELOPMENT_SYNC_SECRET)).toBe(true);
    expect(isPublishedSecret(` ${FORMER_DEVELOPMENT_SYNC_SECRET}\n`)).toBe(true);
  });

  it('does not know a random secret', () => {
    expect(isPublishedSecret(randomBytes(32).toString('base64url'))).toBe(false);
  });

  it('refuses to start with a published or short secret, naming the setting', () => {
    expect(() => refuseUnsafeSecrets({ instanceSyncSecret: FORMER_DEVELOPMENT_SYNC_SECRET })).toThrow(
      /^INSTANCE_SYNC_SECRET is a value published in the portal's source code/,
    );
    expect(() => refuseUnsafeSecrets({ jwtSecret: FORMER_DEVELOPMENT_SYNC_SECRET })).toThrow(/^JWT_SECRET is a value published/);
    expect(() => refuseUnsafeSecrets({ secretsKey: FORMER_DEVELOPMENT_SYNC_SECRET })).toThrow(/^SECRETS_KEY is a value published/);
    expect(() => refuseUnsafeSecrets({ jwtSecret: 'short-secret' })).toThrow('JWT_SECRET must be at least 32 characters.');
    expect(() =>
      refuseUnsafeSecrets({
        jwtSecret: randomBytes(32).toString('base64url'),
        secretsKey: randomBytes(32).toString('base64url'),
        instanceSyncSecret: randomBytes(32).toString('base64url'),
      }),
    ).not.toThrow();
    expect(() => refuseUnsafeSecrets({})).not.toThrow();
  });
});
