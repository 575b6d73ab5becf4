// `npm run e2e -w <remote>` (or `node scripts/remote-e2e.mjs <remote>`): one team's browser suite
// alone. Builds that remote (and, when the portal was never built here, the whole portal it runs
// in), then runs only its Playwright project against the built portal, then its suites of the
// `portal-wide` project (those that change what every user sees), one at a time.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildAll } from './build.mjs';
import { childEnv, ensureChromium, ensureInstalled, log, portalBuildFiles, root, runOrExit, webPackages } from './lib.mjs';

const name = process.argv[2] ?? basename(process.cwd());
if (!webPackages.includes(name)) {
  process.stderr.write(`✖ "${name}" has no browser suite of its own: name one of ${webPackages.join(', ')}\n`);
  process.exit(2);
}

await ensureInstalled();
await ensureChromium();

// What serving the portal needs, and the build id services report (to stamp this remote's build with).
const portalBuilt = [...portalBuildFiles, 'services/dist/build-id.txt'].every((file) => existsSync(join(root, file)));
if (portalBuilt) {
  // The build the rest of the portal is: the host's bundle must name the build services report.
  const buildId = readFileSync(join(root, 'services/dist/build-id.txt'), 'utf8').trim();
  log(`Building ${name} (build ${buildId})`);
  await runOrExit('npx', ['lerna', 'run', 'build', '--scope', name, '--loglevel', 'warn'], { env: { ...childEnv, BUILD_ID: buildId } });
} else {
  await buildAll();
}

log(`${name}'s browser suite`);
const suite = `${name}/e2e/`;
const extra = process.argv.slice(3);
await runOrExit('npx', ['playwright', 'test', `--project=${name}`, suite, ...extra]);
// Its suites that change what every user sees, alone afterwards (without the projects the whole
// run makes them wait for: a folder filter does not narrow those).
await runOrExit('npx', ['playwright', 'test', '--project=portal-wide', '--no-deps', '--pass-with-no-tests', suite, ...extra]);
