import {
  API_KEY_BLANK,
  API_KEY_HAS_SPACES,
  API_KEY_STORAGE_UNAVAILABLE,
  type AssistantApiKeyStatus,
  type AssistantSettings,
  type ChatSystemStatus,
  type SettingEntry,
} from 'shared-rules';
import { randomSecret } from '../helpers/test-app';
import { ask, chatTestApp, openConversation } from './chat-helpers';
import { startFakeModel } from './fake-model-server';

const BROKER = 'lo@summit.test';
const ADMIN = 'admin@lender.test';
const SECRETS_KEY = randomSecret();
const STORED_KEY = 'sk-stored-by-an-administrator';
const KEY_PATH = '/api/chat/admin/api-key';

const withSecretsKey = chatTestApp('chat_api_key', [BROKER, ADMIN], { secretsKey: SECRETS_KEY });
const withoutSecretsKey = chatTestApp('chat_api_key_env', [ADMIN], { assistantApiKey: 'sk-from-the-environment' });
let model: Awaited<ReturnType<typeof startFakeModel>>;

type ChatApp = typeof withSecretsKey;

async function useModel(chat: ChatApp, baseUrl: string) {
  const current = (await chat.get('/api/settings/assistant', ADMIN)).json<SettingEntry<AssistantSettings>>();
  const saved = await chat.app.inject({
    method: 'PUT',
    url: '/api/settings/assistant',
    headers: chat.headers[ADMIN],
    payload: { value: { ...current.value, provider: 'openai-compatible', baseUrl, model: 'fake-model' }, version: current.version },
  });
  expect(saved.statusCode).toBe(200);
}

const keyStatus = async (chat: ChatApp) => (await chat.get(KEY_PATH, ADMIN)).json<AssistantApiKeyStatus>().data;
const storeKey = (chat: ChatApp, apiKey: string, email = ADMIN) =>
  chat.app.inject({ method: 'PUT', url: KEY_PATH, headers: chat.headers[email], payload: { apiKey } });
const systemStatus = async (chat: ChatApp, email: string) =>
  (await chat.get('/api/chat/system/status', email)).json<ChatSystemStatus>().data;

beforeAll(async () => {
  model = await startFakeModel(() => ({ kind: 'text', pieces: ['From the model.'] }));
  await useModel(withSecretsKey, model.baseUrl);
  await useModel(withoutSecretsKey, model.baseUrl);
});
afterAll(() => model?.close());

describe('a key stored by an administrator (SECRETS_KEY set)', () => {
  it('starts without a key: the built-in provider answers meanwhile', async () => {
    expect(await keyStatus(withSecretsKey)).toEqual({ source: 'none', storedAt: null, canStore: true });
    expect(await systemStatus(withSecretsKey, BROKER)).toMatchObject({ provider: 'openai-compatible', fallback: true });
  });

  it('refuses a blank key, a key with spaces, and anyone but an administrator', async () => {
    const blank = await storeKey(withSecretsKey, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ detail: API_KEY_BLANK, fields: [{ field: 'apiKey', message: API_KEY_BLANK }] });
    const spaced = await storeKey(withSecretsKey, 'sk one two');
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json()).toMatchObject({ detail: API_KEY_HAS_SPACES });
    expect((await storeKey(withSecretsKey, STORED_KEY, BROKER)).statusCode).toBe(403);
    expect((await withSecretsKey.get(KEY_PATH, BROKER)).statusCode).toBe(404);
    expect((await keyStatus(withSecretsKey)).source).toBe('none');
  });

  it('stores the key encrypted, calls the model with it from the next reply, and audits without the key', async () => {
    const stored = await storeKey(withSecretsKey, `  ${STORED_KEY}  `);
    expect(stored.statusCode).toBe(200);
    const status = stored.json<AssistantApiKeyStatus>().data;
    expect(status).toMatchObject({ source: 'stored', canStore: true });
    expect(Date.parse(status.storedAt ?? '')).not.toBeNaN();
    expect(stored.body).not.toContain(STORED_KEY);

    const rows = await withSecretsKey.database.handle.db.selectFrom('serverSecrets').select(['name', 'value']).execute();
    const row = rows.find((candidate) => candidate.name === 'stored:assistant-api-key');
    expect(row?.value.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(STORED_KEY);

    expect(await systemStatus(withSecretsKey, BROKER)).toMatchObject({ fallback: false });
    model.requests.length = 0;
    const { id } = await openConversation(withSecretsKey.app, withSecretsKey.headers[BROKER]);
    const reply = await ask(withSecretsKey.app, withSecretsKey.headers[BROKER], id, 'How do I answer a condition?');
    expect(reply.content).toBe('From the model.');
    expect(model.requests[0].headers.authorization).toBe(`Bearer ${STORED_KEY}`);

    const audit = await withSecretsKey.database.handle.db
      .selectFrom('chatAudit')
      .selectAll()
      .where('action', 'in', ['api-key-stored', 'api-key-removed'])
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['api-key-stored', withSecretsKey.ids[ADMIN]]]);
    expect(JSON.stringify(audit)).not.toContain(STORED_KEY);
  });

  it('removes the stored key: the built-in provider answers again', async () => {
    const removed = await withSecretsKey.app.inject({ method: 'DELETE', url: KEY_PATH, headers: withSecretsKey.headers[ADMIN] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AssistantApiKeyStatus>().data).toEqual({ source: 'none', storedAt: null, canStore: true });
    expect(await systemStatus(withSecretsKey, BROKER)).toMatchObject({ fallback: true });
    model.requests.length = 0;
    const { id } = await openConversation(withSecretsKey.app, withSecretsKey.headers[BROKER]);
    const reply = await ask(withSecretsKey.app, withSecretsKey.headers[BROKER], id, 'open my pipeline');
    expect(reply.metadata).toMatchObject({ provider: 'built-in' });
    expect(model.requests).toHaveLength(0);
  });
});

describe('without SECRETS_KEY', () => {
  it("uses the environment's key and refuses to store one, saying what the services need", async () => {
    expect(await keyStatus(withoutSecretsKey)).toEqual({ source: 'environment', storedAt: null, canStore: false });
    const refused = await storeKey(withoutSecretsKey, STORED_KEY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'secrets-key-missing', detail: API_KEY_STORAGE_UNAVAILABLE });
    expect(await systemStatus(withoutSecretsKey, ADMIN)).toMatchObject({ fallback: false });
  });
});
