import type { FastifyInstance } from 'fastify';
import '../../../platform/audit/audit-log';
import { organizationRoutes } from './organization-routes';
import { type PasswordResetRoutesOptions, passwordResetRoutes } from './password-reset-routes';
import { userCreateRoutes } from './user-create-routes';
import { userImportRoutes } from './user-import-routes';
import { userListRoutes } from './user-list-routes';
import { userUpdateRoutes } from './user-update-routes';

/**
 * User and organisation administration (`/api/admin/users*`, `/api/admin/organizations*`) and
 * the public password links (`/api/auth/password-reset*`). See README.md beside this file.
 */
export async function userAdminPlugin(app: FastifyInstance, options: PasswordResetRoutesOptions): Promise<void> {
  await userListRoutes(app);
  await userCreateRoutes(app);
  await userUpdateRoutes(app);
  await userImportRoutes(app);
  await organizationRoutes(app);
  await passwordResetRoutes(app, options);
}
