import Fastify, { type FastifyInstance } from 'fastify';
import { ADMINS_ONLY, adminsOnly, SIGNED_IN } from './declarations';
import { accessRefusal, requireDeclaredAccess } from './route-access';

/** A bare app with the start-up check; wrapped, since awaiting a fastify instance would start it. */
function appWith(register: (app: FastifyInstance) => void): { app: FastifyInstance } {
  const app = Fastify();
  app.addHook('onRoute', requireDeclaredAccess);
  register(app);
  return { app };
}

describe('access declared on every route', () => {
  it('stops the start of a portal with an /api route that declares no access', async () => {
    const { app } = appWith((instance) =>
      instance.register(
        async (api: FastifyInstance) => {
          api.get('/declared', { config: { access: SIGNED_IN } }, async () => ({}));
          api.get('/forgotten', async () => ({}));
        },
        { prefix: '/api' },
      ),
    );
    await expect(app.ready()).rejects.toThrow(/^GET \/api\/forgotten declares no access/);
  });

  it('starts when every route declares its access, and leaves the OpenAPI viewer and routes outside /api alone', async () => {
    const { app } = appWith((instance) => {
      instance.get('/api/admin/thing', { config: { access: ADMINS_ONLY } }, async () => ({}));
      instance.get('/api/docs/static/index.html', async () => 'viewer');
      instance.get('/outside', async () => 'not the portal’s API');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('refuses reads with 404 and writes with 403, or 403 for both when the page has nothing to hide', () => {
    const officer = { id: 'u1', userType: 'external' as const, organizationId: 'o1', personas: [] };
    expect(accessRefusal(officer, ADMINS_ONLY, 'GET')).toMatchObject({ statusCode: 404, code: 'not-found' });
    expect(accessRefusal(officer, ADMINS_ONLY, 'PUT')).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const list = adminsOnly({ text: 'Administrators only.', code: 'administrators-only', readsForbidden: true });
    expect(accessRefusal(officer, list, 'GET')).toMatchObject({
      statusCode: 403,
      code: 'administrators-only',
      message: 'Administrators only.',
    });
  });
});
