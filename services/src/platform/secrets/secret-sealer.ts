import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The least length of SECRETS_KEY: shorter keys are refused at start rather than used weakly. */
export const SECRETS_KEY_MIN_LENGTH = 32;

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when SECRETS_KEY is not set: nothing can be stored sealed, and routes that would say so. */
    secretSealer: SecretSealer | null;
  }
}

/** Encrypts secrets kept in the database (an API key, an integration token) and opens them again. */
export interface SecretSealer {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url): a fresh IV each time, authenticated with GCM. */
  seal(plain: string): string;
  /** The plain text; throws when the sealed text was altered or sealed with another key. */
  open(sealed: string): string;
}

/**
 * AES-256-GCM with the SHA-256 of SECRETS_KEY: the database alone (a backup, a dump) never
 * reveals a stored secret. Throws on a key shorter than `SECRETS_KEY_MIN_LENGTH`.
 */
export function secretSealer(secretsKey: string): SecretSealer {
  if (secretsKey.length < SECRETS_KEY_MIN_LENGTH) throw new Error(`SECRETS_KEY must be at least ${SECRETS_KEY_MIN_LENGTH} characters.`);
  const key = createHash('sha256').update(secretsKey, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
