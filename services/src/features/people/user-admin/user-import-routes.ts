import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseEmail, PERSONA, type UserImportReport, UserImportReportSchema, UserImportRequestSchema } from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import { NO_PASSWORD_HASH } from '../../../platform/auth/passwords';
import type { Database } from '../../../platform/db/schema';
import { emailIdentity } from '../../../platform/mail/email-identity';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { type PendingPasswordEmail, preparePasswordEmails, sendPasswordEmails } from './password-link-issue';
import { peopleManagersOnly } from './user-access';
import { type CheckedRow, checkImportRows, type ImportedRow, type ImportLookups, readImportFile } from './user-import';
import { refusedAsDuplicate } from './user-rules';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with every column of a user. */
const INSERT_BATCH = 200;

/** The database's side of the checks: which of the file's addresses, ids and organisations are known. */
async function lookupsFor(db: Kysely<Database>, rows: ImportedRow[], reach: ImportLookups['reach']): Promise<ImportLookups> {
  const distinct = (pick: (row: ImportedRow) => string) => [...new Set(rows.map(pick).filter((value) => value !== ''))];
  const emails = distinct((row) => normaliseEmail(row.cells.Email));
  const encompassIds = distinct((row) => row.cells['Encompass ID']);
  const organizationIds = distinct((row) => row.cells['Organization ID']);
  const [takenEmails, takenEncompassIds, organizations] = await Promise.all([
    emails.length ? db.selectFrom('users').select('email').where('email', 'in', emails).execute() : [],
    encompassIds.length ? db.selectFrom('users').select('encompassId').where('encompassId', 'in', encompassIds).execute() : [],
    organizationIds.length ? db.selectFrom('organizations').select('id').where('id', 'in', organizationIds).execute() : [],
  ]);
  return {
    reach,
    takenEmails: new Set(takenEmails.map((row) => row.email)),
    takenEncompassIds: new Set(takenEncompassIds.flatMap((row) => (row.encompassId ? [row.encompassId] : []))),
    existingOrganizationIds: new Set(organizations.map((row) => row.id)),
  };
}

const reportRow = (row: CheckedRow, outcome: 'ready' | 'created' | 'refused') => ({
  line: row.line,
  email: row.email,
  name: row.name,
  outcome,
  reasons: row.reasons,
});

/** `POST /api/admin/users/import`: external users from a CSV file, all of them or none. */
export async function userImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/users/import',
    {
      config: peopleManagersOnly,
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Import external users from CSV (into organisations the caller covers): every row checked and reported; with any row refused, or a dry run, nothing is imported',
        security: bearerSecurity,
        body: UserImportRequestSchema,
        response: { 200: UserImportReportSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request): Promise<UserImportReport> => {
      const caller = request.user;
      const dryRun = request.body.dryRun ?? false;
      const rows = readImportFile(request.body.csv);
      const reach = await app.access.orgReach(caller);
      const checked = checkImportRows(rows, await lookupsFor(app.db, rows, reach));
      const refused = checked.filter((row) => row.reasons.length > 0).length;
      if (refused > 0 || dryRun) {
        const rowsReport = checked.map((row) => reportRow(row, row.reasons.length > 0 ? 'refused' : 'ready'));
        return { imported: 0, refused, dryRun, rows: rowsReport };
      }

      const created = checked.map((row) => ({ id: `usr-${randomUUID()}`, ...row.user }));
      const organizationIds = [...new Set(created.map((user) => user.organizationId))].sort();
      const { from } = await emailIdentity(app);
      const pending: PendingPasswordEmail[] = await app.db
        .transaction()
        .execute(async (trx) => {
          for (let start = 0; start < created.length; start += INSERT_BATCH) {
            await trx
              .insertInto('users')
              .values(
                created.slice(start, start + INSERT_BATCH).map((user) => ({
                  ...user,
                  passwordHash: NO_PASSWORD_HASH,
                  userType: 'external' as const,
                  roleTypes: JSON.stringify(user.roleTypes),
                  personas: JSON.stringify([PERSONA.externalUser]),
                  doNotShowAgain: '[]',
                })),
              )
              .execute();
          }
          await recordAudit(trx, caller, {
            action: 'user.import',
            entityType: 'user-import',
            entityId: randomUUID(),
            details: { count: created.length, organizationIds, invited: request.body.sendInvites !== false },
          });
          if (request.body.sendInvites === false) return [];
          return preparePasswordEmails(trx, app.mailer.portalUrl, from, created, 'invite', caller.id);
        })
        .catch(refusedAsDuplicate);

      // New users are in no cached read yet, except their organisations' contacts lists.
      for (const organizationId of organizationIds) await app.readCache.invalidate({ kind: 'organization', organizationId });
      // Sent after the answer: a thousand invitations through SMTP would outlast the request.
      sendPasswordEmails(app, pending).catch((error: unknown) => app.log.error({ err: error }, 'import invitations were not all sent'));
      return { imported: created.length, refused: 0, dryRun: false, rows: checked.map((row) => reportRow(row, 'created')) };
    },
  );
}
