/**
 * How the help center words and trims knowledge documents (spec §9): card descriptions cut at
 * 120 characters, a few tags then "+N", relevance as "N% match", counts in singular or plural.
 */
import type { KnowledgeSourceType } from 'shared-rules';

/** Spec: a card's description is truncated to 120 characters. */
export const CARD_DESCRIPTION_MAX_LENGTH = 120;
/** Spec: tags shown on a card, and in the viewer, before "+N". */
export const CARD_TAG_LIMIT = 2;
export const VIEWER_TAG_LIMIT = 3;
/** Documents of at least this priority (0–100) are starred as Featured. */
export const FEATURED_PRIORITY = 80;

/** Names of the source types as readers see them. */
export const SOURCE_TYPE_LABELS: Record<KnowledgeSourceType, string> = {
  html: 'Article',
  pdf: 'PDF',
  url: 'Web page',
  video: 'Video',
};

/**
 * `text` cut to at most `max` characters, the last one an ellipsis when anything was cut
 * (trailing spaces before the ellipsis are dropped). Text that fits is returned as it is.
 */
export function truncateDescription(text: string, max = CARD_DESCRIPTION_MAX_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

/** The first `limit` tags, and how many are left for the "+N" badge (0 when none). */
export function visibleTags(tags: readonly string[], limit: number): { shown: string[]; hiddenCount: number } {
  return { shown: tags.slice(0, limit), hiddenCount: Math.max(0, tags.length - limit) };
}

/** Spec: a search score (0..1) as "N% match", rounded, never outside 0–100. */
export function matchLabel(score: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100);
  return `${percent}% match`;
}

function counted(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** Spec: "1 document", "3 documents". */
export function documentCountLabel(count: number): string {
  return counted(count, 'document', 'documents');
}

/** "1 word", "1,250 words". */
export function wordCountLabel(count: number): string {
  return counted(count, 'word', 'words');
}

/** Whether a document is starred as Featured (priority 80 or more). */
export function isFeatured(priority: number): boolean {
  return priority >= FEATURED_PRIORITY;
}
