import { parseScopeRequest, replyTo } from './scope-request';

describe('parseScopeRequest', () => {
  it('accepts group and room scopes with a target', () => {
    expect(parseScopeRequest({ scope: 'group', target: 'org:1' })).toEqual({ ok: true, scope: { scope: 'group', target: 'org:1' } });
    expect(parseScopeRequest({ scope: 'room', target: 'loan:abc' })).toMatchObject({ ok: true });
  });

  it.each([
    null,
    'org:1',
    {},
    { scope: 'everyone', target: 'org:1' },
    { scope: 'group', target: '' },
    { scope: 'group', target: 'x'.repeat(101) },
    { scope: 'group', target: 7 },
  ])('refuses %j', (raw) => {
    expect(parseScopeRequest(raw)).toMatchObject({ ok: false, code: 'invalid-input' });
  });
});

describe('replyTo', () => {
  it('calls the ack when the client sent one, and ignores a missing ack', () => {
    const ack = jest.fn();
    replyTo(ack, { ok: true });
    expect(ack).toHaveBeenCalledWith({ ok: true });
    expect(() => replyTo(undefined, { ok: true })).not.toThrow();
  });
});
