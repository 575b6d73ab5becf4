import { MARKUP_ALLOW_LIST } from './markup-allow-list';

const { elements, attributeValues, numberAttributes, droppedWithContent, urlProtocols, externalLink } = MARKUP_ALLOW_LIST;
const allowedAttributes = Object.values(elements).flat();

describe('MARKUP_ALLOW_LIST', () => {
  it('keeps no element that runs script, loads a frame or takes input', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math', 'link', 'meta', 'base']) {
      expect([tag, Object.hasOwn(elements, tag)]).toEqual([tag, false]);
    }
  });

  it('never keeps and drops the same element', () => {
    expect(droppedWithContent.filter((tag) => Object.hasOwn(elements, tag))).toEqual([]);
  });

  it('allows no event handler, style, class or id, and lower-case names only', () => {
    expect(allowedAttributes.filter((name) => /^on|^style$|^class$|^id$/.test(name))).toEqual([]);
    expect(allowedAttributes.filter((name) => name !== name.toLowerCase())).toEqual([]);
  });

  it('constrains only attributes some element allows', () => {
    expect([...Object.keys(attributeValues), ...numberAttributes].filter((name) => !allowedAttributes.includes(name))).toEqual([]);
  });

  it('accepts web, mail and phone links and https images, never script or data', () => {
    expect(urlProtocols.href).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(urlProtocols.src).toEqual(['https']);
    expect(
      [...urlProtocols.href, ...urlProtocols.src].filter((scheme) => ['javascript', 'vbscript', 'data', 'file'].includes(scheme)),
    ).toEqual([]);
  });

  it('opens a web link in a new tab that cannot reach the portal', () => {
    expect(externalLink).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
