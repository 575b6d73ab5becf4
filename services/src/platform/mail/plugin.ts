import fp from 'fastify-plugin';
import { EMAIL_DELIVERY_JOB, emailDeliveryKey, enqueueUndelivered, registerEmailDelivery } from './email-delivery';
import { Mailer, type MailOptions } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the portal's emails (SMTP when configured); see `outbox.ts` for storing them first. */
    mailer: Mailer;
  }
}

/**
 * Makes `app.mailer` from the mail options and registers the delivery job; its SMTP connections
 * close with the app. With SMTP configured, emails left `stored` without a live delivery job (by
 * an older version, or while SMTP was not configured) are queued when the service is ready.
 */
export const mailPlugin = fp<MailOptions>(
  async (app, options) => {
    const mailer = new Mailer(options);
    registerEmailDelivery(app.jobs, app.db, mailer);
    mailer.deliverWith(async (emailId) => {
      const outcome = await app.jobs.runNow(EMAIL_DELIVERY_JOB, emailDeliveryKey(emailId));
      return outcome === 'busy' || outcome === 'missing' ? 'elsewhere' : 'attempted';
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => {
      if (!mailer.smtpConfigured) return;
      const queued = await enqueueUndelivered(app.db);
      if (queued > 0) {
        app.log.info({ queued }, 'emails left stored are queued for delivery');
        app.jobs.wake();
      }
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
