import type { FastifyInstance } from 'fastify';
import {
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  type ApiProblem,
  type SettingAuditPage,
  type SettingEntry,
  type SettingKey,
} from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { connect, connected, nextEvent, type PortalClient } from '../helpers/sockets';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
let socket: PortalClient;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';
const LOAN_OFFICER = 'lo@summit.test';
const STALE_DETAIL = 'This setting was changed by someone else. Reload it to see the current value.';

beforeAll(async () => {
  database = await createTestDatabase('settings-store');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [ADMIN, LOAN_OFFICER, 'ae.jordan@lender.test']) headers[email] = bearer(await login(app, email));
  // A loan officer's open page: every save reaches it.
  socket = connect(baseUrl, (await login(app, LOAN_OFFICER)).access.token);
  await connected(socket);
});

afterAll(async () => {
  socket?.disconnect();
  await app?.close();
  await database?.drop();
});

const read = (key: string, email = ADMIN) => app.inject({ method: 'GET', url: `/api/settings/${key}`, headers: headers[email] });
const save = (key: string, value: unknown, version: number, email = ADMIN) =>
  app.inject({ method: 'PUT', url: `/api/settings/${key}`, headers: headers[email], payload: { value, version } });
const audit = async (key: string) =>
  (await app.inject({ method: 'GET', url: `/api/settings-audit?key=${key}&limit=1`, headers: headers[ADMIN] })).json<SettingAuditPage>();

describe('a key never saved', () => {
  it('answers the default with version 0 for a key never saved', async () => {
    const response = await read('mortgagee-clause');
    expect(response.json<SettingEntry>()).toEqual({
      key: 'mortgagee-clause',
      value: SETTING_DEFINITIONS['mortgagee-clause'].defaultValue,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });
});

describe.each(SETTING_KEYS)('setting %s', (key: SettingKey) => {
  const { defaultValue, audience } = SETTING_DEFINITIONS[key];

  it('saves a valid value as the next version, audits it, and tells every browser', async () => {
    const before = (await read(key)).json<SettingEntry>();
    const broadcast = nextEvent(socket, 'settings-update');
    const response = await save(key, defaultValue, before.version);
    expect(response.statusCode).toBe(200);
    expect(response.json<SettingEntry>()).toMatchObject({
      key,
      value: defaultValue,
      version: before.version + 1,
      updatedBy: 'Alex Morgan',
    });
    expect(await broadcast).toEqual({ key });
    expect((await read(key)).json<SettingEntry>()).toMatchObject({ value: defaultValue, version: before.version + 1 });

    const [entry] = (await audit(key)).entries;
    expect(entry).toMatchObject({
      key,
      version: before.version + 1,
      changedBy: { name: 'Alex Morgan' },
      oldValue: before.version === 0 ? null : before.value,
      newValue: defaultValue,
    });
  });

  it('refuses a value with an unknown field, naming it, and keeps the saved value', async () => {
    const before = (await read(key)).json<SettingEntry>();
    const response = await save(key, { ...defaultValue, unexpectedField: true }, before.version);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0]).toEqual({
      field: 'body.value.unexpectedField',
      message: 'body.value.unexpectedField is not an accepted field',
    });
    expect((await read(key)).json<SettingEntry>()).toEqual(before);
  });

  it('refuses a save based on an older version with 409, and keeps the newer value', async () => {
    const before = (await read(key)).json<SettingEntry>();
    const response = await save(key, defaultValue, before.version - 1);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'stale-setting', detail: STALE_DETAIL });
    expect((await read(key)).json<SettingEntry>()).toEqual(before);
    expect((await audit(key)).entries[0].version).toBe(before.version);
  });

  it(`is ${audience === 'public' ? 'readable' : 'not readable (404, as an unknown key)'} by a loan officer`, async () => {
    const response = await read(key, LOAN_OFFICER);
    if (audience === 'public') {
      expect(response.statusCode).toBe(200);
      expect(response.json<SettingEntry>().key).toBe(key);
    } else {
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiProblem>().detail).toBe((await read('no-such-setting')).json<ApiProblem>().detail);
    }
  });

  it('is saved by administrators only (403, checked before the value)', async () => {
    for (const email of [LOAN_OFFICER, 'ae.jordan@lender.test']) {
      const response = await save(key, { unexpectedField: true }, 0, email);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiProblem>().detail).toBe('Only administrators can change settings.');
    }
  });
});

