/** Writes indented XML text; containers that end up empty are left out. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

export type XmlAttributes = Record<string, string | number | undefined>;

export class XmlWriter {
  private readonly parts: string[] = [];
  private depth = 0;

  /** `prefix` is put before every element name (`mismo` gives `<mismo:DEAL>`). */
  constructor(
    private readonly prefix: string = '',
    private readonly indent: string = '  ',
  ) {}

  private qualified(name: string): string {
    return this.prefix === '' ? name : `${this.prefix}:${name}`;
  }

  private attributeText(attributes: XmlAttributes | undefined): string {
    if (attributes === undefined) return '';
    let text = '';
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== undefined) text += ` ${name}="${escapeXml(String(value))}"`;
    }
    return text;
  }

  raw(text: string): void {
    this.parts.push(text);
  }

  /** An element holding text; nothing when the value is undefined. */
  leaf(name: string, value: string | number | boolean | undefined): void {
    if (value === undefined) return;
    const qualified = this.qualified(name);
    this.parts.push(`${this.indent.repeat(this.depth)}<${qualified}>${escapeXml(String(value))}</${qualified}>\n`);
  }

  /** An element without content. */
  empty(name: string, attributes: XmlAttributes): void {
    this.parts.push(`${this.indent.repeat(this.depth)}<${this.qualified(name)}${this.attributeText(attributes)}/>\n`);
  }

  /**
   * An element whose children `body` writes. Left out entirely when `body` writes nothing, unless
   * `keepEmpty` (an element that matters by its attributes).
   */
  element(name: string, body: () => void, attributes?: XmlAttributes, keepEmpty = false): void {
    const qualified = this.qualified(name);
    const mark = this.parts.length;
    this.parts.push(`${this.indent.repeat(this.depth)}<${qualified}${this.attributeText(attributes)}>\n`);
    this.depth += 1;
    body();
    this.depth -= 1;
    if (this.parts.length === mark + 1 && !keepEmpty) {
      this.parts.length = mark;
      return;
    }
    this.parts.push(`${this.indent.repeat(this.depth)}</${qualified}>\n`);
  }

  toString(): string {
    return this.parts.join('');
  }
}
