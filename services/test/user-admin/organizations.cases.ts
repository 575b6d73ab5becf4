import type { FastifyInstance } from 'fastify';
import { type ApiProblem, ORGANIZATION_TEXTS, type Organization, USER_ADMIN_TEXTS } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { auditOf, callAs, type Headers } from './user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'casey' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-organizations');
  app = await buildTestApp(database);
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.casey = bearer(await login(app, 'ae.casey@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const wholesale = (overrides: object = {}) => ({
  name: '  Lakeside Mortgage  ',
  channelTypes: ['Brokered - Wholesale'],
  correspondentSelection: [],
  approvalStatus: 'Pending',
  primaryAeId: null,
  ...overrides,
});
const create = (headers: Headers, body: object) => call('POST', '/api/admin/organizations', headers, body);
const update = (headers: Headers, id: string, body: object) => call('PATCH', `/api/admin/organizations/${id}`, headers, body);
const refusalOf = async (response: Awaited<ReturnType<typeof create>>) => ({
  status: response.statusCode,
  detail: response.json<ApiProblem>().detail,
  field: response.json<ApiProblem>().fields?.[0]?.field,
});
const reachedBy = async (headers: Headers) =>
  (await call('GET', '/api/external-orgs', headers)).json<Organization[]>().map((organization) => organization.summary.id);

