import { looksLikeSvg, scanSvg } from './svg-safety';

const svg = (inner: string, attributes = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('scanSvg', () => {
  it('accepts a drawing with gradients, internal references and a style sheet', () => {
    const drawing = svg(
      '<!-- logo --><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>' +
        '<style><![CDATA[ .a { fill: url(#g); } ]]></style><rect class="a" width="10" height="10" fill="url(#g)"/>' +
        '<use xlink:href="#g"/><text x="1" y="8">Keystone &amp; Co</text>',
    );
    expect(looksLikeSvg(drawing)).toBe(true);
    expect(scanSvg(drawing)).toEqual({ ok: true });
  });

  it.each([
    ['<script>alert(1)</script>', 'a script element'],
    ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>', 'a script element'],
    ['<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>', 'a script element'],
    ['<rect onload="alert(1)"/>', 'an event handler attribute (onload)'],
    ['<rect ONCLICK="alert(1)"/>', 'an event handler attribute (ONCLICK)'],
    ['<a href="javascript:alert(1)"><text>x</text></a>', 'a javascript: URL (in href)'],
    ['<a xlink:href="jav&#x61;script:alert(1)"><text>x</text></a>', 'a javascript: URL (in xlink:href)'],
    ['<a href="java\tscript:alert(1)"><text>x</text></a>', 'a javascript: URL (in href)'],
    [
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      'a foreignObject element (HTML inside the drawing)',
    ],
    ['<image href="https://tracker.example/pixel.png"/>', 'an external reference (href of image)'],
    ['<use xlink:href="other.svg#shape"/>', 'an external reference (xlink:href of use)'],
    ['<rect fill="url(https://x.example/p.svg#a)"/>', 'an external reference (in fill)'],
    ['<style>@import url(https://x.example/a.css);</style>', 'an external reference (in a style element)'],
    ['<rect style="fill: url(//x.example/a.svg#p)"/>', 'an external reference (in style)'],
    ['<a><set attributeName="href" to="https://x.example"/></a>', 'an animation that changes href'],
    ['<![CDATA[<script>alert(1)</script>]]>', 'a CDATA section outside a style element'],
    ['<?xml-stylesheet href="https://x.example/a.css"?>', 'a processing instruction'],
    ['<rect width=10/>', 'markup that is not well-formed XML'],
  ])('refuses %s', (inner, reason) => {
    expect(scanSvg(svg(inner))).toEqual({ ok: false, reason });
  });

  it('refuses a DOCTYPE (entities could expand or fetch)', () => {
    const text = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(scanSvg(text)).toEqual({ ok: false, reason: 'a DOCTYPE or entity declaration' });
  });

  it('does not take HTML for SVG', () => {
    expect(looksLikeSvg('<!doctype html><html><body><svg></svg></body></html>')).toBe(false);
    expect(scanSvg('<html><svg/></html>')).toEqual({ ok: false, reason: 'a first element other than svg' });
  });
});
