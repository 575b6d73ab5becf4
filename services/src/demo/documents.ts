/**
 * Demo data of the documents feature: every demo loan gets the folders a processor would open
 * first and one small, readable PDF (a bank statement summary) made at seed time with pdf-lib.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatInstantDate } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { byteaValue } from '../features/documents/document-queries';
import '../features/documents/tables';

export const DEMO_FOLDER_TITLES = ['Bank Statements', 'Pay Stubs', 'Purchase Contract'] as const;

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A one-page statement summary whose text a viewer shows and a search can find. */
async function bankStatementPdf(
  loan: { loanNumber: string; borrowerName: string },
  statementDate: Date,
  seed: number,
): Promise<Uint8Array> {
  // Loaded here: only seeding needs pdf-lib, not every server start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bank statement - ${loan.borrowerName}`);
  pdf.setAuthor('Lakeshore Community Bank');
  pdf.setCreationDate(statementDate);
  pdf.setModificationDate(statementDate);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.16, 0.22);
  let y = 720;
  const line = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    page.drawText(text, { x: 72, y, size: options.size ?? 11, font: options.font ?? regular, color: ink });
    y -= options.gap ?? 18;
  };
  const opening = 4_000 + (seed % 7) * 1_375.4;
  const deposits = 6_250 + (seed % 3) * 410.25;
  const withdrawals = 4_870.6 + (seed % 5) * 215.1;
  line('Lakeshore Community Bank', { size: 20, font: bold, gap: 28 });
  line('Monthly account statement (summary)', { size: 13, font: bold, gap: 30 });
  line(`Account holder: ${loan.borrowerName}`);
  line(`Account: Checking ****${String(1000 + seed * 37).slice(-4)}`);
  line(`Statement date: ${formatInstantDate(statementDate, { timeZone: 'UTC' })}`);
  line(`Provided for loan ${loan.loanNumber}`, { gap: 30 });
  line(`Opening balance: ${money(opening)}`);
  line(`Deposits: ${money(deposits)}`);
  line(`Withdrawals: ${money(withdrawals)}`);
  line(`Closing balance: ${money(opening + deposits - withdrawals)}`, { font: bold, gap: 36 });
  line('Demo document of the loan portal: not a real statement.', { size: 9 });
  return pdf.save();
}

/** Writes the folders and the statement of every demo loan with `db` (the seed's transaction). */
export async function seedDocumentDemo(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const loans = await db.selectFrom('loans').select(['id', 'loanNumber', 'borrowerName', 'loanOfficerId']).orderBy('id').execute();
  const statementDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const pdfs = await Promise.all(loans.map((loan, index) => bankStatementPdf(loan, statementDate, index + 1)));
  const folders = loans.flatMap((loan) =>
    DEMO_FOLDER_TITLES.map((title, index) => ({ id: `doc-${loan.id}-${index + 1}`, loanId: loan.id, title, createdAt: now })),
  );
  if (folders.length === 0) return;
  await db.insertInto('loanDocuments').values(folders).execute();
  const uploads = loans.flatMap((loan, index) =>
    loan.loanOfficerId === null ? [] : [{ loan, uploadedBy: loan.loanOfficerId, content: pdfs[index] }],
  );
  if (uploads.length === 0) return;
  await db
    .insertInto('loanAttachments')
    .values(
      uploads.map(({ loan, uploadedBy, content }) => ({
        id: `att-${loan.id}-statement`,
        loanId: loan.id,
        documentId: `doc-${loan.id}-1`,
        title: 'Bank statement',
        fileName: 'bank-statement.pdf',
        mimeType: 'application/pdf' as const,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        taskTag: null,
        uploadedBy,
        createdAt: now,
      })),
    )
    .execute();
  await db
    .insertInto('loanAttachmentContents')
    .values(uploads.map(({ loan, content }) => ({ attachmentId: `att-${loan.id}-statement`, content: byteaValue(content) })))
    .execute();
}
