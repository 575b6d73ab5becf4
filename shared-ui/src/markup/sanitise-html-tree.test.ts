import type { ElementContent, Root } from 'hast';
import { find, html as htmlSchema } from 'property-information';
import { MARKUP_SANITISER_CASES } from 'shared-rules/testing';
import { sanitiseHtmlTree } from './sanitise-html-tree';

function appendTo(parent: Node, node: ElementContent): void {
  if (node.type === 'text') {
    parent.appendChild(document.createTextNode(node.value));
    return;
  }
  if (node.type !== 'element') return;
  const element = document.createElement(node.tagName);
  for (const [property, value] of Object.entries(node.properties)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(
      find(htmlSchema, property).attribute,
      Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value),
    );
  }
  for (const child of node.children) appendTo(element, child);
  parent.appendChild(element);
}

/** The tree as the browser serialises it (the form the shared cases are written in). */
function serialised(tree: Root): string {
  const container = document.createElement('div');
  for (const child of tree.children) if (child.type === 'element' || child.type === 'text') appendTo(container, child);
  return container.innerHTML;
}

describe('sanitiseHtmlTree: the portal’s allow-list, case by case as services apply it', () => {
  it.each(MARKUP_SANITISER_CASES.map((testCase) => [testCase.name, testCase]))('%s', (_name, { html, safe }) => {
    expect(serialised(sanitiseHtmlTree(html))).toBe(safe);
  });

  it.each(MARKUP_SANITISER_CASES.map((testCase) => [testCase.name, testCase]))(
    'keeps what services stored as it is: %s',
    (_name, { safe }) => {
      expect(serialised(sanitiseHtmlTree(safe))).toBe(safe);
    },
  );
});
