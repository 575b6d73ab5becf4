import fp from 'fastify-plugin';
import { AccessControl } from './access-control';
import { enforceRouteAccess } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenancy and permission checks; every route and socket scope goes through it. */
    access: AccessControl;
  }
}

/**
 * The access layer, with the scope resolvers of the core (`user:<id>` and `org:<id>`) and the
 * hook that enforces each route's declared `config.access` before its input is validated.
 */
export const accessPlugin = fp(
  async (app) => {
    const access = new AccessControl((aeUserId) =>
      app.readCache.coverage.get(aeUserId, async () => {
        const rows = await app.db.selectFrom('aeCoverage').select('organizationId').where('aeUserId', '=', aeUserId).execute();
        return rows.map((row) => row.organizationId);
      }),
    );
    access.registerScopeResolver('user', {
      scope: 'group',
      canJoin: async (user, id) => id === user.id,
    });
    access.registerScopeResolver('org', {
      scope: 'group',
      canJoin: async (user, id, control) => control.canReadOrg(user, id),
    });
    app.decorate('access', access);
    app.addHook('preValidation', enforceRouteAccess);
  },
  { name: 'access', dependencies: ['database', 'read-cache'] },
);
