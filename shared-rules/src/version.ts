import manifest from '../package.json';

/**
 * The version of this copy of shared-rules, from its package.json (the release step bumps it). The
 * host compares every remote's declared range with the copy it runs (shared-rules is a federation
 * singleton: bundling it per remote costs 12–20 % more JS per page, see the README).
 */
export const SHARED_RULES_VERSION: string = manifest.version;
