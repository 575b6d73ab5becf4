import { sql, type Kysely, type Selectable } from 'kysely';
import type { LoanAttachment, LoanDocumentFolder, LoanDocuments } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import type { LoanAttachmentTable } from './tables';
import './tables';

/** The one answer for an attachment that is missing or not of this loan. */
export const NO_ATTACHMENT = 'No attachment with this id on this loan.';

type AttachmentRow = Omit<Selectable<LoanAttachmentTable>, 'sha256' | 'rejectedBy'> & {
  uploaderFirstName: string;
  uploaderLastName: string;
  rejectedById: string | null;
  rejecterFirstName: string | null;
  rejecterLastName: string | null;
};

/** Metadata columns only: listings never touch `loan_attachment_contents`. */
const attachmentsWithUploader = (db: Kysely<Database>) =>
  db
    .selectFrom('loanAttachments')
    .innerJoin('users', 'users.id', 'loanAttachments.uploadedBy')
    .leftJoin('users as rejecters', 'rejecters.id', 'loanAttachments.rejectedBy')
    .select([
      'loanAttachments.id',
      'loanAttachments.loanId',
      'loanAttachments.documentId',
      'loanAttachments.title',
      'loanAttachments.fileName',
      'loanAttachments.mimeType',
      'loanAttachments.sizeBytes',
      'loanAttachments.taskTag',
      'loanAttachments.conditionId',
      'loanAttachments.rejectionReason',
      'loanAttachments.rejectedAt',
      'loanAttachments.rejectedBy as rejectedById',
      'rejecters.firstName as rejecterFirstName',
      'rejecters.lastName as rejecterLastName',
      'loanAttachments.uploadedBy',
      'loanAttachments.createdAt',
      'users.firstName as uploaderFirstName',
      'users.lastName as uploaderLastName',
    ]);

function toLoanAttachment(row: AttachmentRow): LoanAttachment {
  return {
    id: row.id,
    loanId: row.loanId,
    documentId: row.documentId,
    title: row.title,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    taskTag: row.taskTag,
    conditionId: row.conditionId,
    rejection:
      row.rejectionReason !== null && row.rejectedAt !== null
        ? {
            reason: row.rejectionReason,
            by: {
              userId: row.rejectedById ?? '',
              name: `${row.rejecterFirstName ?? ''} ${row.rejecterLastName ?? ''}`.trim() || 'A former user',
            },
            at: row.rejectedAt.toISOString(),
          }
        : null,
    uploadedBy: { userId: row.uploadedBy, name: `${row.uploaderFirstName} ${row.uploaderLastName}`.trim() },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The Documents tab of a loan: folders by title, attachments newest first, tagged ones as records. */
export async function listLoanDocuments(db: Kysely<Database>, loanId: string): Promise<LoanDocuments> {
  const [folders, rows] = await Promise.all([
    db
      .selectFrom('loanDocuments')
      .select(['id', 'title'])
      .where('loanId', '=', loanId)
      .orderBy(sql`lower(title)`)
      .orderBy('title')
      .execute(),
    attachmentsWithUploader(db)
      .where('loanAttachments.loanId', '=', loanId)
      .orderBy('loanAttachments.createdAt', 'desc')
      .orderBy('loanAttachments.id', 'desc')
      .execute(),
  ]);
  const attachments = rows.map(toLoanAttachment);
  const documents: LoanDocumentFolder[] = folders.map((folder) => ({
    id: folder.id,
    title: folder.title,
    attachments: attachments.filter((attachment) => attachment.documentId === folder.id),
  }));
  return {
    uncategorizedAttachments: attachments.filter((attachment) => attachment.documentId === null),
    documents,
    // A rejected document does not count towards a task: the task waits for a better one.
    attachmentRecords: attachments.flatMap((attachment) =>
      attachment.taskTag === null || attachment.rejection !== null ? [] : [{ attachmentId: attachment.id, taskTag: attachment.taskTag }],
    ),
  };
}

/** The loan's attachments that answer one of its conditions, newest first. */
export async function listConditionAttachments(db: Kysely<Database>, loanId: string): Promise<LoanAttachment[]> {
  const rows = await attachmentsWithUploader(db)
    .where('loanAttachments.loanId', '=', loanId)
    .where('loanAttachments.conditionId', 'is not', null)
    .orderBy('loanAttachments.createdAt', 'desc')
    .orderBy('loanAttachments.id', 'desc')
    .execute();
  return rows.map(toLoanAttachment);
}

/** One attachment of the loan (metadata), or null when the loan has no such attachment. */
export async function findLoanAttachment(db: Kysely<Database>, loanId: string, attachmentId: string): Promise<LoanAttachment | null> {
  const row = await attachmentsWithUploader(db)
    .where('loanAttachments.loanId', '=', loanId)
    .where('loanAttachments.id', '=', attachmentId)
    .executeTakeFirst();
  return row ? toLoanAttachment(row) : null;
}

/**
 * The file's bytes as a SQL value. Sent as hex text and decoded by the database: PGlite turns a
 * Uint8Array parameter into hex one array element at a time, seconds for a 25 MB file, while
 * Buffer's own hex encoding takes milliseconds (node-postgres reads and writes bytea as hex text too).
 */
export const byteaValue = (content: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('hex')}, 'hex')`;

/** The stored file of an attachment of the loan, or null. */
export async function findAttachmentContent(
  db: Kysely<Database>,
  loanId: string,
  attachmentId: string,
): Promise<{ fileName: string; mimeType: LoanAttachment['mimeType']; sha256: string; content: Buffer } | null> {
  const row = await db
    .selectFrom('loanAttachments')
    .innerJoin('loanAttachmentContents', 'loanAttachmentContents.attachmentId', 'loanAttachments.id')
    .select([
      'loanAttachments.fileName',
      'loanAttachments.mimeType',
      'loanAttachments.sha256',
      // Hex for the same reason as byteaValue: PGlite's own bytea parser is slow on large files.
      sql<string>`encode(loan_attachment_contents.content, 'hex')`.as('contentHex'),
    ])
    .where('loanAttachments.loanId', '=', loanId)
    .where('loanAttachments.id', '=', attachmentId)
    .executeTakeFirst();
  if (!row) return null;
  const { contentHex, ...metadata } = row;
  return { ...metadata, content: Buffer.from(contentHex, 'hex') };
}

/** Whether the folder exists and belongs to this loan. */
export async function isFolderOfLoan(db: Kysely<Database>, loanId: string, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('loanDocuments')
    .select('id')
    .where('loanId', '=', loanId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** PostgreSQL's unique_violation, as both node-postgres and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
