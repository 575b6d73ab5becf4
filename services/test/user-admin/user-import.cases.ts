import type { FastifyInstance } from 'fastify';
import {
  type AdminUserList,
  type ApiProblem,
  PHONE_INVALID,
  USER_ADMIN_TEXTS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_TEXTS,
  type UserImportReport,
} from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { callAs, type Headers, passwordEmailsTo } from './user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-import');
  app = await buildTestApp(database);
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const HEADER = 'first name,LAST NAME, Email ,OrganizationID,Roles,Phone,Cell,Encompass Id';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const importAs = (headers: Headers, csv: string, options: object = {}) =>
  call('POST', '/api/admin/users/import', headers, { csv, ...options });
const countUsers = async () => (await call('GET', '/api/admin/users?pageSize=1', as.admin)).json<AdminUserList>().total;

const GOOD_ROWS = [
  'Ada,Quill,ada.quill@summit.test,org-summit,lo,555-410-2001,,enc-ada',
  'Ben,Rook,Ben.Rook@Harbor.test,org-harbor,LP ; LO,,(555) 420-2002 x7,',
  '"Cruz, Jr.",Vale,cruz.vale@summit.test,org-summit,both,,,',
];

describe('checking a file', () => {
  it('reports each row of a dry run as ready, with its line, and writes nothing', async () => {
    const before = await countUsers();
    const report = await importAs(as.jordan, csvOf(GOOD_ROWS[0], '', GOOD_ROWS[1], GOOD_ROWS[2]), { dryRun: true });
    expect(report.statusCode).toBe(200);
    expect(report.json<UserImportReport>()).toEqual({
      imported: 0,
      refused: 0,
      dryRun: true,
      rows: [
        { line: 2, email: 'ada.quill@summit.test', name: 'Ada Quill', outcome: 'ready', reasons: [] },
        { line: 4, email: 'ben.rook@harbor.test', name: 'Ben Rook', outcome: 'ready', reasons: [] },
        { line: 5, email: 'cruz.vale@summit.test', name: 'Cruz, Jr. Vale', outcome: 'ready', reasons: [] },
      ],
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses every bad row with its reasons and imports none of the good ones', async () => {
    const before = await countUsers();
    const csv = csvOf(
      GOOD_ROWS[0],
      'Dup,One,twice@summit.test,org-summit,lo,,,',
      'Dup,Two,TWICE@summit.test,org-summit,lp,,,',
      ',Blank,lo@summit.test,org-summit,boss,call me,,enc-summit-taylor',
      'Far,Away,far@prairie.test,org-prairie,lo,,,',
      'No,Where,nowhere@x.test,org-nowhere,lo,,,',
    );
    const report = (await importAs(as.jordan, csv)).json<UserImportReport>();
    expect(report).toMatchObject({ imported: 0, refused: 5, dryRun: false });
    expect(report.rows.map(({ line, outcome, reasons }) => ({ line, outcome, reasons }))).toEqual([
      { line: 2, outcome: 'ready', reasons: [] },
      { line: 3, outcome: 'refused', reasons: [USER_IMPORT_TEXTS.duplicateInFile] },
      { line: 4, outcome: 'refused', reasons: [USER_IMPORT_TEXTS.duplicateInFile] },
      {
        line: 5,
        outcome: 'refused',
        reasons: [
          USER_ADMIN_TEXTS.nameRequired,
          USER_ADMIN_TEXTS.emailTaken,
          USER_IMPORT_TEXTS.rolesInvalid,
          PHONE_INVALID,
          USER_ADMIN_TEXTS.encompassIdTaken,
        ],
      },
      { line: 6, outcome: 'refused', reasons: [USER_ADMIN_TEXTS.organizationNotCovered] },
      { line: 7, outcome: 'refused', reasons: [USER_ADMIN_TEXTS.organizationNotCovered] },
    ]);
    expect(await countUsers()).toBe(before);
    // An administrator reaches every organisation: the unknown one is named as such.
    const asAdmin = (await importAs(as.admin, csv)).json<UserImportReport>();
    expect(asAdmin.rows[5].reasons).toEqual([USER_ADMIN_TEXTS.organizationUnknown]);
    expect(asAdmin.rows[4].outcome).toBe('ready');
  });

  it('refuses a whole file that lacks a column, has no rows, too many, or is not CSV', async () => {
    const cases: Array<[string, string]> = [
      ['First Name,Last Name,Email,Roles\nA,B,a@b.test,lo', USER_IMPORT_TEXTS.missingColumns],
      [`${HEADER}\n\n , , \n`, USER_IMPORT_TEXTS.noRows],
      [
        csvOf(...Array.from({ length: USER_IMPORT_MAX_ROWS + 1 }, (_, i) => `A,B,a${i}@b.test,org-summit,lo,,,`)),
        USER_IMPORT_TEXTS.tooManyRows,
      ],
      [`${HEADER}\nA,"B,unclosed@b.test,org-summit,lo`, USER_IMPORT_TEXTS.unreadable],
    ];
    for (const [csv, message] of cases) {
      const refused = await importAs(as.admin, csv);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ApiProblem>().fields).toEqual([{ field: 'body.csv', message }]);
    }
  });

  it('is for the lender’s staff only', async () => {
    const refused = await importAs(as.broker, csvOf(GOOD_ROWS[0]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiProblem>().detail).toBe(USER_ADMIN_TEXTS.externalUsersRefused);
  });
});

describe('importing', () => {
  it('creates every row in one go, invites each user, and audits the import once', async () => {
    const before = await countUsers();
    const report = await importAs(as.jordan, csvOf(...GOOD_ROWS));
    expect(report.statusCode).toBe(200);
    expect(report.json<UserImportReport>()).toMatchObject({ imported: 3, refused: 0, dryRun: false });
    expect(report.json<UserImportReport>().rows.every((row) => row.outcome === 'created')).toBe(true);
    expect(await countUsers()).toBe(before + 3);

    const ben = (await call('GET', '/api/admin/users?search=ben.rook', as.jordan)).json<AdminUserList>().items[0];
    expect(ben).toMatchObject({
      firstName: 'Ben',
      email: 'ben.rook@harbor.test',
      roleTypes: ['lo', 'lp'],
      personas: ['3'],
      cell: '(555) 420-2002 x7',
      organization: { id: 'org-harbor' },
      encompassId: null,
    });
    for (const address of ['ada.quill@summit.test', 'ben.rook@harbor.test', 'cruz.vale@summit.test']) {
      expect(await passwordEmailsTo(app, as.admin, address)).toHaveLength(1);
    }
    const audit = await database.handle.db
      .selectFrom('auditLog')
      .select(['actorId', 'details'])
      .where('action', '=', 'user.import')
      .execute();
    expect(audit).toEqual([
      { actorId: 'usr-ae-jordan', details: { count: 3, organizationIds: ['org-harbor', 'org-summit'], invited: true } },
    ]);
  });

  it('shows imported users in their organisation’s contacts at once, and can skip the invitations', async () => {
    const contacts = async () =>
      (await call('GET', '/api/external-users/summary?orgId=org-summit&roleType=lp', as.broker))
        .json<{ results: Array<{ email: string }> }>()
        .results.map((contact) => contact.email);
    expect(await contacts()).not.toContain('quiet.one@summit.test');
    const report = await importAs(as.admin, csvOf('Quiet,One,quiet.one@summit.test,org-summit,lp,,,'), { sendInvites: false });
    expect(report.json<UserImportReport>().imported).toBe(1);
    expect(await contacts()).toContain('quiet.one@summit.test');
    expect(await passwordEmailsTo(app, as.admin, 'quiet.one@summit.test')).toEqual([]);
  });
});
