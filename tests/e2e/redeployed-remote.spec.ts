import { expect, test } from '../support/portal-test';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_USERS } from '../support/portal';
import { openSignedIn } from '../support/session';
import { expectAccessible } from '../support/accessibility';

const ROOT = resolve(__dirname, '..', '..');
const REMOTE_DIR = join(ROOT, 'mfe-loan');
const HOST_INDEX = join(ROOT, 'host-shell', 'dist', 'index.html');
const MANIFESTS = ['mf-manifest.json', 'mf-manifest-stats.json'];
const run = promisify(execFile);

/**
 * Copies mfe-loan's sources inside the repository (so node_modules resolve), in a git-ignored
 * scratch folder, with the pipeline heading changed.
 */
function prepareChangedRemote(heading: string): string {
  const scratch = join(ROOT, 'tests', 'test-results');
  mkdirSync(scratch, { recursive: true });
  const work = mkdtempSync(join(scratch, 'redeploy-'));
  for (const entry of readdirSync(REMOTE_DIR)) {
    if (['dist', 'node_modules', 'e2e', 'dev'].includes(entry)) continue;
    cpSync(join(REMOTE_DIR, entry), join(work, entry), { recursive: true });
  }
  const page = join(work, 'src', 'routes', 'pipeline-route.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source, 'mfe-loan/src/routes/pipeline-route.tsx titles its page "Pipeline"').toContain('title="Pipeline"');
  writeFileSync(page, source.replace('title="Pipeline"', `title="${heading}"`));
  return work;
}

test('a remote rebuilt with a changed heading reaches a reloaded host; the host is not rebuilt', async ({ page }) => {
  test.setTimeout(300_000);
  const heading = 'Pipeline (redeployed)';
  const hostIndexBefore = readFileSync(HOST_INDEX, 'utf8');
  const work = prepareChangedRemote(heading);
  let deployedManifest: Buffer | null = null;
  const savedManifests = new Map(MANIFESTS.map((name) => [name, readFileSync(join(REMOTE_DIR, 'dist', name))]));
  try {
    await run(
      process.execPath,
      // A production build (content hashes, manifest, shared modules as deployed) without minifying:
      // what the host loads is the same, and the build takes a fifth of the time (17 s against 82 s here).
      [
        join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--mode',
        'production',
        '--no-optimization-minimize',
        '-c',
        'webpack.config.js',
      ],
      {
        cwd: work,
        maxBuffer: 32 * 1024 * 1024,
      },
    );

    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Pipeline', exact: true, level: 1 })).toBeVisible();
    await expectAccessible(page, 'pipeline');

    // Deploy: the new content-hashed files beside the old ones, then the manifest that points to them.
    const built = readdirSync(join(work, 'dist'));
    for (const file of built.filter((name) => !MANIFESTS.includes(name))) {
      if (existsSync(join(REMOTE_DIR, 'dist', file))) continue;
      cpSync(join(work, 'dist', file), join(REMOTE_DIR, 'dist', file), { recursive: true });
    }
    for (const name of MANIFESTS) cpSync(join(work, 'dist', name), join(REMOTE_DIR, 'dist', name));
    deployedManifest = readFileSync(join(REMOTE_DIR, 'dist', MANIFESTS[0]));

    await page.reload();
    await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page, 'pipeline of the redeployed remote');
    expect(readFileSync(HOST_INDEX, 'utf8')).toBe(hostIndexBefore);
  } finally {
    // Roll back only our own deployment (if mfe-loan was rebuilt meanwhile, its build stays).
    // Like a real rollback, the manifest changes and the new files stay: a page that read the
    // redeployed manifest a moment ago can still load them. The next build cleans them up.
    const current = readFileSync(join(REMOTE_DIR, 'dist', MANIFESTS[0]));
    if (deployedManifest !== null && current.equals(deployedManifest)) {
      for (const [name, content] of savedManifests) writeFileSync(join(REMOTE_DIR, 'dist', name), content);
    }
    rmSync(work, { recursive: true, force: true });
  }
});