describe('adding an organisation', () => {
  it('creates it with a trimmed name, as the organisation reads answer it, and audits it', async () => {
    const created = await create(as.admin, wholesale());
    expect(created.statusCode).toBe(201);
    const organization = created.json<Organization>();
    expect(organization.summary.id).toMatch(/^org-/);
    expect(organization).toEqual({
      summary: { id: organization.summary.id, organizationName: 'Lakeside Mortgage' },
      basicInfo: {
        channelTypes: ['Brokered - Wholesale'],
        correspondentSelection: [],
        approvalStatus: { currentStatus: 'Pending' },
        primarySalesRepAe: null,
      },
    });
    const read = await call('GET', `/api/external-orgs/${organization.summary.id}`, as.admin);
    expect(read.json<Organization>()).toEqual(organization);
    expect(await auditOf(database, organization.summary.id)).toEqual([
      {
        action: 'organization.create',
        actorId: 'usr-admin-alex',
        details: {
          name: 'Lakeside Mortgage',
          channelTypes: ['Brokered - Wholesale'],
          correspondentSelection: [],
          approvalStatus: 'Pending',
          primaryAeId: null,
        },
      },
    ]);
  });

  it('gives it to its primary account executive’s coverage at once', async () => {
    expect(await reachedBy(as.casey)).toEqual(['org-prairie']);
    const created = await create(as.admin, wholesale({ name: 'Ridge Funding', primaryAeId: 'usr-ae-casey' }));
    expect(created.statusCode).toBe(201);
    const id = created.json<Organization>().summary.id;
    expect(created.json<Organization>().basicInfo.primarySalesRepAe).toEqual({ userId: 'usr-ae-casey' });
    expect(await reachedBy(as.casey)).toEqual(['org-prairie', id]);
  });

  it('refuses a blank or taken name, channels that do not match, and a primary AE who is not one', async () => {
    const cases: Array<[object, number, string, string]> = [
      [{ name: '   ' }, 422, ORGANIZATION_TEXTS.nameRequired, 'body.name'],
      [{ name: 'summit home LENDING' }, 409, ORGANIZATION_TEXTS.nameTaken, 'body.name'],
      [{ correspondentSelection: ['Delegated'] }, 422, ORGANIZATION_TEXTS.correspondentNeedsChannel, 'body.correspondentSelection'],
      [{ channelTypes: ['Correspondent'] }, 422, ORGANIZATION_TEXTS.correspondentNeedsSelection, 'body.correspondentSelection'],
      [{ primaryAeId: 'usr-admin-alex' }, 422, ORGANIZATION_TEXTS.primaryAeInvalid, 'body.primaryAeId'],
      [{ primaryAeId: 'usr-summit-taylor' }, 422, ORGANIZATION_TEXTS.primaryAeInvalid, 'body.primaryAeId'],
      [{ primaryAeId: 'usr-nobody' }, 422, ORGANIZATION_TEXTS.primaryAeInvalid, 'body.primaryAeId'],
    ];
    for (const [change, status, detail, field] of cases) {
      expect(await refusalOf(await create(as.admin, wholesale({ name: 'Another One', ...change })))).toEqual({ status, detail, field });
    }
    const correspondent = await create(
      as.admin,
      wholesale({ name: 'Delta Correspondent', channelTypes: ['Correspondent'], correspondentSelection: ['Delegated'] }),
    );
    expect(correspondent.statusCode).toBe(201);
  });

  it('leaves adding organisations to administrators', async () => {
    for (const headers of [as.jordan, as.broker]) {
      const refused = await create(headers, wholesale({ name: 'Sneaky Brokers' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiProblem>().detail).toBe(ORGANIZATION_TEXTS.createAdminsOnly);
    }
  });
});

describe('changing an organisation', () => {
  it('lets the covering account executive change it, and audits what changed', async () => {
    const changed = await update(as.jordan, 'org-harbor', { name: 'Harbor Mortgage Group', approvalStatus: 'Suspended' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Organization>()).toMatchObject({
      summary: { organizationName: 'Harbor Mortgage Group' },
      basicInfo: { approvalStatus: { currentStatus: 'Suspended' }, primarySalesRepAe: { userId: 'usr-ae-jordan' } },
    });
    expect(await auditOf(database, 'org-harbor')).toEqual([
      {
        action: 'organization.update',
        actorId: 'usr-ae-jordan',
        details: {
          changed: ['name', 'approvalStatus'],
          name: { from: 'Harbor Mortgage Brokers', to: 'Harbor Mortgage Group' },
          approvalStatus: { from: 'Active', to: 'Suspended' },
        },
      },
    ]);
    // Its users read it as it is now.
    const broker = bearer(await login(app, 'lp@harbor.test'));
    expect((await call('GET', '/api/external-orgs/org-harbor', broker)).json<Organization>().summary.organizationName).toBe(
      'Harbor Mortgage Group',
    );
  });

  it('refuses an account executive outside their coverage, or choosing the primary AE', async () => {
    expect(await refusalOf(await update(as.jordan, 'org-prairie', { approvalStatus: 'Active' }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.organizationNotCovered,
      field: undefined,
    });
    expect(await refusalOf(await update(as.jordan, 'org-summit', { primaryAeId: 'usr-ae-casey' }))).toEqual({
      status: 403,
      detail: ORGANIZATION_TEXTS.primaryAeAdminsOnly,
      field: undefined,
    });
    // Sending the primary AE it already has changes nothing, so it is not refused.
    expect((await update(as.jordan, 'org-summit', { primaryAeId: 'usr-ae-jordan' })).statusCode).toBe(200);
    expect((await update(as.admin, 'org-nowhere', { approvalStatus: 'Active' })).statusCode).toBe(404);
    expect((await update(as.broker, 'org-summit', { approvalStatus: 'Active' })).statusCode).toBe(403);
  });

  it('checks the channels as they will be, and the name against the others only', async () => {
    expect(await refusalOf(await update(as.admin, 'org-summit', { channelTypes: ['Brokered - Wholesale'] }))).toEqual({
      status: 422,
      detail: ORGANIZATION_TEXTS.correspondentNeedsChannel,
      field: 'body.correspondentSelection',
    });
    expect((await update(as.admin, 'org-summit', { channelTypes: ['Brokered - Wholesale'], correspondentSelection: [] })).statusCode).toBe(
      200,
    );
    expect((await update(as.admin, 'org-summit', { name: 'SUMMIT HOME LENDING' })).statusCode).toBe(200);
    expect((await refusalOf(await update(as.admin, 'org-summit', { name: 'prairie correspondent group' }))).status).toBe(409);
  });

  it('lets an administrator choose the primary AE, who then covers it', async () => {
    expect(await reachedBy(as.jordan)).not.toContain('org-prairie');
    const changed = await update(as.admin, 'org-prairie', { primaryAeId: 'usr-ae-jordan' });
    expect(changed.json<Organization>().basicInfo.primarySalesRepAe).toEqual({ userId: 'usr-ae-jordan' });
    expect(await reachedBy(as.jordan)).toContain('org-prairie');
    expect((await auditOf(database, 'org-prairie')).at(-1)?.details).toEqual({
      changed: ['primaryAeId'],
      primaryAeId: { from: 'usr-ae-casey', to: 'usr-ae-jordan' },
    });
  });
});
