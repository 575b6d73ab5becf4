import { WEBHOOK_TEXTS } from 'shared-rules';
import { destinationProblem, isNonPublicAddress } from './destination-safety';

describe('where webhooks may be posted', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isNonPublicAddress(address)).toBe(false),
  );

  it('asks for https, public hosts and no credentials unless private networks are allowed', async () => {
    expect(await destinationProblem('http://8.8.8.8/hook', false)).toBe(WEBHOOK_TEXTS.httpsRequired);
    expect(await destinationProblem('https://127.0.0.1/hook', false)).toBe(WEBHOOK_TEXTS.privateNetwork);
    expect(await destinationProblem('https://[::1]/hook', false)).toBe(WEBHOOK_TEXTS.privateNetwork);
    expect(await destinationProblem('https://localhost/hook', false)).toBe(WEBHOOK_TEXTS.privateNetwork);
    expect(await destinationProblem('https://user:pw@8.8.8.8/hook', false)).toBe(WEBHOOK_TEXTS.credentialsInUrl);
    expect(await destinationProblem('ftp://8.8.8.8/hook', false)).toBe(WEBHOOK_TEXTS.invalidUrl);
    expect(await destinationProblem('https://8.8.8.8/hook', false)).toBeNull();
    expect(await destinationProblem('http://127.0.0.1:9000/hook', true)).toBeNull();
  });
});
