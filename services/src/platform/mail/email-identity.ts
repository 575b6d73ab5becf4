import type { FastifyInstance } from 'fastify';
import { readStoredSetting } from '../settings/setting-reader';
import { effectiveSettingValue } from '../settings/setting-rules';

export interface EmailIdentity {
  /** The From of every email the portal writes. */
  from: string;
  /** Where technical tickets go. */
  supportAddress: string;
}

/** A display name as RFC 5322 allows it in a From: quoted, without quotes or backslashes of its own. */
const quotedName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

/**
 * Who the portal's email comes from. Once an administrator saved the `email-settings` setting,
 * its sender (and its support inbox, when given) win over the environment's MAIL_FROM and
 * SUPPORT_EMAIL; until then the environment's are used, so a portal set up by its deployment
 * alone keeps sending as before. The SMTP server itself only ever comes from SMTP_URL.
 */
export async function emailIdentity(app: Pick<FastifyInstance, 'db' | 'readCache' | 'mailer'>): Promise<EmailIdentity> {
  const stored = await readStoredSetting(app, 'email-settings');
  if (!stored) return { from: app.mailer.from, supportAddress: app.mailer.supportAddress };
  const settings = effectiveSettingValue('email-settings', stored.value);
  return {
    from: `${quotedName(settings.senderName)} <${settings.senderAddress}>`,
    supportAddress: settings.supportInbox === '' ? app.mailer.supportAddress : settings.supportInbox,
  };
}
