/** Reading a kept XML tree by local names. */
import type { XmlElement } from './xml-tree-reader';

/** The first child with that name. */
export function firstChild(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (element === undefined) return undefined;
  for (const child of element.children) if (child.name === name) return child;
  return undefined;
}

/** Every child with that name, in document order. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  if (element === undefined) return [];
  return element.children.filter((child) => child.name === name);
}

/** The element at a path of first children, e.g. `descend(loan, 'TERMS_OF_LOAN', 'NoteAmount')`. */
export function descend(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = firstChild(current, name);
  return current;
}

/** Every element at a path whose last step repeats, e.g. `repeated(deal, 'LIABILITIES', 'LIABILITY')`. */
export function repeated(element: XmlElement | undefined, ...path: string[]): XmlElement[] {
  const parent = descend(element, ...path.slice(0, -1));
  return childrenNamed(parent, path[path.length - 1]);
}

/** Trimmed text at a path; undefined when the element is absent or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const last = path.length - 1;
  let parent = element;
  for (let index = 0; index < last && parent !== undefined; index += 1) parent = firstChild(parent, path[index]);
  if (parent === undefined) return undefined;
  const name = path[last];
  const text = Object.hasOwn(parent.leaves, name) ? parent.leaves[name] : firstChild(parent, name)?.text;
  if (text === undefined || text === '') return undefined;
  if (!isSpace(text.charCodeAt(0)) && !isSpace(text.charCodeAt(text.length - 1))) return text;
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}
