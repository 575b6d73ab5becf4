import type { FastifyInstance } from 'fastify';
import type { Paged, WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from 'shared-rules';
import { NOT_COVERED } from '../../src/features/webhooks/endpoint-delivery';
import { buildTestApp, createTestDatabase, randomSecret, type TestDatabase } from '../helpers/test-app';
import { TestReceiver } from './test-receiver';
import { ADMIN, AE, deliverNow, HARBOR_LOAN, SUMMIT_LOAN, WebhookCalls } from './webhook-test-kit';

let database: TestDatabase;
let app: FastifyInstance;
let calls: WebhookCalls;
let receiver: TestReceiver;
let summitHook: WebhookEndpointWithSecret;

beforeAll(async () => {
  database = await createTestDatabase('webhook-deliveries');
  app = await buildTestApp(database, { secretsKey: randomSecret() });
  calls = new WebhookCalls(app);
  await calls.signIn(ADMIN, AE);
  receiver = new TestReceiver();
  await receiver.start();
  // The receiver is on 127.0.0.1.
  await calls.allowPrivateNetworks(true);
  summitHook = await calls.createEndpoint({
    url: receiver.url,
    organizationIds: ['org-summit'],
    eventTypes: ['condition.added', 'condition.status_changed'],
    active: true,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await receiver?.stop();
  await database?.drop();
});

const deliveriesOf = async (endpointId: string, query = '') =>
  (await calls.call(ADMIN, 'GET', `/api/admin/webhooks/${endpointId}/deliveries${query}`)).json<Paged<WebhookDelivery>>();

describe('webhook deliveries', () => {
  it('posts a loan’s events in order, signed with the secret shown at creation, and only for loans the endpoint covers', async () => {
    const first = await calls.addCondition(SUMMIT_LOAN, 'Gift letter');
    await calls.setConditionStatus(SUMMIT_LOAN, first, 'cleared');
    await calls.addCondition(SUMMIT_LOAN, 'Flood certificate');
    await calls.addCondition(HARBOR_LOAN, 'Harbor appraisal');
    await deliverNow(app);

    expect(receiver.received.map((request) => [request.payload.type, request.payload.data.title ?? request.payload.data.to])).toEqual([
      ['condition.added', 'Gift letter'],
      ['condition.status_changed', 'cleared'],
      ['condition.added', 'Flood certificate'],
    ]);
    for (const request of receiver.received) {
      expect(TestReceiver.signedWith(request, summitHook.secret)).toBe(true);
      expect(request.payload.data).toMatchObject({ loanId: SUMMIT_LOAN, organizationId: 'org-summit' });
      expect(request.headers['content-type']).toBe('application/json');
      expect(Math.abs(request.timestamp - Date.now() / 1000)).toBeLessThan(60);
    }
    // webhook-id is the loan event's id.
    const events = await app.db
      .selectFrom('loanEvents')
      .select('id')
      .where('loanId', '=', SUMMIT_LOAN)
      .where('kind', 'in', ['condition-added', 'condition-status-changed'])
      .execute();
    expect(events.map((event) => event.id)).toEqual(expect.arrayContaining(receiver.received.map((request) => request.id)));

    const log = await deliveriesOf(summitHook.endpoint.id);
    expect(log.total).toBe(3);
    expect(
      log.items.every((delivery) => delivery.state === 'delivered' && delivery.attempts === 1 && delivery.responseStatus === 204),
    ).toBe(true);
    const [listed] = (await calls.call(ADMIN, 'GET', '/api/admin/webhooks')).json<WebhookEndpoint[]>();
    expect(listed).toMatchObject({ lastDeliveryState: 'delivered', lastResponseStatus: 204 });
  });

  it('retries after a 500, holding the later events back until the earlier one is delivered', async () => {
    receiver.received.length = 0;
    receiver.answerNext(500);
    await calls.addCondition(SUMMIT_LOAN, 'Retry me');
    await calls.addCondition(SUMMIT_LOAN, 'After the retry');
    await deliverNow(app);
    expect(receiver.received.map((request) => request.payload.data.title)).toEqual(['Retry me']);
    const waiting = (await deliveriesOf(summitHook.endpoint.id)).items.filter((delivery) => delivery.state === 'pending');
    expect(waiting).toHaveLength(2);
    expect(waiting.find((delivery) => delivery.attempts === 1)).toMatchObject({
      responseStatus: 500,
      lastError: 'The endpoint answered 500.',
    });

    await deliverNow(app, summitHook.endpoint.id);
    expect(receiver.received.map((request) => request.payload.data.title)).toEqual(['Retry me', 'Retry me', 'After the retry']);
    expect(receiver.received[0].id).toBe(receiver.received[1].id);
    const retried = (await deliveriesOf(summitHook.endpoint.id)).items.find((delivery) => delivery.eventId === receiver.received[0].id);
    expect(retried).toMatchObject({ state: 'delivered', attempts: 2, responseStatus: 204 });
  });

  it('replays one delivery, and a time range, with the same webhook-id', async () => {
    const [latest] = (await deliveriesOf(summitHook.endpoint.id, '?pageSize=1')).items;
    receiver.received.length = 0;
    const one = await calls.call(ADMIN, 'POST', `/api/admin/webhooks/${summitHook.endpoint.id}/deliveries/${latest.id}/replay`);
    expect(one.statusCode).toBe(202);
    await deliverNow(app);
    expect(receiver.received.map((request) => request.id)).toEqual([latest.eventId]);

    receiver.received.length = 0;
    const range = await calls.call(ADMIN, 'POST', `/api/admin/webhooks/${summitHook.endpoint.id}/replay`, {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date().toISOString(),
    });
    expect(range.json()).toEqual({ replayed: 5 });
    await deliverNow(app);
    expect(receiver.received).toHaveLength(5);
    const audit = await app.db.selectFrom('auditLog').select('action').where('action', '=', 'webhook.replay').execute();
    expect(audit).toHaveLength(2);
  });

  it('signs with both secrets during a rotation’s overlap', async () => {
    const rotated = await calls.call(ADMIN, 'POST', `/api/admin/webhooks/${summitHook.endpoint.id}/secret`);
    const { secret } = rotated.json<WebhookEndpointWithSecret>();
    receiver.received.length = 0;
    await calls.addCondition(SUMMIT_LOAN, 'After the rotation');
    await deliverNow(app);
    const [request] = receiver.received;
    expect(request.signatures).toHaveLength(2);
    expect(TestReceiver.signedWith(request, secret)).toBe(true);
    expect(TestReceiver.signedWith(request, summitHook.secret)).toBe(true);
  });

  it('does not send a waiting delivery once the endpoint no longer covers the loan’s organisation', async () => {
    receiver.answerNext(500);
    receiver.received.length = 0;
    await calls.addCondition(SUMMIT_LOAN, 'Waiting when narrowed');
    await deliverNow(app);
    expect(receiver.received).toHaveLength(1);
    const save = { url: receiver.url, eventTypes: ['condition.added', 'condition.status_changed'], active: true };
    expect(
      (await calls.call(ADMIN, 'PUT', `/api/admin/webhooks/${summitHook.endpoint.id}`, { ...save, organizationIds: ['org-harbor'] }))
        .statusCode,
    ).toBe(200);
    await deliverNow(app, summitHook.endpoint.id);
    expect(receiver.received).toHaveLength(1);
    const [narrowed] = (await deliveriesOf(summitHook.endpoint.id, '?pageSize=1')).items;
    expect(narrowed).toMatchObject({ state: 'failed', lastError: NOT_COVERED });
    expect(
      (await calls.call(ADMIN, 'PUT', `/api/admin/webhooks/${summitHook.endpoint.id}`, { ...save, organizationIds: ['org-summit'] }))
        .statusCode,
    ).toBe(200);
  });

  it('stops posting to an address that became private once the setting is off', async () => {
    await calls.allowPrivateNetworks(false);
    receiver.received.length = 0;
    await calls.addCondition(SUMMIT_LOAN, 'Refused at delivery');
    await deliverNow(app);
    expect(receiver.received).toHaveLength(0);
    const [refused] = (await deliveriesOf(summitHook.endpoint.id, '?pageSize=1')).items;
    expect(refused).toMatchObject({ state: 'pending', attempts: 1, responseStatus: null });
    expect(refused.lastError).toContain('private');
    await calls.allowPrivateNetworks(true);
  });

  it('turns the endpoint off when it answers 410 Gone', async () => {
    receiver.answerNext(410);
    await deliverNow(app, summitHook.endpoint.id);
    const [listed] = (await calls.call(ADMIN, 'GET', '/api/admin/webhooks')).json<WebhookEndpoint[]>();
    expect(listed).toMatchObject({ active: false, lastResponseStatus: 410 });
    expect(listed.disabledReason).toContain('410');
  });
});
