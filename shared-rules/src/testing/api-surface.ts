import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** What a shared package offers the host and the remotes at run time, as recorded at a version. */
export interface ApiSurface {
  version: string;
  exports: string[];
}

/**
 * Compares a package's run-time exports with those recorded beside it (`api-surface.json`), so that
 * a change of what remotes build against cannot ship under the same version: an export removed asks
 * for a major version, one added for a minor. With `UPDATE_API_SURFACE=1` it records the surface
 * instead (after `npx changeset version` has bumped the package). Returns the problem, or null;
 * a missing record is a problem too.
 */
export function apiSurfaceProblem(packageName: string, surfaceFile: string, version: string, moduleExports: object): string | null {
  const current: ApiSurface = { version, exports: Object.keys(moduleExports).sort() };
  if (process.env.UPDATE_API_SURFACE === '1') {
    writeFileSync(surfaceFile, `${JSON.stringify(current, null, 2)}\n`);
    return null;
  }
  // A missing record must not pass: a deleted file would otherwise hide any change of exports.
  if (!existsSync(surfaceFile)) {
    return `${packageName} has no recorded exports (${surfaceFile}): record them with \`npm run api-surface -w ${packageName}\`.`;
  }
  const recorded = JSON.parse(readFileSync(surfaceFile, 'utf8')) as ApiSurface;
  const removed = recorded.exports.filter((name) => !current.exports.includes(name));
  const added = current.exports.filter((name) => !recorded.exports.includes(name));
  if (removed.length === 0 && added.length === 0) return null;
  const change = [removed.length ? `removed ${removed.join(', ')}` : '', added.length ? `added ${added.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  const needed = removed.length ? 'major' : 'minor';
  if (recorded.version === version || !bumpIsEnough(recorded.version, version, needed)) {
    return `${packageName}'s exports changed (${change}) at ${version}, recorded at ${recorded.version}: a ${needed} release is needed. Run \`npx changeset\` (${needed} for ${packageName}), \`npx changeset version\`, then \`npm run api-surface -w ${packageName}\`.`;
  }
  return `${packageName} was released as ${version} with exports changed (${change}): record them with \`npm run api-surface -w ${packageName}\`.`;
}

function bumpIsEnough(from: string, to: string, needed: 'major' | 'minor'): boolean {
  const [fromMajor = 0, fromMinor = 0] = from.split('.').map(Number);
  const [toMajor = 0, toMinor = 0] = to.split('.').map(Number);
  if (toMajor > fromMajor) return true;
  return needed === 'minor' && toMajor === fromMajor && toMinor > fromMinor;
}
