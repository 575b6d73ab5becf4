/** Written by the build (shared-ui's webpack setup, from BUILD_ID); absent under jest. */
declare const __PORTAL_BUILD_ID__: string | undefined;

/**
 * The build this bundle is, as `npm run build` named it for the host and services alike; null
 * for a bundle built without one (a development build), whose check then starts from the first
 * answer of `GET /api/version` instead.
 */
export const BUNDLE_BUILD_ID: string | null =
  typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__ !== '' ? __PORTAL_BUILD_ID__ : null;
