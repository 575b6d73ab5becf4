import { isRemoteVersionMismatch, RemoteVersionMismatchError } from './shared-versions';

describe('a remote built for other shared code', () => {
  it('recognises a version mismatch by name, whichever copy of the module threw it', () => {
    const mismatch = new RemoteVersionMismatchError('mfe_loan', ['shared-ui ^2.0.0 (this portal runs 1.0.0)']);
    const fromAnotherCopy = Object.assign(new Error('x'), { name: 'RemoteVersionMismatchError' });
    expect(isRemoteVersionMismatch(mismatch)).toBe(true);
    expect(isRemoteVersionMismatch(fromAnotherCopy)).toBe(true);
    expect(isRemoteVersionMismatch(new Error('remote exploded'))).toBe(false);
    expect(mismatch.message).toBe('mfe_loan was built for shared-ui ^2.0.0 (this portal runs 1.0.0)');
  });
});
