import { isPortalAddress, isWebAddress, safeMarkupAttributes, safeMarkupUrl } from './markup-attributes';

describe('safeMarkupUrl', () => {
  it('keeps portal paths, places on the page and the schemes the allow-list names', () => {
    expect(safeMarkupUrl('href', '/knowledge?tag=urla')).toBe('/knowledge?tag=urla');
    expect(safeMarkupUrl('href', '#fees')).toBe('#fees');
    expect(safeMarkupUrl('href', ' https://www.fanniemae.com ')).toBe('https://www.fanniemae.com');
    expect(safeMarkupUrl('href', 'HTTP://hud.gov')).toBe('http://hud.gov');
    expect(safeMarkupUrl('href', 'mailto:help@lender.example.com')).toBe('mailto:help@lender.example.com');
    expect(safeMarkupUrl('href', 'tel:+1-555-0100')).toBe('tel:+1-555-0100');
    expect(safeMarkupUrl('src', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeMarkupUrl('src', '/api/public/assets/a1')).toBe('/api/public/assets/a1');
  });

  it('refuses script, data, other sites without a scheme, relative pages and hidden characters', () => {
    for (const address of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,<script>1</script>',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'page.html',
      '?tab=2',
      '/\t/evil.example.com',
      'java\nscript:alert(1)',
      '',
      '   ',
    ]) {
      expect([address, safeMarkupUrl('href', address)]).toEqual([address, null]);
    }
  });

  it('loads images over https from the web or from the portal only', () => {
    expect(safeMarkupUrl('src', 'http://cdn.example.com/a.png')).toBeNull();
    expect(safeMarkupUrl('src', 'mailto:a@b.example.com')).toBeNull();
    expect(safeMarkupUrl('src', '#top')).toBeNull();
  });
});

describe('isPortalAddress and isWebAddress', () => {
  it('tell a portal path from another site', () => {
    expect(isPortalAddress('/pipeline')).toBe(true);
    expect(isPortalAddress('#fees')).toBe(true);
    expect(isPortalAddress('//evil.example.com')).toBe(false);
    expect(isPortalAddress('https://www.fanniemae.com')).toBe(false);
    expect(isWebAddress('https://www.fanniemae.com')).toBe(true);
    expect(isWebAddress('mailto:help@lender.example.com')).toBe(false);
  });
});

describe('safeMarkupAttributes', () => {
  it('keeps the attributes the element allows, with values it accepts, in the order written', () => {
    expect(safeMarkupAttributes('td', { rowspan: 'x', colspan: ' 2 ', align: 'CENTER', onclick: 'steal()', style: 'color:red' })).toEqual({
      colspan: '2',
      align: 'center',
    });
    expect(Object.keys(safeMarkupAttributes('img', { alt: 'Chart', onerror: 'x', src: 'https://cdn.example.com/a.png' }))).toEqual([
      'alt',
      'src',
    ]);
    expect(safeMarkupAttributes('th', { scope: 'everything' })).toEqual({});
  });

  it('keeps an image’s empty alt and drops other empty values', () => {
    expect(safeMarkupAttributes('img', { src: '/api/public/assets/a1', alt: '', title: '' })).toEqual({
      src: '/api/public/assets/a1',
      alt: '',
    });
  });

  it('opens a web link in a new tab without its opener, and drops an author’s own target and rel', () => {
    expect(safeMarkupAttributes('a', { href: 'https://www.fanniemae.com', target: '_self', rel: 'opener' })).toEqual({
      href: 'https://www.fanniemae.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(safeMarkupAttributes('A', { HREF: '/pipeline', target: '_top' })).toEqual({ href: '/pipeline' });
    expect(safeMarkupAttributes('a', { href: 'mailto:help@lender.example.com' })).toEqual({ href: 'mailto:help@lender.example.com' });
    expect(safeMarkupAttributes('a', { href: 'javascript:alert(1)', title: 'Open' })).toEqual({ title: 'Open' });
  });

  it('gives an element the allow-list does not keep nothing', () => {
    expect(safeMarkupAttributes('script', { src: 'https://cdn.example.com/x.js' })).toEqual({});
    expect(safeMarkupAttributes('font', { color: 'red' })).toEqual({});
  });
});
