import type { FastifyInstance } from 'fastify';
import { MFA_TEXTS } from 'shared-rules';
import { ApiError, unauthorized } from '../../http/problem';
import { spendRecoveryCode } from './recovery-codes';
import { acceptedStep } from './totp';

/** How long the second step of a sign-in may take. */
const CHALLENGE_MS = 5 * 60_000;
const PURPOSE = 'mfa-sign-in';

interface Challenge {
  purpose: typeof PURPOSE;
  sub: string;
  exp: number;
}

const unavailable = () => new ApiError(503, 'mfa-unavailable', MFA_TEXTS.storageUnavailable);

/**
 * The challenge a sign-in with the right password gets when the user has TOTP on: sealed (so it
 * cannot be forged or read), naming the user, good for five minutes. Null when TOTP is off.
 */
export async function mfaChallengeFor(app: FastifyInstance, userId: string, now = Date.now()): Promise<string | null> {
  const row = await app.db.selectFrom('users').select('totpEnabledAt').where('id', '=', userId).executeTakeFirst();
  if (!row?.totpEnabledAt) return null;
  if (!app.secretSealer) throw unavailable();
  const challenge: Challenge = { purpose: PURPOSE, sub: userId, exp: now + CHALLENGE_MS };
  return app.secretSealer.seal(JSON.stringify(challenge));
}

/** The user a challenge names, or 401 when it is not one of ours or has expired. */
export function challengedUser(app: FastifyInstance, sealed: string, now = Date.now()): string {
  if (!app.secretSealer) throw unavailable();
  let challenge: Partial<Challenge>;
  try {
    challenge = JSON.parse(app.secretSealer.open(sealed)) as Partial<Challenge>;
  } catch {
    throw unauthorized('mfa-challenge-invalid', MFA_TEXTS.challengeExpired);
  }
  if (challenge.purpose !== PURPOSE || typeof challenge.sub !== 'string' || typeof challenge.exp !== 'number' || challenge.exp < now) {
    throw unauthorized('mfa-challenge-invalid', MFA_TEXTS.challengeExpired);
  }
  return challenge.sub;
}

/**
 * Whether `code` completes the sign-in: the app's current code (each time step once), or one of
 * the user's unused recovery codes (then spent).
 */
export async function secondFactorAccepted(app: FastifyInstance, userId: string, code: string, now = new Date()): Promise<boolean> {
  if (!app.secretSealer) throw unavailable();
  const row = await app.db.selectFrom('users').select(['totpSecretSealed', 'totpLastStep']).where('id', '=', userId).executeTakeFirst();
  if (!row?.totpSecretSealed) return false;
  const lastStep = row.totpLastStep === null ? null : Number(row.totpLastStep);
  const step = acceptedStep(app.secretSealer.open(row.totpSecretSealed), code, lastStep, now.getTime());
  if (step !== null) {
    // Conditional: of two sign-ins racing with the same code, one wins.
    const claimed = await app.db
      .updateTable('users')
      .set({ totpLastStep: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', String(step))]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }
  return spendRecoveryCode(app.db, userId, code, now);
}
