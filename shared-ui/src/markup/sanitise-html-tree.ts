import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import { hastFromHtml } from './hast-from-html';
import { rehypeAllowList } from './rehype-allow-list';
import { MARKUP_SANITISE_SCHEMA } from './sanitise-schema';

const sanitise = rehypeSanitize(MARKUP_SANITISE_SCHEMA);
const cleanAttributes = rehypeAllowList();

/**
 * Stored HTML (a knowledge article) as a safe hast tree, through the portal's one allow-list as
 * services apply it when storing: the attributes by `safeMarkupAttributes`, then the elements by
 * rehype-sanitize. Cleaning what services stored changes nothing; cleaning what an editor is
 * typing gives what services will store.
 */
export function sanitiseHtmlTree(html: string): Root {
  const tree = hastFromHtml(html);
  cleanAttributes(tree);
  return sanitise(tree);
}
