/**
 * Reads the `audit` setting asks to record besides every write: a loan opened (`loan.view`) and a
 * loan document downloaded (`document.download`). The switches are read per request through the
 * settings cache, so a saved change applies to the next request in every service process.
 */
import type { FastifyInstance } from 'fastify';
import { LOAN_VIEW_AUDIT_WINDOW_MINUTES } from 'shared-rules';
import type { AuthUser } from '../auth/auth-user';
import { readSettingValue } from '../settings/setting-reader';
import { recordAudit } from './audit-log';
import './access-record-tables';

/** How a download reached the file: the signed-in session, or the signed link of a PDF item (no session). */
export type DownloadChannel = 'session' | 'signed-link';

export interface DocumentDownload {
  loanId: string;
  attachmentId: string;
  fileName: string;
  /** `inline` when the portal showed it (viewer, preview), `attachment` when it was saved. */
  disposition: 'attachment' | 'inline';
  via: DownloadChannel;
}

const loanNumberOf = async (app: FastifyInstance, loanId: string) =>
  (await app.db.selectFrom('loans').select('loanNumber').where('id', '=', loanId).executeTakeFirst())?.loanNumber ?? null;

/**
 * Records that the user opened the loan, while the audit setting's `recordLoanViews` is on: at
 * most once per user and loan every LOAN_VIEW_AUDIT_WINDOW_MINUTES, however many reads a visit
 * makes. The mark and the record are written in one transaction; the mark's upsert only updates
 * a mark older than the window, and returns nothing otherwise, so two reads at the same moment
 * (two service processes included) make one record.
 */
export async function recordLoanView(app: FastifyInstance, user: AuthUser, loanId: string, now = new Date()): Promise<void> {
  if (!(await readSettingValue(app, 'audit')).recordLoanViews) return;
  const windowStart = new Date(now.getTime() - LOAN_VIEW_AUDIT_WINDOW_MINUTES * 60_000);
  await app.db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('loanViewMarks')
      .values({ userId: user.id, loanId, recordedAt: now })
      .onConflict((oc) =>
        oc.columns(['userId', 'loanId']).doUpdateSet({ recordedAt: now }).where('loanViewMarks.recordedAt', '<=', windowStart),
      )
      .returning('loanId')
      .executeTakeFirst();
    if (!marked) return;
    const loan = await trx.selectFrom('loans').select('loanNumber').where('id', '=', loanId).executeTakeFirst();
    await recordAudit(trx, user, {
      action: 'loan.view',
      entityType: 'loan',
      entityId: loanId,
      details: { loanNumber: loan?.loanNumber ?? null },
      at: now,
    });
  });
}

/**
 * Records a download of a loan document, while the audit setting's `recordDocumentDownloads` is
 * on. Called before the file is sent: a download that cannot be recorded is not made. The
 * signature of a signed link is never recorded, only who it was made for.
 */
export async function recordDocumentDownload(
  app: FastifyInstance,
  actor: Pick<AuthUser, 'id' | 'impersonatorId'>,
  download: DocumentDownload,
): Promise<void> {
  if (!(await readSettingValue(app, 'audit')).recordDocumentDownloads) return;
  await recordAudit(app.db, actor, {
    action: 'document.download',
    entityType: 'loan-document',
    entityId: download.attachmentId,
    details: {
      loanId: download.loanId,
      loanNumber: await loanNumberOf(app, download.loanId),
      fileName: download.fileName,
      disposition: download.disposition,
      via: download.via,
    },
  });
}
