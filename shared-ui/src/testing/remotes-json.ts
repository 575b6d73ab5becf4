// Test-only: the remotes.json the services serve, for each remote's test that its declarations match it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteEntry, RemotesConfig } from 'shared-rules';

const REMOTES_FILE = path.join(__dirname, '../../../services/config/remotes.json');

/** The entry remotes.json has for the remote `name` (throws when it has none). */
export function remotesJsonEntry(name: string): RemoteEntry {
  const config = JSON.parse(readFileSync(REMOTES_FILE, 'utf8')) as RemotesConfig;
  const entry = config.remotes.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`remotes.json has no remote named ${name}`);
  return entry;
}
