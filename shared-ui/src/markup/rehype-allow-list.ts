import type { Element, Properties, Root } from 'hast';
import { find, html } from 'property-information';
import { safeMarkupAttributes } from 'shared-rules';

/** An element's hast properties as the HTML attributes they stand for (`colSpan: 2` is `colspan="2"`). */
function attributesOf(properties: Properties): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [property, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const info = find(html, property);
    attributes[info.attribute] = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value === true ? '' : String(value);
  }
  return attributes;
}

function propertiesOf(attributes: Record<string, string>): Properties {
  const properties: Properties = {};
  for (const [attribute, value] of Object.entries(attributes)) {
    const info = find(html, attribute);
    properties[info.property] = info.spaceSeparated ? value.split(/\s+/).filter(Boolean) : value;
  }
  return properties;
}

function cleanAttributes(parent: Root | Element): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    child.properties = propertiesOf(safeMarkupAttributes(child.tagName, attributesOf(child.properties)));
    cleanAttributes(child);
  }
}

/**
 * A rehype plugin: every element keeps only the attributes shared-rules' `safeMarkupAttributes`
 * lets it keep (the portal's one allow-list, as services apply it when storing): values checked,
 * unsafe addresses removed, a web link given its new-tab target and rel. Elements themselves are
 * left to rehype-sanitize (`MARKUP_SANITISE_SCHEMA`), which runs next.
 */
export function rehypeAllowList() {
  return (tree: Root) => {
    cleanAttributes(tree);
  };
}
