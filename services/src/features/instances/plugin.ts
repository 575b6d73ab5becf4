import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../../config';
import { alignCurrentInstance } from './instance-store';
import { instanceRoutes } from './instance-routes';
import { instanceSyncRoutes } from './instance-sync-routes';
import { syncSecretRoutes } from './sync-secret-routes';

export interface InstancesPluginOptions {
  /** INSTANCE_SYNC_SECRET; absent: the secret administrators set on /admin/tenants, or none (moving is off). */
  syncSecret: string | undefined;
  /** The exchange's allowance per address (the sign-in's). */
  exchangeLimit: RateLimitRule;
}

/**
 * The portal's instances (`/api/admin/instances*`), the shared secret (`/api/admin/instance-sync*`)
 * and the move between them (`/api/instance-sync/*`). At start, this portal's own entry takes the
 * address of PORTAL_URL. See README.md beside this file.
 */
export async function instancesPlugin(app: FastifyInstance, options: InstancesPluginOptions): Promise<void> {
  await alignCurrentInstance(app.db, app.mailer.portalUrl, app.log);
  await instanceRoutes(app);
  await syncSecretRoutes(app, { environmentSecret: options.syncSecret });
  await instanceSyncRoutes(app, { environmentSecret: options.syncSecret, exchangeLimit: options.exchangeLimit });
}
