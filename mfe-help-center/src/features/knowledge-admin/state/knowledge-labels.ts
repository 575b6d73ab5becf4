/**
 * How the knowledge administration names statuses, kinds and audiences, and words counts and
 * rates. One place, so the list, the forms, the taxonomy and the analytics say the same thing.
 */
import { KNOWLEDGE_AUDIENCES, type KnowledgeSourceType, type KnowledgeStatus } from 'shared-rules';

export const STATUS_LABELS: Record<KnowledgeStatus, string> = {
  draft: 'Draft',
  processing: 'Processing',
  published: 'Published',
  archived: 'Archived',
  failed: 'Failed',
};

/** Badge colours: published is the goal (green), failed needs an editor (red), processing is under way (blue). */
export const STATUS_COLORS: Record<KnowledgeStatus, string> = {
  draft: 'gray',
  processing: 'blue',
  published: 'green',
  archived: 'dark',
  failed: 'red',
};

/** One document of each kind, as the list and the forms name it. */
export const SOURCE_TYPE_LABELS: Record<KnowledgeSourceType, string> = {
  html: 'Article',
  pdf: 'PDF guide',
  url: 'Link',
  video: 'Video',
};

/** The title of the form that adds a document of each kind (and its accessible name). */
export const NEW_DOCUMENT_TITLES: Record<KnowledgeSourceType, string> = {
  html: 'New article',
  url: 'New link',
  video: 'New video',
  pdf: 'Upload a PDF',
};

/** The kinds as section headings (the Knowledge Pages page). */
export const SOURCE_TYPE_PLURALS: Record<KnowledgeSourceType, string> = {
  html: 'Articles',
  pdf: 'PDF guides',
  url: 'Links',
  video: 'Videos',
};

export type KnowledgeAudience = (typeof KNOWLEDGE_AUDIENCES)[number];

/** Who each audience is, in the words an administrator uses. */
export const AUDIENCE_LABELS: Record<KnowledgeAudience, string> = {
  external: 'Brokers (external users)',
  internal: 'Staff (internal users)',
  'role:lo': 'Loan officers',
  'role:lp': 'Loan processors',
  'role:ae': 'Account executives',
  'role:admin': 'Administrators',
};

/** Services count documents with no audience under `everyone`: every signed-in user reads them. */
export const EVERYONE_AUDIENCE = 'everyone';

/** The readable name of an audience; one this page does not know is shown as stored, so nothing is hidden. */
export function audienceLabel(audience: string): string {
  if (audience === EVERYONE_AUDIENCE) return 'Everyone (no audience set)';
  return Object.hasOwn(AUDIENCE_LABELS, audience) ? AUDIENCE_LABELS[audience as KnowledgeAudience] : audience;
}

/** The audience options of the document form, in the contract's order. */
export const AUDIENCE_OPTIONS = KNOWLEDGE_AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }));

function counted(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** "1 document", "3 documents". */
export function documentCountLabel(count: number): string {
  return counted(count, 'document', 'documents');
}

/** "1 search", "1,204 searches". */
export function searchCountLabel(count: number): string {
  return counted(count, 'search', 'searches');
}
