import type { ColumnType, Generated } from 'kysely';
import type { KnowledgeSourceType, KnowledgeStatus } from 'shared-rules';

/** The knowledge tables (migration 0016-knowledge) as Kysely sees them, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    knowledgeDocuments: KnowledgeDocumentTable;
    knowledgeDocumentAudit: KnowledgeDocumentAuditTable;
    knowledgeFiles: KnowledgeFileTable;
    knowledgeRatings: KnowledgeRatingTable;
    knowledgeSearches: KnowledgeSearchTable;
    knowledgeSearchClicks: KnowledgeSearchClickTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface KnowledgeDocumentTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  sourceType: KnowledgeSourceType;
  mimeType: string | null;
  originalFilename: string | null;
  fileSize: number | null;
  wordCount: ColumnType<number, number | undefined, number>;
  /** Sanitised HTML shown to readers (an article, or a PDF's extracted text). */
  contentHtml: string | null;
  /** Plain text the search indexes and quotes in snippets. */
  bodyText: ColumnType<string, string | undefined, string>;
  url: string | null;
  tags: Json<string[]>;
  audiences: Json<string[]>;
  status: KnowledgeStatus;
  statusAfterProcessing: 'draft' | 'published' | null;
  statusMessage: string | null;
  priority: ColumnType<number, number | undefined, number>;
  relatedDocumentIds: Json<string[]>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** bigint: read as text by node-postgres, so compared as numbers after `Number()`. */
  indexVersion: ColumnType<string, never, never>;
  searchVector: ColumnType<string, never, never>;
}

export interface KnowledgeDocumentAuditTable {
  id: Generated<number>;
  documentId: string;
  action: 'create' | 'update' | 'upload' | 'extract' | 'processed' | 'failed' | 'archive';
  actorId: string | null;
  actorName: string | null;
  at: Timestamp;
  details: Json<Record<string, unknown>>;
}

export interface KnowledgeFileTable {
  documentId: string;
  content: Buffer;
}

export interface KnowledgeRatingTable {
  documentId: string;
  userId: string;
  helpful: boolean;
  ratedAt: Timestamp;
}

export interface KnowledgeSearchTable {
  id: string;
  userId: string | null;
  query: string;
  resultCount: number;
  searchedAt: Timestamp;
}

export interface KnowledgeSearchClickTable {
  searchId: string;
  documentId: string;
  position: number;
  clickedAt: Timestamp;
}
