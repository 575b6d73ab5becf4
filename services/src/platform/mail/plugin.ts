import fp from 'fastify-plugin';
import { Mailer, type MailOptions } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the portal's emails (SMTP when configured); see `outbox.ts` for storing them first. */
    mailer: Mailer;
  }
}

/** Makes `app.mailer` from the mail options; its SMTP connections close with the app. */
export const mailPlugin = fp<MailOptions>(
  async (app, options) => {
    const mailer = new Mailer(options);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
