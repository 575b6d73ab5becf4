import { isPermanentSmtpFailure, Mailer, parseSmtpUrl, smtpServerOf } from './mailer';

describe('the SMTP URL', () => {
  it('is named by host and port only, with the default port of its scheme', () => {
    expect(smtpServerOf('smtp://user:pa%24s@mail.lender.test:2525')).toBe('mail.lender.test:2525');
    expect(smtpServerOf('smtp://mail.lender.test')).toBe('mail.lender.test:587');
    expect(smtpServerOf('smtps://user:pass@mail.lender.test')).toBe('mail.lender.test:465');
  });

  it('refuses a bad URL without repeating it', () => {
    for (const bad of ['not a url with secret-pw', 'https://user:secret-pw@mail.lender.test']) {
      expect(() => parseSmtpUrl(bad)).toThrow(/^SMTP_URL /);
      try {
        parseSmtpUrl(bad);
      } catch (error) {
        expect(String((error as Error).message)).not.toContain('secret-pw');
      }
    }
  });

  it('keeps emails in the outbox when no SMTP is configured', async () => {
    const mailer = new Mailer({
      from: 'Portal <no-reply@lender.test>',
      supportAddress: 'support@lender.test',
      portalUrl: 'https://portal.example',
    });
    expect(mailer.smtpConfigured).toBe(false);
    expect(mailer.delivery).toBe('outbox');
    expect(mailer.smtpServer).toBeNull();
    expect(await mailer.send({ from: mailer.from, to: ['a@b.test'], replyTo: null, subject: 's', text: 't' })).toEqual({
      ok: false,
      error: 'SMTP is not configured.',
      permanent: true,
    });
  });

  it('reports an unreachable server without its credentials', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const mailer = new Mailer({
      smtpUrl: 'smtp://portal:secret-pw@127.0.0.1:9',
      from: 'no-reply@lender.test',
      supportAddress: 'support@lender.test',
      portalUrl: 'https://portal.example',
    });
    const outcome = await mailer.send({ from: mailer.from, to: ['a@b.test'], replyTo: null, subject: 's', text: 't' });
    mailer.close();
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error).toMatch(/ECONNREFUSED|connect/i);
      expect(outcome.error).not.toContain('secret-pw');
      // No reply from a server: a later attempt may reach it.
      expect(outcome.permanent).toBe(false);
    }
  });
});

describe('isPermanentSmtpFailure', () => {
  it('is true for a 5xx reply only: 4xx replies and connection errors are worth another attempt', () => {
    expect(isPermanentSmtpFailure(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentSmtpFailure(Object.assign(new Error('Greylisted'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentSmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanentSmtpFailure('not an error')).toBe(false);
  });
});
