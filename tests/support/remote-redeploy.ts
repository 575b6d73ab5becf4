import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '..', '..');
const MANIFESTS = ['mf-manifest.json', 'mf-manifest-stats.json'];
const run = promisify(execFile);

/** The host's built page: a journey that redeploys a remote checks that it never changes. */
export const HOST_INDEX = join(ROOT, 'host-shell', 'dist', 'index.html');

/**
 * Copies a remote's sources inside the repository (so node_modules resolve), in a git-ignored
 * scratch folder, for a journey to change and build as a team would before deploying.
 */
export function copyRemoteSources(remote: string): string {
  const scratch = join(ROOT, 'tests', 'test-results');
  mkdirSync(scratch, { recursive: true });
  const work = mkdtempSync(join(scratch, `${remote}-`));
  for (const entry of readdirSync(join(ROOT, remote))) {
    if (['dist', 'node_modules', 'e2e', 'dev'].includes(entry)) continue;
    cpSync(join(ROOT, remote, entry), join(work, entry), { recursive: true });
  }
  return work;
}

/** Changes one file of the copy; the file must contain `expected`, so a renamed source fails here by name. */
export function editSource(work: string, file: string, expected: string | RegExp, edit: (source: string) => string): void {
  const path = join(work, file);
  const source = readFileSync(path, 'utf8');
  const found = typeof expected === 'string' ? source.includes(expected) : expected.test(source);
  if (!found) throw new Error(`${file} no longer contains ${String(expected)}: the journey's edit needs updating`);
  writeFileSync(path, edit(source));
}

/**
 * Builds the copy against another shared-ui: a copy of the portal's own at `version`, with `extra`
 * appended to its index, which the remote declares it needs (`^version`). The copy sits beside the
 * remote (outside any node_modules, so it is compiled like the real one) and the remote resolves
 * `shared-ui` to it first.
 */
export function againstSharedUi(work: string, version: string, extra = ''): void {
  const copy = join(work, `shared-ui-${version}`);
  for (const entry of readdirSync(join(ROOT, 'shared-ui'))) {
    if (['node_modules', 'dist'].includes(entry)) continue;
    cpSync(join(ROOT, 'shared-ui', entry), join(copy, entry), { recursive: true });
  }
  const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  if (extra) writeFileSync(join(copy, 'src', 'index.ts'), `${readFileSync(join(copy, 'src', 'index.ts'), 'utf8')}\n${extra}\n`);
  mkdirSync(join(work, 'node_modules'), { recursive: true });
  symlinkSync(copy, join(work, 'node_modules', 'shared-ui'), 'dir');
  const remoteManifest = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  remoteManifest.dependencies['shared-ui'] = `^${version}`;
  writeFileSync(join(work, 'package.json'), JSON.stringify(remoteManifest, null, 2));
}

/**
 * A production build of the copy (content hashes, manifest, shared modules as deployed) without
 * minifying: what the host loads is the same, and the build takes a fifth of the time.
 */
export async function buildRemote(work: string): Promise<void> {
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--no-optimization-minimize',
      '-c',
      'webpack.config.js',
    ],
    { cwd: work, maxBuffer: 32 * 1024 * 1024 },
  );
}

/**
 * Deploys the built copy over the remote's dist as a deploy would: the new content-hashed files
 * beside the old ones, then the manifest that points to them. Returns the rollback, which puts the
 * old manifests back (only if nobody deployed again meanwhile) and removes the copy; like a real
 * rollback, the new files stay for a page that read the new manifest a moment ago.
 */
export function deployRemote(remote: string, work: string): () => void {
  const dist = join(ROOT, remote, 'dist');
  const saved = new Map(MANIFESTS.map((name) => [name, readFileSync(join(dist, name))]));
  for (const file of readdirSync(join(work, 'dist')).filter((name) => !MANIFESTS.includes(name))) {
    if (!existsSync(join(dist, file))) cpSync(join(work, 'dist', file), join(dist, file), { recursive: true });
  }
  for (const name of MANIFESTS) cpSync(join(work, 'dist', name), join(dist, name));
  const deployed = readFileSync(join(dist, MANIFESTS[0]!));
  return () => {
    if (readFileSync(join(dist, MANIFESTS[0]!)).equals(deployed)) {
      for (const [name, content] of saved) writeFileSync(join(dist, name), content);
    }
    rmSync(work, { recursive: true, force: true });
  };
}

/** Removes a copy that was never deployed (its build failed, or the journey stopped before). */
export function removeCopy(work: string): void {
  rmSync(work, { recursive: true, force: true });
}
