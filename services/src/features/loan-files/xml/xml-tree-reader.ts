/**
 * A strict, non-validating XML reader that checks the whole document is well-formed but keeps
 * only the elements a selection asks for, as a small tree of local names, attributes and text.
 *
 * Why not a general-purpose parser: a loan file is up to 25 MB of which the import maps a small
 * part, and a full object tree costs about 7 times the file in memory and runs at 16-22 MB/s here
 * (fast-xml-parser 5.12, measured; see the README). Reading once, keeping only what is mapped,
 * stays well inside the import's budget.
 *
 * Safety: a DOCTYPE or any markup declaration is refused wherever it appears, references other
 * than the five predefined entities and character references are errors, nesting is bounded,
 * and nothing is ever fetched or expanded.
 */
import { XmlTextError, decodeXmlText } from './xml-text';

export interface XmlElement {
  /** Local name, without prefix. */
  name: string;
  /**
   * Attributes by local name; XLink attributes as `xlink:<name>` whatever their prefix in the
   * file; namespace declarations are left out.
   */
  attributes: Record<string, string>;
  /** Child elements that have attributes or children of their own. */
  children: XmlElement[];
  /**
   * Text of the child elements that hold only text (no attributes, no children), by name; the
   * first of a name when it repeats, the others stay in `children`. Most elements of a loan file
   * are such leaves, and keeping them as plain strings keeps the tree small.
   */
  leaves: Record<string, string>;
  /** Decoded character data directly inside the element (empty for containers). */
  text: string;
}

/** Which child elements to keep, by local name: a nested selection, or `true` for the whole subtree. */
export interface XmlSelection {
  readonly [localName: string]: XmlSelection | true;
}

export interface XmlReadOptions {
  /** Elements are kept only in this namespace; the others are checked and skipped. */
  namespace: string;
  /** What to keep below the root. */
  selection: XmlSelection;
  /** Deepest nesting accepted. */
  maxDepth: number;
  /** Decides on the root element before the rest is read; false stops the read (`root-rejected`). */
  acceptRoot: (localName: string, namespace: string | null) => boolean;
}

export type XmlReadProblemCode = 'xml-malformed' | 'xml-doctype-forbidden' | 'xml-too-deep' | 'root-rejected';

export interface XmlReadProblem {
  code: XmlReadProblemCode;
  /** Offset in the text where the problem is, for line and column. */
  offset: number;
  detail: string;
}

export type XmlReadResult = { ok: true; root: XmlElement } | { ok: false; problem: XmlReadProblem };

