import { hash, verify } from '@node-rs/argon2';

/** Argon2id hash of a password, with its own random salt (the PHC string stores the parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password, so an unknown email costs the same time as a wrong password.
let timingDecoy: Promise<string> | undefined;

/**
 * Stored for a user who has not chosen a password yet (an invitation is out): no password matches
 * it, and checking one costs the same time as a wrong password.
 */
export const NO_PASSWORD_HASH = '!no-password-chosen';

/** Whether the stored hash is a password the user chose (an argon2 PHC string). */
export const isChosenPassword = (storedHash: string | null): storedHash is string => storedHash?.startsWith('$argon2') === true;

/** True when the password matches; never throws on a malformed stored hash. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!isChosenPassword(storedHash)) {
    timingDecoy ??= hash(`decoy-${Math.random()}`);
    await verify(await timingDecoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
