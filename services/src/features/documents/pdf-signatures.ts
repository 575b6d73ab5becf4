import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a PDF item's signature opens: one attachment of one loan, for a little while. */
export interface SignedAttachment {
  loanId: string;
  attachmentId: string;
  userId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** `<payload>.<mac>`, both base64url: the payload names the attachment, the user it was signed for and the expiry. */
export function signAttachment(secret: string, signed: SignedAttachment): string {
  const payload = encode(JSON.stringify({ l: signed.loanId, a: signed.attachmentId, u: signed.userId, e: signed.expiresAt }));
  return `${payload}.${encode(mac(secret, payload))}`;
}

export type SignatureCheck = { ok: true; signed: SignedAttachment } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a signature's MAC (in constant time) and its expiry against `now` (seconds). */
export function verifyAttachmentSignature(secret: string, signature: string, now: number): SignatureCheck {
  const [payload, given, extra] = signature.split('.');
  if (!payload || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  let claims: { l?: unknown; a?: unknown; u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { l, a, u, e } = claims;
  if (typeof l !== 'string' || typeof a !== 'string' || typeof u !== 'string' || typeof e !== 'number')
    return { ok: false, reason: 'invalid' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, signed: { loanId: l, attachmentId: a, userId: u, expiresAt: e } };
}
