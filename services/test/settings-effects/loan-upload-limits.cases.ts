import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SETTING_DEFINITIONS, type ApiProblem, type LoanFileImportResponse } from 'shared-rules';
import { toCount } from '../../src/platform/db/connect';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { changeSetting, readSetting, setSetting } from './change-setting';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { authorization: string };
let officer: { authorization: string };
const MB = 1024 * 1024;
const LOAN_FILE = readFileSync(path.join(__dirname, '../fixtures/mismo/purchase-conventional-1-pair.xml')).toString('base64');

beforeAll(async () => {
  database = await createTestDatabase('loan-upload-limits');
  app = await buildTestApp(database);
  admin = bearer(await login(app, 'admin@lender.test'));
  officer = bearer(await login(app, 'lo@summit.test'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const importFile = (file: string, fileName?: string) =>
  app.inject({ method: 'POST', url: '/api/loans/convert-xml', headers: officer, payload: { file, ...(fileName ? { fileName } : {}) } });
/** A file of `bytes` bytes, as base64: refused on its size before anything reads it as XML. */
const fileOf = (bytes: number) => Buffer.alloc(bytes, '<').toString('base64');
const tokens = async () =>
  toCount(
    (
      await database.handle.db
        .selectFrom('loanTokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n as number,
  );

describe('the loan-upload setting governs the import route, from the next request', () => {
  it('takes one .xml file of at most 25 MB by default', async () => {
    expect(SETTING_DEFINITIONS['loan-upload'].defaultValue).toMatchObject({ maxFileSizeBytes: 26_214_400, acceptedExtensions: ['.xml'] });
    expect((await importFile(LOAN_FILE, 'thompson.xml')).statusCode).toBe(200);
    const refused = await importFile(LOAN_FILE, 'thompson.txt');
    expect([refused.statusCode, refused.json<ApiProblem>().code, refused.json<ApiProblem>().detail]).toEqual([
      415,
      'extension-not-accepted',
      'File must be an XML file',
    ]);
  });

  it('refuses a file over a lowered size limit, naming the limit, and stores nothing', async () => {
    await setSetting(app, admin, 'loan-upload', { maxFileSizeBytes: 1 * MB });
    const before = await tokens();
    const refused = await importFile(fileOf(MB + 1), 'big.xml');
    expect(refused.statusCode).toBe(413);
    expect(refused.json<ApiProblem>()).toMatchObject({ code: 'file-too-large', detail: 'File size must be less than 1MB' });
    expect(await tokens()).toBe(before);
    // A file within the new limit still imports.
    expect((await importFile(LOAN_FILE, 'thompson.xml')).statusCode).toBe(200);
  });

  it('refuses a name without one of the saved extensions; the content is judged as XML whatever the name', async () => {
    await setSetting(app, admin, 'loan-upload', { acceptedExtensions: ['.mismo', '.xml'] });
    const refused = await importFile(LOAN_FILE, 'thompson.pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json<ApiProblem>()).toMatchObject({
      code: 'extension-not-accepted',
      detail: 'File must be an XML file ending in .mismo or .xml',
      fields: [{ field: 'body.fileName', message: 'must end with .mismo, .xml' }],
    });
    const imported = await importFile(LOAN_FILE, 'THOMPSON.MISMO');
    expect(imported.statusCode).toBe(200);
    expect(imported.json<LoanFileImportResponse>().token).toEqual(expect.any(String));
    const notXml = await importFile(Buffer.from('%PDF-1.7\n').toString('base64'), 'scan.mismo');
    expect([notXml.statusCode, notXml.json<ApiProblem>().code]).toEqual([415, 'not-xml']);
  });

  it('keeps the previous limits when a change is refused: nothing is half-applied', async () => {
    const before = await readSetting(app, admin, 'loan-upload');
    // Above the 25 MB ceiling the import route reads within, and an extension that is not one.
    for (const changes of [
      { maxFileSizeBytes: 26_214_401 },
      { acceptedExtensions: ['xml'] },
      { maxFileSizeBytes: 2 * MB, acceptedExtensions: [] },
    ]) {
      const response = await changeSetting(app, admin, 'loan-upload', changes);
      expect([response.statusCode, response.json<ApiProblem>().code]).toEqual([400, 'invalid-input']);
    }
    expect(await readSetting(app, admin, 'loan-upload')).toEqual(before);
    const stillRefused = await importFile(fileOf(MB + 1), 'big.xml');
    expect(stillRefused.json<ApiProblem>().detail).toBe('File size must be less than 1MB');
  });

  it('is refused to everyone but administrators', async () => {
    const response = await changeSetting(app, officer, 'loan-upload', { maxFileSizeBytes: 2 * MB });
    expect([response.statusCode, response.json<ApiProblem>().code]).toEqual([403, 'forbidden']);
  });
});
