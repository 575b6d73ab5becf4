import type { Options as SanitiseSchema } from 'rehype-sanitize';
import { defaultSchema } from 'rehype-sanitize';
import { find, html } from 'property-information';
import { MARKUP_ALLOW_LIST } from 'shared-rules';

type PropertyDefinition = NonNullable<SanitiseSchema['attributes']>[string][number];

const { elements, attributeValues, numberAttributes, droppedWithContent, urlProtocols, externalLink } = MARKUP_ALLOW_LIST;
const NUMBER = /^\d{1,4}$/;

/** An allowed attribute (HTML name) as rehype-sanitize checks it: by its hast property name, with its values. */
function definitionOf(attribute: string): PropertyDefinition {
  const { property } = find(html, attribute);
  const keywords = attributeValues[attribute];
  if (keywords) return [property, ...keywords];
  if (numberAttributes.includes(attribute)) return [property, NUMBER];
  return property;
}

/**
 * The portal's one allow-list (shared-rules' `MARKUP_ALLOW_LIST`) as a rehype-sanitize schema, the
 * same list services give sanitize-html. It runs after `rehypeAllowList`, which already cleaned
 * each element's attributes, and holds rehype-sanitize to the same list on its own: allowed tags,
 * attributes and schemes; unknown elements unwrapped, `droppedWithContent` removed whole.
 */
export const MARKUP_SANITISE_SCHEMA: SanitiseSchema = {
  tagNames: Object.keys(elements),
  attributes: Object.fromEntries(
    Object.entries(elements).map(([tagName, attributes]) => [
      tagName,
      [...attributes, ...(tagName === 'a' ? Object.keys(externalLink) : [])].map(definitionOf),
    ]),
  ),
  protocols: { href: [...urlProtocols.href], src: [...urlProtocols.src] },
  strip: [...droppedWithContent],
  // Table parts outside a table would break out of their place in the page.
  ancestors: defaultSchema.ancestors,
  required: {},
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};
