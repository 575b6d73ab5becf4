import { type XmlReadOptions, type XmlReadResult, readXmlTree } from './xml-tree-reader';

const NS = 'urn:test:loan';

const options: XmlReadOptions = {
  namespace: NS,
  selection: { KEEP: { LEAF: true, DEEP: true }, WHOLE: true },
  maxDepth: 16,
  acceptRoot: (name, namespace) => name === 'ROOT' && namespace === NS,
};

function read(text: string, overrides: Partial<XmlReadOptions> = {}): XmlReadResult {
  return readXmlTree(text, { ...options, ...overrides });
}

function problemOf(text: string, overrides: Partial<XmlReadOptions> = {}) {
  const result = read(text, overrides);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('readXmlTree', () => {
  it('keeps only the selected elements, with decoded text and attributes', () => {
    const result = read(
      `<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment --><?app note?>
<ROOT xmlns="${NS}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="urn:other">
  <SKIPPED><LEAF>ignored</LEAF></SKIPPED>
  <KEEP xlink:label="K1" plain='one'>
    <LEAF>Smith &amp; Sons &#x2013; &#233;<![CDATA[ <raw> & ]]></LEAF>
    <DEEP><A><B>two</B></A><x:FOREIGN>dropped</x:FOREIGN></DEEP>
    <OTHER>not selected</OTHER>
  </KEEP>
  <WHOLE><C/></WHOLE>
</ROOT>
`,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const root = result.root;
    expect(root.children.map((child) => child.name)).toEqual(['KEEP', 'WHOLE']);
    const keep = root.children[0];
    expect(keep.attributes).toEqual({ 'xlink:label': 'K1', plain: 'one' });
    expect(keep.children.map((child) => child.name)).toEqual(['DEEP']);
    expect(keep.leaves).toEqual({ LEAF: 'Smith & Sons – é <raw> & ' });
    const deep = keep.children[0];
    expect(deep.children.map((child) => child.name)).toEqual(['A']);
    expect(deep.children[0].leaves).toEqual({ B: 'two' });
    expect(root.children[1].leaves).toEqual({ C: '' });
  });

  it('reads prefixed elements by namespace, not by prefix', () => {
    const result = read(`<m:ROOT xmlns:m="${NS}"><m:KEEP><m:LEAF>v</m:LEAF></m:KEEP><KEEP><LEAF>no namespace</LEAF></KEEP></m:ROOT>`);
    expect(result.ok && result.root.children.map((child) => child.leaves.LEAF)).toEqual(['v']);
  });

  it('stops at a root the caller does not accept', () => {
    expect(problemOf(`<invoice xmlns="urn:shop"><total>1</total></invoice>`).code).toBe('root-rejected');
    expect(problemOf(`<ROOT><KEEP/></ROOT>`).code).toBe('root-rejected');
  });

  it.each([
    ['a DOCTYPE in the prolog', `<!DOCTYPE ROOT><ROOT xmlns="${NS}"/>`],
    ['an entity declaration inside the root', `<ROOT xmlns="${NS}"><!ENTITY x "y"></ROOT>`],
    ['a lower-case doctype', `<!doctype ROOT><ROOT xmlns="${NS}"/>`],
  ])('refuses %s', (_, text) => {
    expect(problemOf(text).code).toBe('xml-doctype-forbidden');
  });

  it.each([
    ['mismatched tags', `<ROOT xmlns="${NS}"><KEEP></LEAF></ROOT>`, '</LEAF> where </KEEP> was expected'],
    ['an unclosed root', `<ROOT xmlns="${NS}"><KEEP>`, 'the end of the file comes before </KEEP>'],
    ['an undeclared entity', `<ROOT xmlns="${NS}"><KEEP><LEAF>&xxe;</LEAF></KEEP></ROOT>`, 'the undeclared entity &xxe;'],
    ['an undeclared entity in skipped text', `<ROOT xmlns="${NS}"><NOPE>&xxe;</NOPE></ROOT>`, 'the undeclared entity &xxe;'],
    [
      'an entity named like an object member',
      `<ROOT xmlns="${NS}"><KEEP><LEAF>&constructor;</LEAF></KEEP></ROOT>`,
      'the undeclared entity &constructor;',
    ],
    ['a bare ampersand', `<ROOT xmlns="${NS}"><NOPE>fish & chips</NOPE></ROOT>`, 'does not start a character reference'],
    ['an invalid character reference', `<ROOT xmlns="${NS}"><NOPE>&#0;</NOPE></ROOT>`, 'invalid character reference'],
    ['an unquoted attribute', `<ROOT xmlns="${NS}"><NOPE a=1/></ROOT>`, 'without quotes'],
    ['a duplicated attribute', `<ROOT xmlns="${NS}"><KEEP a="1" a="2"/></ROOT>`, 'given twice'],
    ['a "<" in an attribute', `<ROOT xmlns="${NS}"><NOPE a="<"/></ROOT>`, 'inside an attribute value'],
    ['text after the root', `<ROOT xmlns="${NS}"/>trailing`, 'text after the end of the root element'],
    ['a second root', `<ROOT xmlns="${NS}"/><ROOT xmlns="${NS}"/>`, 'a second root element'],
    ['an undeclared prefix', `<ROOT xmlns="${NS}"><p:KEEP/></ROOT>`, 'namespace prefix "p" is not declared'],
    ['a late XML declaration', `<ROOT xmlns="${NS}"><?xml version="1.0"?></ROOT>`, 'not at the start'],
    ['an empty document', `   `, 'no root element'],
    ['a tag without a name', `<ROOT xmlns="${NS}"><>x</></ROOT>`, 'without a valid name'],
  ])('reports %s as malformed', (_, text, detail) => {
    const found = problemOf(text);
    expect(found.code).toBe('xml-malformed');
    expect(found.detail).toContain(detail);
  });

  it('refuses deep nesting without recursion', () => {
    const depth = 100_000;
    const text = `<ROOT xmlns="${NS}">${'<NOPE>'.repeat(depth)}${'</NOPE>'.repeat(depth)}</ROOT>`;
    expect(problemOf(text).code).toBe('xml-too-deep');
  });

  it('refuses tags with hundreds of attributes', () => {
    const attributes = Array.from({ length: 300 }, (_, index) => `a${index}="1"`).join(' ');
    expect(problemOf(`<ROOT xmlns="${NS}"><NOPE ${attributes}/></ROOT>`).detail).toContain('more than 256 attributes');
  });

  it('keeps a repeated leaf name and leaves with attributes as child elements', () => {
    const result = read(`<ROOT xmlns="${NS}"><WHOLE><V>1</V><V>2</V><W unit="mo">3</W></WHOLE></ROOT>`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const whole = result.root.children[0];
    expect(whole.leaves).toEqual({ V: '1' });
    expect(whole.children.map((child) => [child.name, child.text, child.attributes])).toEqual([
      ['V', '2', {}],
      ['W', '3', { unit: 'mo' }],
    ]);
  });

  it('does not let element or attribute names reach object prototypes', () => {
    const result = read(`<ROOT xmlns="${NS}"><constructor><LEAF>x</LEAF></constructor><KEEP __proto__="p" toString="t"/></ROOT>`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.root.children.map((child) => child.name)).toEqual(['KEEP']);
    expect(Object.getPrototypeOf(result.root.children[0].attributes)).toBe(Object.prototype);
    expect(result.root.children[0].attributes).toEqual({ toString: 't' });
  });
});
