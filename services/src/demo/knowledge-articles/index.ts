import MarkdownIt from 'markdown-it';
import { type FrontMatterFile, readFrontMatterFolder } from '../front-matter';
import type { KnowledgeSeedDocument } from './knowledge-seed-document';

export type { KnowledgeSeedDocument } from './knowledge-seed-document';

// Articles are written in Markdown (GFM tables); readers get the HTML an editor's article is stored as.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** One article: front matter is everything but the body; an `html` document's Markdown body becomes its content. */
export function articleOf({ file, meta, body }: FrontMatterFile<Omit<KnowledgeSeedDocument, 'content'>>): KnowledgeSeedDocument {
  if (meta.sourceType === 'html' && !body) throw new Error(`${file}: an html article needs a Markdown body`);
  if (meta.sourceType !== 'html' && body) throw new Error(`${file}: only html articles have a body (a ${meta.sourceType} has its url)`);
  return body ? { ...meta, content: markdown.render(body) } : meta;
}

/**
 * Every document a fresh portal's knowledge base starts with, in reading order (the folders' and
 * files' number prefixes): brokers' topics first, staff how-tos last.
 */
export const DEMO_KNOWLEDGE_DOCUMENTS: KnowledgeSeedDocument[] =
  readFrontMatterFolder<Omit<KnowledgeSeedDocument, 'content'>>(__dirname).map(articleOf);
