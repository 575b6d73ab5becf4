import { formatInstantDateTime, type OutboxEmail, type OutboxStatus } from 'shared-rules';

/** Rows per outbox page. */
export const OUTBOX_PAGE_SIZE = 20;

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['sent', 'stored', 'failed'];

/** What each status means to an administrator, as the badge and the filter name it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { sent: 'Sent', stored: 'Stored', failed: 'Failed' };

export const OUTBOX_KIND_LABELS: Record<OutboxEmail['kind'], string> = {
  'loan-help': 'Loan help',
  'support-ticket': 'Support ticket',
  'loan-alert': 'Loan alert',
  'password-link': 'Password link',
};

/** What the outbox shows, as the page's address carries it (`?status=&page=&email=`), so a view can be linked. */
export interface OutboxView {
  status: OutboxStatus | null;
  page: number;
  /** The email whose detail is open. */
  emailId: string | null;
}

/** Reads the outbox view from the address; unknown statuses and bad pages fall back to all emails, page 1. */
export function outboxViewFromParams(params: URLSearchParams): OutboxView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: OUTBOX_STATUSES.find((candidate) => candidate === status) ?? null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    emailId: params.get('email') || null,
  };
}

/** The address parameters of a view; defaults are left out so the plain address means "all, page 1". */
export function outboxViewParams(view: OutboxView): Record<string, string> {
  return {
    ...(view.status ? { status: view.status } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.emailId ? { email: view.emailId } : {}),
  };
}

/**
 * When an email was created or sent, to the second (to compare with mail logs), in the
 * administrator's zone: `11/21/2026 10:05:03 AM`. A value that is no timestamp is shown as stored.
 */
export function outboxDateTime(iso: string): string {
  return formatInstantDateTime(iso, { seconds: true }) ?? iso;
}

/** How many delivery attempts an email had: `No attempt yet`, `1 attempt`, `3 attempts`. */
export function attemptsLabel(attempts: number): string {
  if (attempts === 0) return 'No attempt yet';
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}
