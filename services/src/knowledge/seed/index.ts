import { ACCOUNT_SUPPORT_ARTICLES } from './account-support-articles';
import { BROKER_ARTICLES } from './broker-articles';
import { DISCLOSURE_ARTICLES } from './disclosure-articles';
import type { KnowledgeSeedDocument } from './knowledge-seed-document';
import { LOAN_DATA_ARTICLES } from './loan-data-articles';
import { LOAN_FILE_ARTICLES } from './loan-file-articles';
import { STAFF_ARTICLES } from './staff-articles';

export type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** Every document a fresh portal's knowledge base starts with, in reading order: brokers' topics first, staff how-tos last. */
export const DEMO_KNOWLEDGE_DOCUMENTS: KnowledgeSeedDocument[] = [
  ...BROKER_ARTICLES,
  ...ACCOUNT_SUPPORT_ARTICLES,
  ...LOAN_FILE_ARTICLES,
  ...LOAN_DATA_ARTICLES,
  ...DISCLOSURE_ARTICLES,
  ...STAFF_ARTICLES,
];
