// The id of one build of the portal: a timestamp plus the git commit when there is one, so every
// build of a change differs. `npm run build` makes one and hands it to every package as BUILD_ID,
// so the host's bundle and services name the same build (the new-version check compares them).
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

export function newBuildId(now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = git.status === 0 ? git.stdout.trim() : '';
  return commit ? `${stamp}-${commit}` : stamp;
}
