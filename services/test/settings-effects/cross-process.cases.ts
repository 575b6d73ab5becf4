import type { FastifyInstance } from 'fastify';
import type { ApiProblem, DocumentUploadRules } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { setSetting } from './change-setting';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  // Written straight to stderr: jest does not replay the console of a suite that only skips.
  process.stderr.write(
    '\n[settings cross-process] REDIS_URL is not set: the two-process settings test is SKIPPED (set REDIS_URL=redis://127.0.0.1:6379 to run it).\n',
  );
}
const describeWithRedis = redisUrl ? describe : describe.skip;

/** Asks again until the answer is the new one: the other process hears of the save through Redis, a moment after it commits. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithRedis(
  `a setting saved through one service process governs the next request to another${redisUrl ? '' : ' (SKIPPED: REDIS_URL not set)'}`,
  () => {
    let database: TestDatabase;
    let processA: FastifyInstance;
    let processB: FastifyInstance;
    let admin: { authorization: string };
    let officer: { authorization: string };

    beforeAll(async () => {
      database = await createTestDatabase('settings-cross-process');
      processA = await buildTestApp(database, { redisUrl });
      processB = await buildTestApp(database, { redisUrl });
      admin = bearer(await login(processA, 'admin@lender.test'));
      officer = bearer(await login(processB, 'lo@summit.test'));
    }, 120_000);

    afterAll(async () => {
      await processA?.close();
      await processB?.close();
      await database?.drop();
    });

    it('documents: the upload rules process B answers follow a save through process A', async () => {
      const rulesOnB = async () =>
        (await processB.inject({ method: 'GET', url: '/api/documents/upload-rules', headers: officer })).json<DocumentUploadRules>();
      expect((await rulesOnB()).maxFileSizeMb).toBe(25);
      await setSetting(processA, admin, 'documents', { maxFileSizeMb: 3, allowedFileTypes: ['pdf'] });
      expect(await eventually(rulesOnB, (rules) => rules.maxFileSizeMb === 3)).toEqual({
        maxFileSizeMb: 3,
        maxFileSizeBytes: 3 * 1024 * 1024,
        allowedFileTypes: ['pdf'],
      });
    });

    it('loan upload: the import of process B follows a save through process A', async () => {
      const importOnB = async () =>
        (
          await processB.inject({
            method: 'POST',
            url: '/api/loans/convert-xml',
            headers: officer,
            payload: { file: Buffer.from('<MESSAGE/>').toString('base64'), fileName: 'loan.xml' },
          })
        ).json<ApiProblem>();
      expect((await importOnB()).code).not.toBe('extension-not-accepted');
      await setSetting(processA, admin, 'loan-upload', { acceptedExtensions: ['.mismo'] });
      expect(await eventually(importOnB, (problem) => problem.code === 'extension-not-accepted')).toMatchObject({
        code: 'extension-not-accepted',
        detail: 'File must be an XML file ending in .mismo',
      });
    });

    it('audit: process B records loan views once a save through process A turns them on', async () => {
      const views = async () =>
        (await database.handle.db.selectFrom('auditLog').select('id').where('action', '=', 'loan.view').execute()).length;
      await setSetting(processA, admin, 'audit', { recordLoanViews: true });
      // Each read is a view once the switch reached B; the window keeps it to one record.
      const recorded = await eventually(
        async () => {
          await processB.inject({ method: 'GET', url: '/api/loans/loan-demo-01', headers: officer });
          return views();
        },
        (count) => count === 1,
      );
      expect(recorded).toBe(1);
    });
  },
);
