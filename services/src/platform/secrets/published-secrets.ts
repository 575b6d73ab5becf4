import { createHash } from 'node:crypto';

/**
 * SHA-256 digests of every secret value that was ever written in the portal's source or its
 * history: a development default and the literals tests once used. Anyone can read them there,
 * so no mode of the portal accepts one. Kept as digests so the values themselves are not
 * repeated here. A new literal is never added to the source: tests make random secrets.
 */
const PUBLISHED_SECRET_DIGESTS: ReadonlySet<string> = new Set([
  // The former development instance sync secret, accepted outside production until 2026-11.
  '0c2d0639bf9f46d4dd68aa6d6cf1198dab75b580e47868718b047ef533937d85',
  // Literals of the integration tests (JWT, SECRETS_KEY and instance sync secrets).
  'e51f28dc159a89c6abdfd9515bb32e6f640b1acb2f5f9b4b30e70ca99473acf3',
  '2a9a9c9b0bd49b507f7cf6d5b07aff5d2421ee3fa9ac1fb8c32cc5c8737aed51',
  '1a78bee29aa1e4b1b6a74b872b76b40b0bf5cf2249b7c83fd7b97025c9b7cf37',
  'b14975b0a521ed6217a9f5c6f01d03d362ccec659e2296745a5e591863ceb2e2',
  '5d662a61b92cdf4a1385b8ecc47789b4c8b124f46fe4897c2457756a570b9d42',
  '470f3899bb442b4837ad312094961d0a6d4cf29e642971fa467eb1f77987d360',
  '610d02327a0748acea53d51534d96765e4ab00a198de57de4456c84047c41355',
  '2d8a0fb95b6f28167096d5ea0f0bb94647529e3c9c318ecba7a673921be139f3',
]);

/** Whether `value` is a secret published in the portal's source (compared by SHA-256, whitespace trimmed). */
export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(value.trim(), 'utf8').digest('hex'));
}

/** The least length of a signing secret from the environment (JWT_SECRET, INSTANCE_SYNC_SECRET). */
export const SIGNING_SECRET_MIN_LENGTH = 32;

export interface ConfiguredSecrets {
  jwtSecret?: string;
  secretsKey?: string;
  instanceSyncSecret?: string;
}

const VARIABLE: Record<keyof ConfiguredSecrets, string> = {
  jwtSecret: 'JWT_SECRET',
  secretsKey: 'SECRETS_KEY',
  instanceSyncSecret: 'INSTANCE_SYNC_SECRET',
};

/**
 * The start-up check: throws, naming the setting, when a configured secret is one published in
 * the source or too short to resist guessing. The services then refuse to start rather than run
 * with a key anyone can read.
 */
export function refuseUnsafeSecrets(secrets: ConfiguredSecrets): void {
  for (const key of Object.keys(VARIABLE) as (keyof ConfiguredSecrets)[]) {
    const value = secrets[key];
    if (value === undefined) continue;
    if (isPublishedSecret(value)) {
      throw new Error(
        `${VARIABLE[key]} is a value published in the portal's source code and is never accepted: set a random secret of your own (for example \`openssl rand -base64 32\`).`,
      );
    }
    if (value.length < SIGNING_SECRET_MIN_LENGTH) {
      throw new Error(`${VARIABLE[key]} must be at least ${SIGNING_SECRET_MIN_LENGTH} characters.`);
    }
  }
}
