// Test-only: the outbox's services as MSW handlers, answering as `/api/admin/outbox*` does.
import { HttpResponse } from 'msw';
import type { ApiProblem, OutboxEmail, OutboxEmailSummary, OutboxRetryAnswer, Paged } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn } from 'shared-ui';
import { api, problem, renderWithProviders } from 'shared-ui/testing';
import type { ReactElement } from 'react';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';

/** An email whose two attempts failed for good: the server's reply is its error. */
export const failedEmail: OutboxEmail = {
  id: 'email-failed',
  kind: 'support-ticket',
  from: 'portal@lender.test',
  to: ['support@lender.test'],
  replyTo: null,
  subject: 'TS-000007 Upload spins',
  text: 'The upload spins at 99%.',
  status: 'failed',
  error: '550 Mailbox unavailable',
  attempts: 2,
  lastAttemptAt: '2026-11-21T10:05:03.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
};

/** An email whose first attempt failed for now (4xx): it waits for its next attempt. */
export const retryingEmail: OutboxEmail = {
  ...failedEmail,
  id: 'email-retrying',
  subject: 'Loan 2026000123: appraisal due',
  status: 'stored',
  error: '451 Greylisted, try again later',
  attempts: 1,
};

export const sentEmail: OutboxEmail = {
  ...failedEmail,
  id: 'email-sent',
  subject: 'Password link',
  status: 'sent',
  error: null,
  attempts: 3,
  sentAt: '2026-11-21T10:09:00.000Z',
};

export function summaryOf({ text: _text, ...rest }: OutboxEmail): OutboxEmailSummary {
  return rest;
}

export interface FakeOutbox {
  /** The ids of the emails a retry was asked for, in order. */
  retried: string[];
}

/**
 * Serves the outbox over `emails` (the list, each email, and the retry). A retry answers
 * `retryAnswer` when given (a problem), else queues the email again: it is `stored` afterwards.
 */
export function serveOutbox(emails: OutboxEmail[], retryAnswer?: () => HttpResponse<ApiProblem>): FakeOutbox {
  const current = new Map(emails.map((email) => [email.id, email]));
  const fake: FakeOutbox = { retried: [] };
  server.use(
    api.get<Paged<OutboxEmailSummary>>(paths.outbox, () =>
      HttpResponse.json({ items: [...current.values()].map(summaryOf), page: 1, pageSize: 20, total: current.size }),
    ),
    api.get<OutboxEmail, never, { id: string }>(`${paths.outbox}/:id`, ({ params }) => {
      const email = current.get(params.id);
      return email ? HttpResponse.json(email) : problem(404, 'not-found', 'No email with this id.');
    }),
    api.post<OutboxRetryAnswer, never, { id: string }>(`${paths.outbox}/:id/retry`, ({ params }) => {
      fake.retried.push(params.id);
      if (retryAnswer) return retryAnswer();
      const email = current.get(params.id);
      if (!email) return problem(404, 'not-found', 'No email with this id.');
      const queued: OutboxEmail = { ...email, status: 'stored' };
      current.set(email.id, queued);
      return HttpResponse.json({ data: queued }, { status: 202 });
    }),
  );
  return fake;
}

export interface Toast {
  kind: string;
  title: string;
  message: string;
}

/** Renders as a signed-in administrator, and collects the toasts the page asks the host for. */
export function renderOutbox(ui: ReactElement, route = '/admin/settings/email-settings'): { toasts: Toast[] } {
  const bus = createBus();
  setBus(bus);
  const toasts: Toast[] = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  renderWithProviders(ui, { store, route });
  return { toasts };
}
