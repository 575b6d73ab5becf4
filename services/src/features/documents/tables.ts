import type { ColumnType } from 'kysely';
import type { LoanAttachmentMimeType } from 'shared-rules';

/** The loan-documents tables (migration 0003-documents) as Kysely sees them, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    loanDocuments: LoanDocumentTable;
    loanAttachments: LoanAttachmentTable;
    loanAttachmentContents: LoanAttachmentContentTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A titled folder of a loan; titles are unique per loan, case-insensitively. */
export interface LoanDocumentTable {
  id: string;
  loanId: string;
  title: string;
  createdAt: Timestamp;
}

/** What is known about an uploaded file; its bytes are in `loan_attachment_contents`. */
export interface LoanAttachmentTable {
  id: string;
  loanId: string;
  /** The folder it is filed in; null while uncategorized. */
  documentId: string | null;
  title: string;
  fileName: string;
  /** Sniffed from the content, never taken from the upload's declared type. */
  mimeType: LoanAttachmentMimeType;
  sizeBytes: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  taskTag: string | null;
  /** The loan condition it answers. */
  conditionId: ColumnType<string | null, string | null | undefined, string | null>;
  rejectionReason: ColumnType<string | null, string | null | undefined, string | null>;
  rejectedBy: ColumnType<string | null, string | null | undefined, string | null>;
  rejectedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  uploadedBy: string;
  createdAt: Timestamp;
}

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
export interface LoanAttachmentContentTable {
  attachmentId: string;
  content: Uint8Array;
}
