import { manifestShared, sharedVersionProblems } from './shared-version-check';

const running = { 'shared-ui': '1.4.0', 'shared-rules': '1.0.2' };

describe('a remote’s shared ranges against the host’s copies', () => {
  it('accepts a remote built for an older or the same minor of the same major', () => {
    expect(
      sharedVersionProblems(
        [
          { name: 'shared-ui', requiredVersion: '^1.2.0' },
          { name: 'shared-rules', requiredVersion: '^1.0.0' },
        ],
        running,
      ),
    ).toEqual([]);
  });

  it('refuses a remote built for a newer minor: it may use an export this host does not have', () => {
    expect(sharedVersionProblems([{ name: 'shared-ui', requiredVersion: '^1.5.0' }], running)).toEqual([
      'shared-ui ^1.5.0 (this portal runs 1.4.0)',
    ]);
  });

  it('refuses a remote built for another major, naming each package it does not fit', () => {
    expect(
      sharedVersionProblems(
        [
          { name: 'shared-ui', requiredVersion: '^2.0.0' },
          { name: 'shared-rules', requiredVersion: '^2.1.0' },
        ],
        running,
      ),
    ).toEqual(['shared-ui ^2.0.0 (this portal runs 1.4.0)', 'shared-rules ^2.1.0 (this portal runs 1.0.2)']);
  });

  it('takes a remote that declares no range as it is, and ignores packages the portal does not check', () => {
    expect(sharedVersionProblems([{ name: 'shared-ui' }, { name: 'react', requiredVersion: '^99.0.0' }], running)).toEqual([]);
  });

  it('reads the shared entries of a manifest, and nothing from a manifest without them', () => {
    expect(manifestShared({ shared: [{ name: 'shared-ui', requiredVersion: '^1.0.0' }, null, { id: 'x' }] })).toEqual([
      { name: 'shared-ui', requiredVersion: '^1.0.0' },
    ]);
    expect(manifestShared({})).toEqual([]);
    expect(manifestShared(null)).toEqual([]);
  });
});
