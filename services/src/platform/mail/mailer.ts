import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailDelivery } from 'shared-rules';

export interface MailOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; without it emails are only kept in the outbox. */
  smtpUrl?: string;
  /** The From header of every email. */
  from: string;
  /** Where technical tickets are emailed. */
  supportAddress: string;
  /** The portal's address as people open it, for the links emails carry (never one a sender typed). */
  portalUrl: string;
}

export const DEFAULT_MAIL_FROM = 'Keystone Lending Portal <no-reply@lender.test>';
export const DEFAULT_SUPPORT_EMAIL = 'support@lender.test';
export const DEFAULT_PORTAL_URL = 'http://localhost:3000';

export interface OutgoingEmail {
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
}

/**
 * `permanent`: the server refused the email for good (a 5xx reply): sending it again would be
 * refused again. Otherwise (a 4xx reply, a connection or timeout error) a later attempt may pass.
 */
export type SendOutcome = { ok: true } | { ok: false; error: string; permanent: boolean };

/** A 5xx SMTP reply is a permanent refusal; a 4xx reply or no reply at all (connection, timeout) is transient. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

// A support form waits for the SMTP answer: a dead server must fail in seconds, not minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** Parses SMTP_URL; a bad one stops the start with a message that does not repeat it (it may hold a password). */
export function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a URL: expected smtp://user:password@host:port or smtps://…');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://…');
  }
  return url;
}

/** `host:port` of an SMTP URL, never its user or password. */
export function smtpServerOf(smtpUrl: string): string {
  const url = parseSmtpUrl(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}

/**
 * Sends the portal's emails through nodemailer's SMTP transport when an SMTP URL is configured;
 * without one there is no transport and emails stay in the outbox. The URL (and so the
 * credentials it may hold) is never logged, stored or answered: errors carry the server's reply only.
 */
/** Whether `deliverNow` made the attempt in this process. */
export type DeliveryAttempt = 'attempted' | 'elsewhere';

export class Mailer {
  readonly from: string;
  readonly supportAddress: string;
  readonly portalUrl: string;
  /** `host:port`, or null when SMTP is not configured. */
  readonly smtpServer: string | null;
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo> | null;
  private readonly smtpUrl: string | null;

  constructor(options: MailOptions) {
    this.from = options.from;
    this.supportAddress = options.supportAddress;
    this.portalUrl = options.portalUrl.replace(/\/+$/, '');
    this.smtpUrl = options.smtpUrl ?? null;
    this.smtpServer = options.smtpUrl ? smtpServerOf(options.smtpUrl) : null;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS, logger: false, debug: false })
      : null;
  }

  /** Runs an email's delivery job in this process now (set by the mail plugin; `outbox.ts` calls it after a commit). */
  private deliverer: ((emailId: string) => Promise<DeliveryAttempt>) | null = null;

  deliverWith(deliver: (emailId: string) => Promise<DeliveryAttempt>): void {
    this.deliverer = deliver;
  }

  /** `elsewhere`: another process's runner holds the delivery job (or none is set), so no attempt was made here. */
  async deliverNow(emailId: string): Promise<DeliveryAttempt> {
    return this.deliverer ? this.deliverer(emailId) : 'elsewhere';
  }

  get smtpConfigured(): boolean {
    return this.transport !== null;
  }

  /** How an email written now leaves the portal. */
  get delivery(): EmailDelivery {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Hands the email to the SMTP server; resolves with its refusal instead of throwing. */
  async send(email: OutgoingEmail): Promise<SendOutcome> {
    if (!this.transport) return { ok: false, error: 'SMTP is not configured.', permanent: true };
    try {
      await this.transport.sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: this.describe(error), permanent: isPermanentSmtpFailure(error) };
    }
  }

  close(): void {
    this.transport?.close();
  }

  /** The SMTP reason in one line, with the configured URL and its password masked if echoed back. */
  private describe(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    let text = message.replace(/\s+/g, ' ').trim() || 'The SMTP server refused the email.';
    if (this.smtpUrl) {
      text = text.split(this.smtpUrl).join(this.smtpServer ?? '');
      const password = decodeURIComponent(parseSmtpUrl(this.smtpUrl).password);
      if (password) text = text.split(password).join('***');
    }
    return text.slice(0, 1000);
  }
}
