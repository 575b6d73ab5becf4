import fp from 'fastify-plugin';
import { LoanEventLog } from './loan-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's loan event log: every feature records through it, and followers (webhooks) listen to it. */
    loanEvents: LoanEventLog;
  }
}

/** `app.loanEvents` on the root instance, before the features that record or follow events. */
export const loanEventLogPlugin = fp(
  async (app) => {
    app.decorate('loanEvents', new LoanEventLog());
  },
  { name: 'loan-event-log' },
);
