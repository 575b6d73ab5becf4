import manifest from '../../package.json';

/**
 * The version of this copy of shared-ui, from its package.json (the release step bumps it). The host
 * compares every remote's declared range with the copy it runs: remotes share the host's copy (one
 * store, one bus), so a remote built for a version the host cannot satisfy is fenced.
 */
export const SHARED_UI_VERSION: string = manifest.version;

/** Why a remote was fenced before it ran: it was built for shared code this portal does not have. */
export class RemoteVersionMismatchError extends Error {
  constructor(
    readonly remote: string,
    /** One line per shared package whose range is not met, e.g. `shared-ui ^2.0.0 (this portal runs 1.0.0)`. */
    readonly problems: readonly string[],
  ) {
    super(`${remote} was built for ${problems.join('; ')}`);
    this.name = 'RemoteVersionMismatchError';
  }
}

/** True for the error above, also when it crossed from another copy of this module. */
export function isRemoteVersionMismatch(error: unknown): error is RemoteVersionMismatchError {
  return error instanceof Error && error.name === 'RemoteVersionMismatchError';
}
