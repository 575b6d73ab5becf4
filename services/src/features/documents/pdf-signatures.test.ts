import { randomBytes } from 'node:crypto';
import { signAttachment, verifyAttachmentSignature } from './pdf-signatures';

const SECRET = randomBytes(32).toString('base64url');
const signed = { loanId: 'loan-1', attachmentId: 'att-1', userId: 'usr-1', expiresAt: 1_000 };

describe('PDF item signatures', () => {
  it('opens what it was signed for until it expires', () => {
    const signature = signAttachment(SECRET, signed);
    expect(verifyAttachmentSignature(SECRET, signature, 999)).toEqual({ ok: true, signed });
    expect(verifyAttachmentSignature(SECRET, signature, 1_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signature made with another secret, altered, or not a signature at all', () => {
    const signature = signAttachment(SECRET, signed);
    expect(verifyAttachmentSignature('another-secret', signature, 0)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, mac] = signature.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ l: 'loan-1', a: 'att-2', u: 'usr-1', e: 1_000 })).toString('base64url');
    expect(verifyAttachmentSignature(SECRET, `${otherPayload}.${mac}`, 0)).toEqual({ ok: false, reason: 'invalid' });
    for (const text of ['', 'abc', `${payload}.`, `${payload}.${mac}.x`]) {
      expect(verifyAttachmentSignature(SECRET, text, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
