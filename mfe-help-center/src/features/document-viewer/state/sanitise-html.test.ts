import { type SafeNode, sanitiseHtml } from './sanitise-html';

/** The tree without keys, as tags and text, to compare. */
function shapeOf(node: SafeNode): unknown {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'image':
      return { img: node.src, alt: node.alt };
    case 'link':
      return { a: node.link, children: shape(node.children) };
    case 'element':
      return Object.keys(node.attributes).length > 0
        ? { [node.tag]: shape(node.children), attributes: node.attributes }
        : { [node.tag]: shape(node.children) };
  }
}

function shape(nodes: SafeNode[]): unknown[] {
  return nodes.map(shapeOf);
}

describe('sanitiseHtml', () => {
  it('keeps the elements of an article', () => {
    expect(shape(sanitiseHtml('<h2>Fees</h2><p>Up to <strong>15</strong> days.</p><ul><li>One</li></ul>', 2))).toEqual([
      { h2: ['Fees'] },
      { p: ['Up to ', { strong: ['15'] }, ' days.'] },
      { ul: [{ li: ['One'] }] },
    ]);
  });

  it('renumbers headings in order from the level given, without skipping', () => {
    expect(shape(sanitiseHtml('<h1>A</h1><h3>B</h3><h1>C</h1>', 3))).toEqual([{ h3: ['A'] }, { h4: ['B'] }, { h3: ['C'] }]);
  });

  it('drops scripts, styles, frames and forms with their content, and every event handler and style', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><style>p{}</style>' +
      '<iframe src="https://evil.test"></iframe><form><input name="x"></form><svg><script>1</script></svg>';
    expect(shape(sanitiseHtml(html, 2))).toEqual([{ p: ['Hi'] }]);
  });

  it('unwraps unknown elements, keeping their text', () => {
    expect(shape(sanitiseHtml('<article><font color="red">Text</font></article>', 2))).toEqual(['Text']);
  });

  it('keeps safe links and turns unsafe ones into their text', () => {
    expect(
      shape(sanitiseHtml('<a href="/knowledge">KB</a><a href="javascript:alert(1)">bad</a><a href="https://hud.gov">HUD</a>', 2)),
    ).toEqual([
      { a: { kind: 'portal', path: '/knowledge' }, children: ['KB'] },
      'bad',
      { a: { kind: 'web', href: 'https://hud.gov/' }, children: ['HUD'] },
    ]);
  });

  it('keeps images from the web or the portal, and drops others', () => {
    expect(
      shape(
        sanitiseHtml('<img src="https://cdn.test/a.png" alt="Chart"><img src="/assets/b.png"><img src="data:image/png;base64,AAAA">', 2),
      ),
    ).toEqual([
      { img: 'https://cdn.test/a.png', alt: 'Chart' },
      { img: '/assets/b.png', alt: '' },
    ]);
  });

  it('keeps table spans only when they are numbers', () => {
    expect(shape(sanitiseHtml('<table><tbody><tr><td colspan="2" rowspan="x">A</td></tr></tbody></table>', 2))).toEqual([
      { table: [{ tbody: [{ tr: [{ td: ['A'], attributes: { colspan: '2' } }] }] }] },
    ]);
  });
});
