import type { FastifyInstance } from 'fastify';
import { type ApiProblem, WEBHOOK_TEXTS, type WebhookEndpoint, type WebhookEndpointSave } from 'shared-rules';
import { buildTestApp, createTestDatabase, randomSecret, type TestDatabase } from '../helpers/test-app';
import { ADMIN, AE, SUMMIT_OFFICER, WebhookCalls } from './webhook-test-kit';

let database: TestDatabase;
let app: FastifyInstance;
let calls: WebhookCalls;

const SAVE: WebhookEndpointSave = {
  url: 'http://127.0.0.1:9/hooks',
  organizationIds: ['org-summit'],
  eventTypes: ['loan.created'],
  active: true,
};

beforeAll(async () => {
  database = await createTestDatabase('webhook-endpoints');
  app = await buildTestApp(database, { secretsKey: randomSecret() });
  calls = new WebhookCalls(app);
  await calls.signIn(ADMIN, AE, SUMMIT_OFFICER);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('webhook endpoints', () => {
  it('refuses a private-network or plain http address while the setting is off', async () => {
    await calls.allowPrivateNetworks(false);
    const loopback = await calls.call(ADMIN, 'POST', '/api/admin/webhooks', { ...SAVE, url: 'https://127.0.0.1/hooks' });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json<ApiProblem>()).toMatchObject({ code: 'webhook-url-refused', detail: WEBHOOK_TEXTS.privateNetwork });
    const linkLocal = await calls.call(ADMIN, 'POST', '/api/admin/webhooks', { ...SAVE, url: 'https://[fe80::1]/hooks' });
    expect(linkLocal.json<ApiProblem>().detail).toBe(WEBHOOK_TEXTS.privateNetwork);
    const plain = await calls.call(ADMIN, 'POST', '/api/admin/webhooks', { ...SAVE, url: 'http://8.8.8.8/hooks' });
    expect(plain.json<ApiProblem>().detail).toBe(WEBHOOK_TEXTS.httpsRequired);
    expect((await calls.call(ADMIN, 'GET', '/api/admin/webhooks')).json<WebhookEndpoint[]>()).toEqual([]);
  });

  it('lets administrators only list, create, change, rotate and delete, each write audited', async () => {
    await calls.allowPrivateNetworks(true);
    for (const email of [AE, SUMMIT_OFFICER]) {
      expect((await calls.call(email, 'GET', '/api/admin/webhooks')).statusCode).toBe(403);
      const refused = await calls.call(email, 'POST', '/api/admin/webhooks', SAVE);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiProblem>().detail).toBe(WEBHOOK_TEXTS.adminsOnly);
    }

    const { endpoint, secret } = await calls.createEndpoint(SAVE);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: SAVE.url,
      organizationIds: ['org-summit'],
      eventTypes: ['loan.created'],
      active: true,
      lastDeliveryState: null,
    });
    // The secret is shown once: no read answers it, and the row keeps it sealed.
    const listed = await calls.call(ADMIN, 'GET', '/api/admin/webhooks');
    expect(listed.body).not.toContain(secret);
    const stored = await app.db
      .selectFrom('webhookEndpoints')
      .select('secretSealed')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(stored.secretSealed).not.toContain(secret.slice(6));

    for (const email of [AE, SUMMIT_OFFICER]) {
      expect((await calls.call(email, 'PUT', `/api/admin/webhooks/${endpoint.id}`, SAVE)).statusCode).toBe(403);
      expect((await calls.call(email, 'POST', `/api/admin/webhooks/${endpoint.id}/secret`)).statusCode).toBe(403);
      expect((await calls.call(email, 'DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(403);
      expect((await calls.call(email, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(403);
    }

    const unknownOrg = await calls.call(ADMIN, 'PUT', `/api/admin/webhooks/${endpoint.id}`, { ...SAVE, organizationIds: ['org-nowhere'] });
    expect(unknownOrg.statusCode).toBe(400);
    const changed = await calls.call(ADMIN, 'PUT', `/api/admin/webhooks/${endpoint.id}`, { ...SAVE, organizationIds: null, active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<WebhookEndpoint>()).toMatchObject({ organizationIds: null, active: false });

    const rotated = await calls.call(ADMIN, 'POST', `/api/admin/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret: next, endpoint: afterRotation } = rotated.json<{ secret: string; endpoint: WebhookEndpoint }>();
    expect(next).not.toBe(secret);
    expect(Date.parse(afterRotation.previousSecretExpiresAt ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);

    expect((await calls.call(ADMIN, 'DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await calls.call(ADMIN, 'DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('entityType', '=', 'webhook-endpoint')
      .where('entityId', '=', endpoint.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['webhook.create', 'webhook.update', 'webhook.rotate-secret', 'webhook.delete']);
    expect(new Set(audit.map((row) => row.actorId)).size).toBe(1);
  });

  it('refuses to create an endpoint without SECRETS_KEY', async () => {
    const withoutKey = await buildTestApp(database);
    try {
      const keyless = new WebhookCalls(withoutKey);
      await keyless.signIn(ADMIN);
      const refused = await keyless.call(ADMIN, 'POST', '/api/admin/webhooks', SAVE);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiProblem>().detail).toBe(WEBHOOK_TEXTS.secretsKeyMissing);
    } finally {
      await withoutKey.close();
    }
  });
});
