import { satisfy } from '@module-federation/enhanced/runtime';
import { SHARED_RULES_VERSION } from 'shared-rules';
import { SHARED_UI_VERSION } from 'shared-ui';

/** The portal's shared packages this host runs, one copy each for every remote (federation singletons). */
export const RUNNING_SHARED_VERSIONS: Readonly<Record<string, string>> = {
  'shared-ui': SHARED_UI_VERSION,
  'shared-rules': SHARED_RULES_VERSION,
};

/** The part of a remote's `mf-manifest.json` that says what it shares and the range it was built for. */
export interface ManifestSharedEntry {
  name: string;
  requiredVersion?: string;
}

/**
 * What a remote needs of the host's shared packages that the host does not have: one line per
 * package whose declared range the running copy does not satisfy (empty when the remote fits).
 * A remote that does not declare a range (built before ranges were declared) is taken as it is.
 */
export function sharedVersionProblems(
  shared: readonly ManifestSharedEntry[],
  running: Readonly<Record<string, string>> = RUNNING_SHARED_VERSIONS,
): string[] {
  const problems: string[] = [];
  for (const [name, version] of Object.entries(running)) {
    const range = shared.find((entry) => entry.name === name)?.requiredVersion;
    if (range && !satisfy(version, range)) problems.push(`${name} ${range} (this portal runs ${version})`);
  }
  return problems;
}

/** Reads the shared entries of a remote's manifest; a manifest without them declares nothing. */
export function manifestShared(manifest: unknown): ManifestSharedEntry[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared.filter(
    (entry): entry is ManifestSharedEntry =>
      typeof entry === 'object' && entry !== null && typeof (entry as ManifestSharedEntry).name === 'string',
  );
}
