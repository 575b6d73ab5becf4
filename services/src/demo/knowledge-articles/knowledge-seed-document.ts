import type { KnowledgeSourceType } from 'shared-rules';

/**
 * A document of the knowledge base a fresh portal starts with, read from a Markdown file of this
 * folder (front matter: every field but `content`). HTML articles carry their content, rendered from
 * the file's Markdown and sanitised like an editor's when seeded; URL and video documents their address.
 */
export interface KnowledgeSeedDocument {
  /** Stable id, `kb-` and the slug: relevance labels and related documents name it. */
  id: string;
  /** The page address `/knowledge/{sourceType}/{slug}`. */
  slug: string;
  title: string;
  /** One or two sentences shown on result cards (truncated at 120 characters there). */
  description: string;
  sourceType: Exclude<KnowledgeSourceType, 'pdf'>;
  /** HTML for `html` documents, rendered from the file's Markdown: h2/h3, p, ul/ol/li, strong/em, a, table. */
  content?: string;
  /** The page of a `url` document, or the YouTube/Vimeo address of a `video`. */
  url?: string;
  /** Lower-case, hyphenated topics: the suggestions for a portal page come from its tags. */
  tags: string[];
  /** `external`, `internal`, `role:lo`, `role:lp`, `role:ae`, `role:admin`; empty: everyone. */
  audiences: string[];
  /** 0–100: higher comes first among a page's suggestions. */
  priority: number;
  relatedDocumentIds: string[];
}
