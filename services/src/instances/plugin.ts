import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../config';
import { alignCurrentInstance } from './instance-store';
import { instanceRoutes } from './instance-routes';
import { instanceSyncRoutes } from './instance-sync-routes';

export interface InstancesPluginOptions {
  /** INSTANCE_SYNC_SECRET (absent: moving between instances answers 503). */
  syncSecret: string | undefined;
  /** The exchange's allowance per address (the sign-in's). */
  exchangeLimit: RateLimitRule;
}

/**
 * The portal's instances (`/api/admin/instances*`) and the move between them
 * (`/api/instance-sync/*`). At start, this portal's own entry takes the address of PORTAL_URL.
 * See README.md beside this file.
 */
export async function instancesPlugin(app: FastifyInstance, options: InstancesPluginOptions): Promise<void> {
  await alignCurrentInstance(app.db, app.mailer.portalUrl, app.log);
  await instanceRoutes(app);
  await instanceSyncRoutes(app, { secret: options.syncSecret, exchangeLimit: options.exchangeLimit });
}
