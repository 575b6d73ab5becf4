import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanFileImportResponse, LoanTokenDataResponse } from 'shared-rules';
import { toCount } from '../../src/platform/db/connect';
import { MISMO_NAMESPACE, loanTokenDigest } from '../../src/features/loan-files';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const FIXTURES = path.join(__dirname, '../fixtures/mismo');

// A generous timeout: starting PGlite, migrating, seeding and signing in share two cores with other suites.
beforeAll(async () => {
  database = await createTestDatabase('loans-import');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lp@summit.test', 'lo@harbor.test', 'lo@prairie.test'])
    headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const convert = (email: string, file: string) =>
  app.inject({ method: 'POST', url: '/api/loans/convert-xml', headers: headers[email], payload: { file } });
const fromToken = (email: string, token: string) =>
  app.inject({ method: 'POST', url: '/api/loans/from-token', headers: headers[email], payload: { token } });
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

async function countRows(table: 'loans' | 'loanTokens'): Promise<number> {
  const row = await database.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

describe('POST /api/loans/convert-xml with the MISMO fixtures', () => {
  it.each([
    ['purchase-conventional-1-pair.xml', 1, 'Purchase', 'Conventional'],
    ['purchase-fha-2-pairs.xml', 2, 'Purchase', 'FHA'],
    ['purchase-usda-4-pairs.xml', 4, 'Purchase', 'FarmersHomeAdministration'],
    ['refinance-cash-out-va-1-pair.xml', 1, 'Cash-Out Refinance', 'VA'],
    ['refinance-no-cash-out-conventional-3-pairs.xml', 3, 'NoCash-Out Refinance', 'Conventional'],
  ])('%s imports with %i borrower pair(s), and its token fetches the same loan', async (file, pairs, purpose, mortgageType) => {
    const response = await convert('lo@summit.test', base64(readFileSync(path.join(FIXTURES, file))));
    expect(response.statusCode).toBe(200);
    const body = response.json<LoanFileImportResponse>();
    expect(body.loan.applications).toHaveLength(pairs);
    expect(body.loan.loanPurpose).toBe(purpose);
    expect(body.loan.mortgageType).toBe(mortgageType);
    expect(body.loan.applications[0].borrower.lastName).toEqual(expect.any(String));
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const fetched = await fromToken('lo@summit.test', body.token);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json<LoanTokenDataResponse>().loan).toEqual(body.loan);
  });

  it('stores only the digest of the token, bound to the importer and their organisation', async () => {
    const { token } = (
      await convert('lo@summit.test', base64(readFileSync(path.join(FIXTURES, 'purchase-conventional-1-pair.xml'))))
    ).json<LoanFileImportResponse>();
    const rows = await database.handle.db.selectFrom('loanTokens').selectAll().execute();
    expect(rows.some((row) => row.digest === token)).toBe(false);
    const row = rows.find((candidate) => candidate.digest === loanTokenDigest(token));
    expect(row).toMatchObject({ userId: 'usr-summit-taylor', organizationId: 'org-summit' });
  });
});

describe('loan tokens', () => {
  let token: string;
  beforeAll(async () => {
    token = (
      await convert('lo@summit.test', base64(readFileSync(path.join(FIXTURES, 'purchase-fha-2-pairs.xml'))))
    ).json<LoanFileImportResponse>().token;
  });

  it('are refused to another user, even of the same organisation, as if they did not exist', async () => {
    for (const email of ['lp@summit.test', 'lo@harbor.test']) {
      const response = await fromToken(email, token);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiProblem>().code).toBe('loan-token-not-found');
    }
    const made = await fromToken('lo@summit.test', 'A'.repeat(43));
    expect(made.json<ApiProblem>()).toMatchObject({ status: 404, code: 'loan-token-not-found' });
  });

  it('expire: an expired token is refused with a clear problem', async () => {
    await database.handle.db
      .updateTable('loanTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('digest', '=', loanTokenDigest(token))
      .execute();
    const response = await fromToken('lo@summit.test', token);
    expect(response.statusCode).toBe(410);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('loan-token-expired');
    expect(problem.detail).toMatch(/expired .*Import the loan file again/);
  });
});

describe('bad files through the HTTP route: each has its message, and nothing is stored', () => {
  let loansBefore: number;
  let tokensBefore: number;
  beforeAll(async () => {
    loansBefore = await countRows('loans');
    tokensBefore = await countRows('loanTokens');
  });
  afterAll(async () => {
    expect(await countRows('loans')).toBe(loansBefore);
    expect(await countRows('loanTokens')).toBe(tokensBefore);
  });

  const expectProblem = async (file: string, status: number, code: string, detail?: string | RegExp) => {
    const response = await convert('lo@summit.test', file);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe(code);
    if (detail !== undefined) expect(problem.detail).toMatch(detail);
  };

  it('an external entity (XXE)', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE MESSAGE [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<MESSAGE xmlns="${MISMO_NAMESPACE}">&xxe;</MESSAGE>`;
    await expectProblem(base64(xxe), 422, 'xml-doctype-forbidden', /DOCTYPE/);
  });

  it('billion laughs', async () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let level = 1; level <= 9; level += 1)
      entities.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<MESSAGE xmlns="${MISMO_NAMESPACE}">&lol9;</MESSAGE>`;
    await expectProblem(base64(laughs), 422, 'xml-doctype-forbidden');
  });

  it('a file of 26214401 bytes (one over 25 MB)', async () => {
    const oversized = Buffer.alloc(26_214_401, '<');
    await expectProblem(oversized.toString('base64'), 413, 'file-too-large', /^File size must be less than 25MB$/);
  });

  it('a file that is not XML (a PDF)', async () => {
    await expectProblem(base64('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), 415, 'not-xml', /^File must be an XML file$/);
  });

  it('XML that is not MISMO', async () => {
    await expectProblem(
      base64('<?xml version="1.0"?><invoice><total>12.00</total></invoice>'),
      422,
      'not-mismo',
      /not a MISMO 3.4 loan file/,
    );
  });

  it('malformed XML', async () => {
    await expectProblem(base64(`<MESSAGE xmlns="${MISMO_NAMESPACE}"><DEAL_SETS></MESSAGE>`), 422, 'xml-malformed', /not well-formed XML/);
  });

  it('a MISMO file with no borrower', async () => {
    const noBorrower =
      `<MESSAGE xmlns="${MISMO_NAMESPACE}"><DEAL_SETS><DEAL_SET><DEALS><DEAL><PARTIES><PARTY><LEGAL_ENTITY><LEGAL_ENTITY_DETAIL><FullName>Lender</FullName></LEGAL_ENTITY_DETAIL></LEGAL_ENTITY>` +
      `<ROLES><ROLE><ROLE_DETAIL><PartyRoleType>NotePayTo</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY></PARTIES></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>`;
    await expectProblem(base64(noBorrower), 422, 'no-borrower', /no borrower/);
  });

  it('text that is not base64, and an empty file', async () => {
    await expectProblem('not base64 at all!', 400, 'invalid-base64');
    await expectProblem('', 422, 'empty-file');
  });

  it('a body without the file, or with other fields', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/loans/convert-xml', headers: headers['lo@summit.test'], payload: {} });
    expect(missing.json<ApiProblem>()).toMatchObject({ status: 400, code: 'invalid-input', detail: 'body.file is required' });
    const extra = await app.inject({
      method: 'POST',
      url: '/api/loans/convert-xml',
      headers: headers['lo@summit.test'],
      payload: { file: 'PA==', name: 'x.xml' },
    });
    expect(extra.json<ApiProblem>().code).toBe('invalid-input');
  });

  it('a user of an organisation that is not Active', async () => {
    const response = await convert('lo@prairie.test', base64(readFileSync(path.join(FIXTURES, 'purchase-conventional-1-pair.xml'))));
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiProblem>().code).toBe('organization-not-active');
  });

  it('keeps the core body limit on every other route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/loans/from-token',
      headers: { ...headers['lo@summit.test'], 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiProblem>().code).toBe('body-too-large');
  });
});
