// Writes dist/build-id.txt: the id GET /api/version reports unless BUILD_ID overrides it.
// A timestamp plus the git commit when available, so every build of a change differs.
const { execSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

let commit = '';
try {
  commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {
  // Not a git checkout: the timestamp alone identifies the build.
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14);
const id = commit ? `${stamp}-${commit}` : stamp;
writeFileSync(path.join(__dirname, '..', 'dist', 'build-id.txt'), `${id}\n`);
console.log(`build id ${id}`);