const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** No loan file element has more than a handful; the cap keeps hostile tags cheap to refuse. */
const MAX_ATTRIBUTES = 256;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;
const COLON = 0x3a;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** ASCII name characters: 1 may start a name, 2 may only continue one. Read once per character. */
const ASCII_NAME = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const letter = (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === COLON;
  const continuing = (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e;
  ASCII_NAME[code] = letter ? 1 : continuing ? 2 : 0;
}

function isNameStart(code: number): boolean {
  return code < 128 ? ASCII_NAME[code] === 1 : code >= 0xc0;
}

function isNameChar(code: number): boolean {
  return code < 128 ? ASCII_NAME[code] !== 0 : code >= 0xc0 || code === 0xb7;
}

/** Stops a read with a problem; caught only in `readXmlTree`. */
class XmlReadStop {
  constructor(readonly problem: XmlReadProblem) {}
}

function malformed(offset: number, detail: string): XmlReadStop {
  return new XmlReadStop({ code: 'xml-malformed', offset, detail });
}

// How an open element is kept.
/** Checked, not kept. */
const SKIP = 0;
/** Kept; children kept as the selection says. */
const SELECTED = 1;
/** Kept with all its descendants in the namespace. */
const EVERYTHING = 2;
type Keep = typeof SKIP | typeof SELECTED | typeof EVERYTHING;

/** Shared by every element without attributes or children until one is added: most have none. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({});
const NO_CHILDREN: XmlElement[] = Object.freeze([]) as unknown as XmlElement[];
const NO_LEAVES: Record<string, string> = Object.freeze({});

/** Reads `source` (already decoded text). Never throws on any input. */
export function readXmlTree(source: string, options: XmlReadOptions): XmlReadResult {
  try {
    return { ok: true, root: new TreeReader(source, options).read() };
  } catch (stop) {
    if (stop instanceof XmlReadStop) return { ok: false, problem: stop.problem };
    throw stop;
  }
}

/**
 * The reader keeps its open elements in parallel arrays indexed by depth rather than one object
 * per element: a large file has about a million elements and most are only checked.
 */
class TreeReader {
  private position = 0;
  private depth = 0;
  private readonly nameStarts: number[] = [];
  private readonly nameLengths: number[] = [];
  private readonly keeps: Keep[] = [];
  private readonly nodes: Array<XmlElement | null> = [];
  private readonly selections: Array<XmlSelection | null> = [];
  /** Namespace bindings in scope before each open element. */
  private readonly namespaceMarks: number[] = [];
  /** URIs bound to each prefix, innermost last; `''` is the default namespace. */
  private readonly namespaces = new Map<string, string[]>([['xml', [XML_NAMESPACE]]]);
  /** Prefixes bound by the open elements, in order, so closing an element unbinds its own. */
  private readonly bindingLog: string[] = [];
  private root: XmlElement | null = null;
  private readonly names = new Map<number, string[]>();
  /** Attributes of the tag being read, as written: qualified name then decoded value. */
  private readonly tagAttributes: string[] = [];

  constructor(
    private readonly source: string,
    private readonly options: XmlReadOptions,
  ) {}

  read(): XmlElement {
    const { source } = this;
    if (source.charCodeAt(0) === 0xfeff) this.position = 1;
    if (source.startsWith('<?xml', this.position) && isWhitespace(source.charCodeAt(this.position + 5))) {
      const end = source.indexOf('?>', this.position);
      if (end < 0) throw malformed(this.position, 'the XML declaration is not closed');
      this.position = end + 2;
    }
    this.readMisc(false);
    if (this.position >= source.length) throw malformed(this.position, 'the file has no root element');
    this.readStartTag();
    while (this.depth > 0) this.readContent();
    this.readMisc(true);
    if (this.position < source.length) throw malformed(this.position, 'content after the end of the root element');
    return this.root as XmlElement;
  }

  /** Whitespace, comments and processing instructions around the root element. */
  private readMisc(afterRoot: boolean): void {
    const { source } = this;
    for (;;) {
      while (this.position < source.length && isWhitespace(source.charCodeAt(this.position))) this.position += 1;
      if (this.position >= source.length) return;
      if (source.charCodeAt(this.position) !== LT) {
        throw malformed(this.position, afterRoot ? 'text after the end of the root element' : 'text before the root element');
      }
      const next = source.charCodeAt(this.position + 1);
      if (next === BANG) this.readMarkupDeclaration(false);
      else if (next === QUESTION) this.readProcessingInstruction();
      else if (afterRoot) throw malformed(this.position, 'a second root element');
      else return;
    }
  }

  /** Comments, CDATA (inside the root only), and the refused DOCTYPE and declarations. */
  private readMarkupDeclaration(insideRoot: boolean): void {
    const { source } = this;
    const start = this.position;
    if (source.startsWith('<!--', start)) {
      const end = source.indexOf('-->', start + 4);
      if (end < 0) throw malformed(start, 'a comment that is not closed');
      this.position = end + 3;
      return;
    }
    if (insideRoot && source.startsWith('<![CDATA[', start)) {
      const end = source.indexOf(']]>', start + 9);
      if (end < 0) throw malformed(start, 'a CDATA section that is not closed');
      this.appendText(source.slice(start + 9, end));
      this.position = end + 3;
      return;
    }
    const keyword = source.slice(start + 2, start + 9).toUpperCase();
    if (['DOCTYPE', 'ENTITY', 'ELEMENT', 'ATTLIST', 'NOTATIO'].some((declaration) => keyword.startsWith(declaration))) {
      throw new XmlReadStop({ code: 'xml-doctype-forbidden', offset: start, detail: 'the file declares a DOCTYPE or entities' });
    }
    throw malformed(start, 'an unknown "<!" declaration');
  }

  private readProcessingInstruction(): void {
    const { source } = this;
    const start = this.position;
    const end = source.indexOf('?>', start + 2);
    if (end < 0) throw malformed(start, 'a processing instruction that is not closed');
    const target = /^[^\s?]*/.exec(source.slice(start + 2, Math.min(end, start + 40)))?.[0] ?? '';
    if (target === '') throw malformed(start, 'a processing instruction without a target');
    if (target.toLowerCase() === 'xml') throw malformed(start, 'an XML declaration that is not at the start of the file');
    this.position = end + 2;
  }

  /** Text, then one piece of markup, inside the open elements. */
  private readContent(): void {
    const { source } = this;
    const textStart = this.position;
    const lt = source.indexOf('<', textStart);
    if (lt < 0) {
      throw malformed(source.length, `the end of the file comes before </${this.openName(this.depth - 1)}>`);
    }
    if (lt > textStart) this.readText(textStart, lt);
    this.position = lt;
    const next = source.charCodeAt(lt + 1);
    if (next === SLASH) this.readEndTag();
    else if (next === BANG) this.readMarkupDeclaration(true);
    else if (next === QUESTION) this.readProcessingInstruction();
    else this.readStartTag();
  }

  private readText(start: number, end: number): void {
    const top = this.depth - 1;
    if (this.keeps[top] === SKIP) {
      const checked = decodeXmlText(this.source, start, end, false);
      if (checked instanceof XmlTextError) throw malformed(checked.offset, `text with ${checked.detail}`);
      return;
    }
    let first = start;
    while (first < end && isWhitespace(this.source.charCodeAt(first))) first += 1;
    if (first === end) return;
    const decoded = decodeXmlText(this.source, start, end, true);
    if (decoded instanceof XmlTextError) throw malformed(decoded.offset, `text with ${decoded.detail}`);
    this.appendText(decoded);
  }

  private appendText(text: string): void {
    const node = this.nodes[this.depth - 1];
    if (node !== null) node.text += text;
  }

  private openName(index: number): string {
    return this.source.slice(this.nameStarts[index], this.nameStarts[index] + this.nameLengths[index]);
  }

  /** End of a name starting at `start`, or a problem when there is no name there. */
  private nameEnd(start: number, what: string): number {
    const { source } = this;
    if (!isNameStart(source.charCodeAt(start))) throw malformed(start, `${what} without a valid name`);
    let end = start + 1;
    while (end < source.length && isNameChar(source.charCodeAt(end))) end += 1;
    return end;
  }

  private readEndTag(): void {
    const { source } = this;
    const start = this.position;
    const nameStart = start + 2;
    const nameEnd = this.nameEnd(nameStart, 'an end tag');
    let close = nameEnd;
    while (close < source.length && isWhitespace(source.charCodeAt(close))) close += 1;
    if (source.charCodeAt(close) !== GT) throw malformed(close, 'an end tag that is not closed by ">"');
    const top = this.depth - 1;
    const length = nameEnd - nameStart;
    if (length !== this.nameLengths[top] || !this.sameName(this.nameStarts[top], nameStart, length)) {
      throw malformed(start, `</${source.slice(nameStart, nameEnd)}> where </${this.openName(top)}> was expected`);
    }
    this.closeElement();
    this.position = close + 1;
  }

  private sameName(first: number, second: number, length: number): boolean {
    const { source } = this;
    for (let index = 0; index < length; index += 1) {
      if (source.charCodeAt(first + index) !== source.charCodeAt(second + index)) return false;
    }
    return true;
  }

  private closeElement(): void {
    this.depth -= 1;
    const node = this.nodes[this.depth];
    if (node !== null && this.depth > 0) this.foldLeaf(node, this.nodes[this.depth - 1] as XmlElement);
    const mark = this.namespaceMarks[this.depth];
    while (this.bindingLog.length > mark) {
      this.namespaces.get(this.bindingLog.pop() as string)?.pop();
    }
    this.nodes[this.depth] = null;
    this.selections[this.depth] = null;
  }

  /** Moves a closed element that holds only text from its parent's children to its leaves. */
  private foldLeaf(node: XmlElement, parent: XmlElement): void {
    if (node.children !== NO_CHILDREN || node.attributes !== NO_ATTRIBUTES || node.leaves !== NO_LEAVES) return;
    if (node.name === '__proto__' || Object.hasOwn(parent.leaves, node.name)) return;
    parent.children.pop();
    if (parent.leaves === NO_LEAVES) parent.leaves = {};
    parent.leaves[node.name] = node.text;
  }

  private bind(prefix: string, uri: string): void {
    const uris = this.namespaces.get(prefix);
    if (uris === undefined) this.namespaces.set(prefix, [uri]);
    else uris.push(uri);
    this.bindingLog.push(prefix);
  }

  private readStartTag(): void {
    const { source } = this;
    const start = this.position;
    const nameStart = start + 1;
    const nameEnd = this.nameEnd(nameStart, 'a tag');
    if (this.depth >= this.options.maxDepth) {
      throw new XmlReadStop({
        code: 'xml-too-deep',
        offset: start,
        detail: `elements are nested more than ${this.options.maxDepth} levels deep`,
      });
    }
    const parent = this.depth - 1;
    const candidate = parent < 0 || this.keeps[parent] !== SKIP;
    const tagEnd = this.readAttributes(nameEnd, candidate);
    const depth = this.depth;
    this.nameStarts[depth] = nameStart;
    this.nameLengths[depth] = nameEnd - nameStart;
    this.namespaceMarks[depth] = this.bindingLog.length;
    this.keeps[depth] = SKIP;
    this.nodes[depth] = null;
    this.selections[depth] = null;
    if (candidate) this.decideKeep(depth, nameStart, nameEnd);
    this.depth += 1;
    this.position = tagEnd + 1;
    if (source.charCodeAt(tagEnd - 1) === SLASH) this.closeElement();
  }

  /**
   * Reads the attributes after a tag name up to its `>`, whose offset it returns. Kept in
   * `tagAttributes` only for elements that may be kept (`collect`); the others are only checked.
   */
  private readAttributes(from: number, collect: boolean): number {
    const { source } = this;
    this.tagAttributes.length = 0;
    let position = from;
    let attributeCount = 0;
    for (;;) {
      const separated = position < source.length && isWhitespace(source.charCodeAt(position));
      while (position < source.length && isWhitespace(source.charCodeAt(position))) position += 1;
      const code = source.charCodeAt(position);
      if (code === GT) return position;
      if (code === SLASH) {
        if (source.charCodeAt(position + 1) !== GT) throw malformed(position, 'a "/" inside a tag');
        return position + 1;
      }
      if (position >= source.length) throw malformed(from, 'a tag that is not closed by ">"');
      if (!separated) throw malformed(position, 'attributes not separated by white space');
      attributeCount += 1;
      if (attributeCount > MAX_ATTRIBUTES) throw malformed(position, `a tag with more than ${MAX_ATTRIBUTES} attributes`);
      const nameEnd = this.nameEnd(position, 'an attribute');
      let equals = nameEnd;
      while (isWhitespace(source.charCodeAt(equals))) equals += 1;
      if (source.charCodeAt(equals) !== EQUALS) throw malformed(equals, 'an attribute without "="');
      let quotePosition = equals + 1;
      while (isWhitespace(source.charCodeAt(quotePosition))) quotePosition += 1;
      const quote = source.charCodeAt(quotePosition);
      if (quote !== QUOTE && quote !== APOSTROPHE) throw malformed(quotePosition, 'an attribute value without quotes');
      const valueEnd = source.indexOf(quote === QUOTE ? '"' : "'", quotePosition + 1);
      if (valueEnd < 0) throw malformed(quotePosition, 'an attribute value that is not closed');
      for (let inside = quotePosition + 1; inside < valueEnd; inside += 1) {
        if (source.charCodeAt(inside) === LT) throw malformed(inside, 'a "<" inside an attribute value');
      }
      const value = decodeXmlText(source, quotePosition + 1, valueEnd, collect);
      if (value instanceof XmlTextError) throw malformed(value.offset, `an attribute value with ${value.detail}`);
      if (collect) {
        const name = source.slice(position, nameEnd);
        for (let index = 0; index < this.tagAttributes.length; index += 2) {
          if (this.tagAttributes[index] === name) throw malformed(position, `the attribute ${name} given twice`);
        }
        this.tagAttributes.push(name, value);
      }
      position = valueEnd + 1;
    }
  }

  private namespaceOf(prefix: string, offset: number): string | null {
    const uris = this.namespaces.get(prefix);
    if (uris !== undefined && uris.length > 0) {
      const uri = uris[uris.length - 1];
      return uri === '' ? null : uri;
    }
    if (prefix === '') return null;
    throw malformed(offset, `the namespace prefix "${prefix}" is not declared`);
  }

  private decideKeep(depth: number, nameStart: number, nameEnd: number): void {
    const { source } = this;
    const attributes = this.tagAttributes;
    for (let index = 0; index < attributes.length; index += 2) {
      const name = attributes[index];
      if (name === 'xmlns') this.bind('', attributes[index + 1]);
      else if (name.startsWith('xmlns:')) this.bind(name.slice(6), attributes[index + 1]);
    }
    let colon = -1;
    for (let position = nameStart; position < nameEnd; position += 1) {
      if (source.charCodeAt(position) === COLON) {
        colon = position;
        break;
      }
    }
    const localName = this.internName(colon < 0 ? nameStart : colon + 1, nameEnd);
    const namespace = this.namespaceOf(colon < 0 ? '' : source.slice(nameStart, colon), nameStart);
    const parent = depth - 1;
    let keep: Keep;
    let selection: XmlSelection | null = null;
    if (parent < 0) {
      if (!this.options.acceptRoot(localName, namespace)) {
        throw new XmlReadStop({
          code: 'root-rejected',
          offset: nameStart,
          detail: `the root element is ${source.slice(nameStart, nameEnd)}`,
        });
      }
      keep = SELECTED;
      selection = this.options.selection;
    } else if (namespace !== this.options.namespace) {
      keep = SKIP;
    } else if (this.keeps[parent] === EVERYTHING) {
      keep = EVERYTHING;
    } else {
      const parentSelection = this.selections[parent] as XmlSelection;
      const wanted = Object.hasOwn(parentSelection, localName) ? parentSelection[localName] : undefined;
      if (wanted === undefined) keep = SKIP;
      else if (wanted === true) keep = EVERYTHING;
      else {
        keep = SELECTED;
        selection = wanted;
      }
    }
    if (keep === SKIP) return;
    const node: XmlElement = {
      name: localName,
      attributes: attributes.length === 0 ? NO_ATTRIBUTES : this.keptAttributes(nameStart),
      children: NO_CHILDREN,
      leaves: NO_LEAVES,
      text: '',
    };
    if (parent < 0) {
      this.root = node;
    } else {
      const parentNode = this.nodes[parent] as XmlElement;
      if (parentNode.children === NO_CHILDREN) parentNode.children = [node];
      else parentNode.children.push(node);
    }
    this.keeps[depth] = keep;
    this.nodes[depth] = node;
    this.selections[depth] = selection;
  }

  /**
   * The name at `source[start, end)`, as one shared string per distinct name: a large file repeats
   * a few hundred names hundreds of thousands of times, and each copy would be garbage to collect.
   */
  private internName(start: number, end: number): string {
    const { source } = this;
    let hash = end - start;
    for (let position = start; position < end; position += 1) hash = (Math.imul(hash, 31) + source.charCodeAt(position)) | 0;
    const bucket = this.names.get(hash);
    if (bucket !== undefined) {
      for (const name of bucket) {
        if (name.length === end - start && source.startsWith(name, start)) return name;
      }
    }
    const name = source.slice(start, end);
    if (bucket === undefined) this.names.set(hash, [name]);
    else bucket.push(name);
    return name;
  }

  private keptAttributes(offset: number): Record<string, string> {
    const kept: Record<string, string> = {};
    const attributes = this.tagAttributes;
    for (let index = 0; index < attributes.length; index += 2) {
      const name = attributes[index];
      // Namespace declarations are not data; __proto__ would change the object's prototype.
      if (name === 'xmlns' || name.startsWith('xmlns:') || name === '__proto__') continue;
      const colon = name.indexOf(':');
      if (colon < 0) {
        kept[name] = attributes[index + 1];
      } else {
        const namespace = this.namespaceOf(name.slice(0, colon), offset);
        const local = name.slice(colon + 1);
        kept[namespace === XLINK_NAMESPACE ? `xlink:${local}` : name] = attributes[index + 1];
      }
    }
    return kept;
  }
}
