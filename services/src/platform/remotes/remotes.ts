import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteEntry, RemotesConfig } from 'shared-rules';

/** The remotes file shipped with services (src/.. in tests, dist/.. when built). */
export const DEFAULT_REMOTES_FILE = path.resolve(__dirname, '..', '..', '..', 'config', 'remotes.json');

const NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The env variable that moves one remote: `mfe_loan` → `REMOTE_URL_MFE_LOAN`. */
export const remoteUrlVariable = (name: string) => `REMOTE_URL_${name.toUpperCase()}`;

/**
 * Reads and checks the remotes file, then applies per-remote manifest overrides from the
 * environment, so a deployment moves a remote without rebuilding anything. Throws with the
 * file and the entry at fault.
 */
export function loadRemotesConfig(file: string, overrides: Record<string, string | undefined> = {}): RemotesConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the remotes file ${file}: ${(error as Error).message}`);
  }
  const list = (parsed as { remotes?: unknown }).remotes;
  if (!Array.isArray(list)) throw new Error(`${file}: "remotes" must be a list`);
  const remotes = list.map((raw, index): RemoteEntry => {
    const entry = raw as Partial<RemoteEntry>;
    const where = `${file}: remotes[${index}]`;
    if (typeof entry.name !== 'string' || !NAME.test(entry.name)) throw new Error(`${where}.name must be a JS identifier`);
    if (typeof entry.label !== 'string') throw new Error(`${where}.label must be a string`);
    if (!isStringList(entry.routes) || !isStringList(entry.slots)) throw new Error(`${where}: routes and slots must be lists of strings`);
    const manifestUrl = overrides[remoteUrlVariable(entry.name)] || entry.manifestUrl;
    if (typeof manifestUrl !== 'string' || !/^https?:\/\//.test(manifestUrl)) {
      throw new Error(`${where}.manifestUrl must be an http(s) URL`);
    }
    return { name: entry.name, manifestUrl, label: entry.label, routes: entry.routes, slots: entry.slots };
  });
  return { remotes };
}

/** REMOTES_FILE (relative to the working folder), else the shipped file. */
export function remotesFileFromEnv(env: NodeJS.ProcessEnv): string {
  return env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : DEFAULT_REMOTES_FILE;
}

/**
 * The remotes of a deployment as its environment sets them: the file REMOTES_FILE names and the
 * REMOTE_URL_* overrides. Services answer `/api/remotes` from it and the host page's
 * Content-Security-Policy is computed from it, so the two cannot disagree.
 */
export function remotesConfigFromEnv(env: NodeJS.ProcessEnv): RemotesConfig {
  return loadRemotesConfig(remotesFileFromEnv(env), env);
}
