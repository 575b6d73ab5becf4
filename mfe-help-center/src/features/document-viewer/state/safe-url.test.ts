import { safeLink, safeWebAddress } from './safe-url';

describe('safeLink', () => {
  it('keeps portal paths and fragments for the router', () => {
    expect(safeLink('/knowledge?tag=urla')).toEqual({ kind: 'portal', path: '/knowledge?tag=urla' });
    expect(safeLink('#fees')).toEqual({ kind: 'portal', path: '#fees' });
  });

  it('keeps web, mail and phone addresses', () => {
    expect(safeLink('https://www.fanniemae.com')).toEqual({ kind: 'web', href: 'https://www.fanniemae.com/' });
    expect(safeLink('mailto:help@lender.test')).toEqual({ kind: 'web', href: 'mailto:help@lender.test' });
    expect(safeLink('tel:5550100')).toEqual({ kind: 'web', href: 'tel:5550100' });
  });

  it('refuses script, data, protocol-relative and unparseable addresses', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<script>1</script>')).toBeNull();
    expect(safeLink('//evil.test/x')).toBeNull();
    expect(safeLink('/\\evil.test/x')).toBeNull();
    expect(safeLink('page.html')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

describe('safeWebAddress', () => {
  it('keeps only absolute http(s) addresses', () => {
    expect(safeWebAddress('https://www.hud.gov/handbook')).toBe('https://www.hud.gov/handbook');
    expect(safeWebAddress('http://example.com')).toBe('http://example.com/');
    expect(safeWebAddress('javascript:alert(1)')).toBeNull();
    expect(safeWebAddress('/knowledge')).toBeNull();
    expect(safeWebAddress(null)).toBeNull();
  });
});
