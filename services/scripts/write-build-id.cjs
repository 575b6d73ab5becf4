// Writes dist/build-id.txt: the id GET /api/version reports unless BUILD_ID overrides it at run time.
// The build's BUILD_ID when the root build gives one (the host's bundle carries the same id), else a
// timestamp plus the git commit when available, so every build of a change differs.
const { execSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

function newBuildId() {
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
  return commit ? `${stamp}-${commit}` : stamp;
}

const id = process.env.BUILD_ID || newBuildId();
writeFileSync(path.join(__dirname, '..', 'dist', 'build-id.txt'), `${id}\n`);
console.log(`build id ${id}`);
