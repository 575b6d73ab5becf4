/**
 * The tags a knowledge document may carry. The help drawer suggests documents for a portal page by
 * the page's tags, so a tag outside this list would never be suggested anywhere.
 */
export const KNOWLEDGE_PAGE_TAGS = [
  'add-loan',
  'mismo-import',
  'channels',
  'non-qm',
  'pipeline',
  'loan-workflow',
  'loan-summary',
  'contacts',
  'conditions',
  'documents',
  'urla',
  'state-specific-data',
  'disclosures',
  'trid',
  'le-cd-preview',
  'locks',
  'adverse-action',
  'pricing',
  'account-settings',
  'notifications',
  'support',
  'knowledge-base',
  'assistant',
  'administration',
  'field-rules',
  'settings',
  'organizations',
  'users',
  'impersonation',
  'getting-started',
  'security',
  'hmda',
] as const;

export type KnowledgePageTag = (typeof KNOWLEDGE_PAGE_TAGS)[number];
