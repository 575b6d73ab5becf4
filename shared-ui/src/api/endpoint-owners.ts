import type { EndpointDefinitions } from '@reduxjs/toolkit/query';

/**
 * Which module defined each endpoint name of the portal's one api. RTK Query keys endpoints
 * by name only: when two remotes inject the same name, the second is ignored and its hooks run
 * the first one's query with the second one's arguments. Claiming names here turns that into
 * an error at the moment the second module loads.
 */
const owners = new Map<string, string>();

/** Thrown when a module injects an endpoint name that another module already defined. */
export class EndpointNameTakenError extends Error {
  constructor(
    readonly endpointName: string,
    readonly owner: string,
    readonly claimant: string,
  ) {
    super(
      `Endpoint "${endpointName}" is already defined by ${owner}; ${claimant} may not define it again. ` +
        'An endpoint two packages need lives once in shared-ui/src/api/shared-endpoints.ts.',
    );
    this.name = 'EndpointNameTakenError';
  }
}

/**
 * Records `definedIn` as the owner of `names`, or throws {@link EndpointNameTakenError} if one
 * of them belongs to another module (nothing is claimed then). The same module claiming again
 * is allowed: a remote's code runs again after a Retry or a hot reload.
 */
export function claimEndpointNames(definedIn: string, names: readonly string[]): void {
  for (const name of names) {
    const owner = owners.get(name);
    if (owner !== undefined && owner !== definedIn) throw new EndpointNameTakenError(name, owner, definedIn);
  }
  for (const name of names) owners.set(name, definedIn);
}

/** The module that defined endpoint `name`, or undefined when no module claimed it. */
export function endpointOwner(name: string): string | undefined {
  return owners.get(name);
}

/**
 * Wraps the `endpoints` callback of `api.injectEndpoints` so that its names are claimed for
 * `definedIn` (the defining file, e.g. `mfe-admin/email-outbox/get-outbox`) before RTK Query
 * sees them. Every injection in the portal goes through it:
 *
 * ```ts
 * api.injectEndpoints({ endpoints: ownedEndpoints('mfe-loan/pipeline/get-loans', (build) => ({ … })) });
 * ```
 */
export function ownedEndpoints<Build, Definitions extends EndpointDefinitions>(
  definedIn: string,
  endpoints: (build: Build) => Definitions,
): (build: Build) => Definitions {
  return (build) => {
    const definitions = endpoints(build);
    claimEndpointNames(definedIn, Object.keys(definitions));
    return definitions;
  };
}
