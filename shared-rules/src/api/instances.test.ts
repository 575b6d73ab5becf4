import { instanceSyncUrl, normaliseInstanceUrl } from './instances';

describe('normaliseInstanceUrl', () => {
  it('keeps an http(s) address without its trailing slashes, host in lower case', () => {
    expect(normaliseInstanceUrl(' HTTPS://Portal.Lender.com/ ')).toBe('https://portal.lender.com');
    expect(normaliseInstanceUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseInstanceUrl('https://lender.com/portal//')).toBe('https://lender.com/portal');
  });

  it('refuses what people cannot open as a portal address', () => {
    for (const text of [
      'portal.lender.com',
      'ftp://portal.lender.com',
      'https://',
      'https://a:b@portal.lender.com',
      'https://p.com/?x=1',
      'https://p.com/#top',
      '',
    ]) {
      expect([text, normaliseInstanceUrl(text)]).toEqual([text, null]);
    }
  });
});

describe('instanceSyncUrl', () => {
  it('puts the token in the fragment of the instance’s sync page', () => {
    expect(instanceSyncUrl('https://portal.lender.com', 'abc')).toBe('https://portal.lender.com/instance-sync#token=abc');
  });
});
