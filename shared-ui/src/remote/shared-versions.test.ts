import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteVersionMismatch, RemoteVersionMismatchError, SHARED_UI_VERSION } from './shared-versions';

describe('shared-ui’s version', () => {
  it('is the version its package.json declares, so the host compares remotes’ ranges with the truth', () => {
    const declared = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(SHARED_UI_VERSION).toBe(declared.version);
  });

  it('recognises a version mismatch by name, whichever copy of the module threw it', () => {
    const mismatch = new RemoteVersionMismatchError('mfe_loan', ['shared-ui ^2.0.0 (this portal runs 1.0.0)']);
    const fromAnotherCopy = Object.assign(new Error('x'), { name: 'RemoteVersionMismatchError' });
    expect(isRemoteVersionMismatch(mismatch)).toBe(true);
    expect(isRemoteVersionMismatch(fromAnotherCopy)).toBe(true);
    expect(isRemoteVersionMismatch(new Error('remote exploded'))).toBe(false);
    expect(mismatch.message).toBe('mfe_loan was built for shared-ui ^2.0.0 (this portal runs 1.0.0)');
  });
});