describe('the settings store', () => {
  it('refuses an unknown key with 404, read or saved', async () => {
    expect((await read('no-such-setting')).statusCode).toBe(404);
    const saved = await save('no-such-setting', { anything: true }, 0);
    expect(saved.statusCode).toBe(404);
    expect(saved.json<ApiProblem>().code).toBe('not-found');
  });

  it('keeps one of two saves based on the same version and refuses the other', async () => {
    const before = (await read('workflow')).json<SettingEntry>();
    const [first, second] = await Promise.all([
      save('workflow', { showCompletedSteps: false, notifyBrokerOnStepChange: true, adverseActionTrigger: 'both' }, before.version),
      save('workflow', { showCompletedSteps: true, notifyBrokerOnStepChange: false, adverseActionTrigger: 'both' }, before.version),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect((await read('workflow')).json<SettingEntry>()).toMatchObject({
      value: winner.json<SettingEntry>().value,
      version: before.version + 1,
    });
  });

  it('answers a stored value of an older shape with the defaults for what it lacks', async () => {
    // As a release before the banner flag stored the flags: three of them, one since renamed.
    await database.handle.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ thirdContact: true, hoiOptOut: true, nonQmRedirect: 'yes', retiredFlag: true }) })
      .where('key', '=', 'feature-flags')
      .execute();
    await app.readCache.invalidate({ kind: 'setting', key: 'feature-flags' });
    const entry = (await read('feature-flags', LOAN_OFFICER)).json<SettingEntry>();
    expect(entry.value).toEqual({ ...SETTING_DEFINITIONS['feature-flags'].defaultValue, thirdContact: true, hoiOptOut: true });
  });

  it('lists the audit newest first, page by page', async () => {
    const company = (await read('company-information')).json<SettingEntry>();
    await save('company-information', { companyName: 'Keystone Lending LLC' }, company.version);
    await save('company-information', { companyName: 'Keystone Lending, Inc.' }, company.version + 1);
    const page = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/settings-audit?${query}`, headers: headers[ADMIN] })).json<SettingAuditPage>();
    const first = await page('key=company-information&limit=1');
    expect(first.hasMore).toBe(true);
    expect(first.entries[0]).toMatchObject({
      oldValue: { companyName: 'Keystone Lending LLC' },
      newValue: { companyName: 'Keystone Lending, Inc.' },
    });
    const next = await page(`key=company-information&limit=1&before=${encodeURIComponent(first.entries[0].changedAt)}`);
    expect(next.entries[0].newValue).toEqual({ companyName: 'Keystone Lending LLC' });
    const all = await page('limit=200');
    const times = all.entries.map((entry) => Date.parse(entry.changedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await app.inject({ method: 'GET', url: '/api/settings-audit', headers: headers[LOAN_OFFICER] })).statusCode).toBe(404);
  });

  it('serves the branding without sign-in, following saves', async () => {
    const branding = (await read('branding')).json<SettingEntry>();
    await save(
      'branding',
      { brandName: 'Keystone Home Loans', logo: { lightMode: '/api/public/assets/x', darkMode: null } },
      branding.version,
    );
    const response = await app.inject({ method: 'GET', url: '/api/public/branding' });
    expect(response.json()).toEqual({ brandName: 'Keystone Home Loans', logo: { lightMode: '/api/public/assets/x', darkMode: null } });
  });

  it('saves training pages of a long Markdown body', async () => {
    const pages = (await read('content-pages')).json<SettingEntry>();
    const body = `# Handbook\n\n${'Every condition is listed on the loan. '.repeat(20_000)}`.slice(0, 100_000);
    const entries = Array.from({ length: 8 }, (_, index) => ({
      id: `handbook-${index}`,
      label: `Handbook ${index + 1}`,
      subPath: `handbook-${index + 1}`,
      link: '',
      body,
      active: true,
      order: index,
    }));
    const response = await save('content-pages', { entries }, pages.version);
    expect(response.statusCode).toBe(200);
    expect((await read('content-pages', LOAN_OFFICER)).json<SettingEntry<{ entries: unknown[] }>>().value.entries).toHaveLength(8);
  });

  it('the Add Loan settings follow the saved feature flags', async () => {
    const flags = (await read('feature-flags')).json<SettingEntry>();
    await save(
      'feature-flags',
      { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, thirdContact: true, nonQmRedirect: true },
      flags.version,
    );
    const settings = await app.inject({ method: 'GET', url: '/api/loans/add-loan-settings', headers: headers[LOAN_OFFICER] });
    expect(settings.json().featureFlags).toEqual({ thirdContact: true, hoiOptOut: false, nonQmRedirect: true });
  });
});
