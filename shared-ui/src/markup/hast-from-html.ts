import type { ElementContent, Properties, Root } from 'hast';
import { find, html as htmlSchema } from 'property-information';

function childrenOf(node: Node): ElementContent[] {
  const children: ElementContent[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      children.push({ type: 'text', value: child.nodeValue ?? '' });
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as globalThis.Element;
      const properties: Properties = {};
      for (const attribute of element.attributes) properties[find(htmlSchema, attribute.name).property] = attribute.value;
      children.push({ type: 'element', tagName: element.localName, properties, children: childrenOf(element) });
    }
  }
  return children;
}

/**
 * HTML as a hast tree (elements with their attributes as written, and text; comments left out),
 * parsed by the browser's DOMParser into an inert document: nothing in it runs or loads. The tree
 * is not safe yet: `sanitiseHtmlTree` makes it so.
 */
export function hastFromHtml(html: string): Root {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return { type: 'root', children: childrenOf(body) };
}
