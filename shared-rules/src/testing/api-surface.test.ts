import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSurfaceProblem } from './api-surface';

const recordedAt = (version: string, exports: string[]) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'api-surface-')), 'api-surface.json');
  writeFileSync(file, JSON.stringify({ version, exports }));
  return file;
};

describe('a shared package’s recorded exports', () => {
  it('are satisfied by the same exports at the same version', () => {
    expect(apiSurfaceProblem('shared-ui', recordedAt('1.2.0', ['a', 'b']), '1.2.0', { b: 1, a: 2 })).toBeNull();
  });

  it('ask for a minor release when an export is added, and a major one when one is removed', () => {
    expect(apiSurfaceProblem('shared-ui', recordedAt('1.2.0', ['a']), '1.2.0', { a: 1, b: 2 })).toBe(
      "shared-ui's exports changed (added b) at 1.2.0, recorded at 1.2.0: a minor release is needed. Run `npx changeset` (minor for shared-ui), `npx changeset version`, then `npm run api-surface -w shared-ui`.",
    );
    expect(apiSurfaceProblem('shared-ui', recordedAt('1.2.0', ['a', 'b']), '1.3.0', { a: 1 })).toContain('a major release is needed');
  });

  it('ask to record the surface once the package was released with a big enough bump', () => {
    expect(apiSurfaceProblem('shared-ui', recordedAt('1.2.0', ['a']), '1.3.0', { a: 1, b: 2 })).toBe(
      'shared-ui was released as 1.3.0 with exports changed (added b): record them with `npm run api-surface -w shared-ui`.',
    );
  });

  it('refuse to pass when nothing is recorded, and say how to record', () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'api-surface-')), 'api-surface.json');
    expect(apiSurfaceProblem('shared-ui', missing, '1.2.0', { a: 1 })).toBe(
      `shared-ui has no recorded exports (${missing}): record them with \`npm run api-surface -w shared-ui\`.`,
    );
  });

  it('records the surface when asked', () => {
    const file = recordedAt('1.0.0', ['a']);
    process.env.UPDATE_API_SURFACE = '1';
    try {
      expect(apiSurfaceProblem('shared-ui', file, '2.0.0', { c: 1 })).toBeNull();
    } finally {
      delete process.env.UPDATE_API_SURFACE;
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: '2.0.0', exports: ['c'] });
  });
});
