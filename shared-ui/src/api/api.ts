import { createApi } from '@reduxjs/toolkit/query/react';
import { createPortalBaseQuery } from './base-query';

/**
 * Cache tags every package may use. A remote that needs another tag adds it with
 * `api.enhanceEndpoints({ addTagTypes: ['MyTag'] })`.
 */
export const PORTAL_TAG_TYPES = [
  'Profile',
  'Organization',
  'User',
  'Notification',
  'Setting',
  'Loan',
  'Changelog',
  'Knowledge',
  'Conversation',
] as const;

/**
 * The one RTK Query api of the portal. It starts with no endpoints: shared-ui adds the few
 * every package needs (profile, organisations, settings, an organisation's contacts), and each
 * remote adds its own with `api.injectEndpoints` in its feature's `api/` files, always through
 * `ownedEndpoints(...)` so that a name defined twice throws instead of running the wrong query.
 */
export const api = createApi({
  reducerPath: 'api',
  // Resolved per call so tests and harnesses can replace the global fetch.
  baseQuery: createPortalBaseQuery({ fetchFn: (input, init) => fetch(input, init) }),
  tagTypes: PORTAL_TAG_TYPES,
  endpoints: () => ({}),
});
