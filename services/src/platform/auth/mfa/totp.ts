import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** Codes of the time steps just before and after the current one are accepted (a clock a little off, a code typed slowly). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, issuer: string, account: string): string => generateURI({ issuer, label: account, secret });

export const qrCodeSvg = (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * The time step of a valid code, or null. A code whose step is not after `lastStep` (the last one
 * accepted) is refused: each code signs in once.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return null;
  if (lastStep !== null && result.timeStep <= lastStep) return null;
  return result.timeStep;
}
